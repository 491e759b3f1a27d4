import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badInput } from '../lib/app-error.js';

/** No form or API body of SiteScout nests anywhere near this deep; deeper input is an attack on the parsers. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Where, as a dotted path (`sites.0.label`); the part name alone for the top level. */
  path: string;
  message: string;
}

/**
 * The first string (value or key) holding a NUL character, or the first place nested deeper than
 * {@link MAX_INPUT_DEPTH}. Walks with its own stack, so hostile nesting cannot overflow the call stack.
 */
export function findInputProblem(value: unknown, root: string): InputProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return { path: next.path, message: 'must not contain NUL characters' };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object' || Buffer.isBuffer(next.value)) continue;
    if (next.depth >= MAX_INPUT_DEPTH)
      return { path: next.path, message: `is nested more than ${MAX_INPUT_DEPTH} levels deep` };
    for (const [key, child] of Object.entries(next.value)) {
      const path = next.path ? `${next.path}.${key}` : key;
      if (key.includes('\u0000')) return { path, message: 'must not contain NUL characters' };
      stack.push({ value: child, path, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, before validation, input no handler should ever see: NUL characters (PostgreSQL text cannot hold
 * them; stored or even compared, they make the query fail) and absurdly deep nesting. The 400 names the field,
 * rather than a 500 from whichever query or parser meets the input first.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem =
        findInputProblem(request.query, 'query') ??
        findInputProblem(request.params, 'params') ??
        findInputProblem(request.body, '');
      if (problem) throw badInput(problem.path || 'body', problem.message);
    });
  },
  { name: 'input-guard' },
);
