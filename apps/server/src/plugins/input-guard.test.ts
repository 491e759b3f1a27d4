import { describe, expect, it } from 'vitest';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-guard.js';

describe('findInputProblem', () => {
  it('names the field holding a NUL character, in values and in keys', () => {
    expect(findInputProblem({ sites: [{ label: 'ok' }, { label: 'a\u0000b' }] }, '')).toEqual({
      path: 'sites.1.label',
      message: 'must not contain NUL characters',
    });
    expect(findInputProblem({ 'k\u0000': 1 }, 'query')?.path).toBe('query.k\u0000');
    expect(findInputProblem('x\u0000', 'query')?.path).toBe('query');
  });

  it('accepts ordinary input, unicode oddities included', () => {
    expect(findInputProblem({ q: '60614', note: '\u202e👩‍👩‍👧 e\u0301', n: [1, null, true] }, '')).toBeUndefined();
    expect(findInputProblem(Buffer.from([0, 1, 2]), '')).toBeUndefined();
  });

  it('stops at the depth limit without recursing, however deep the input', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep, '')?.message).toBe(`is nested more than ${MAX_INPUT_DEPTH} levels deep`);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = { a: fine };
    expect(findInputProblem(fine, '')).toBeUndefined();
  });
});
