import { uncitedNumbers } from './cited-numbers.js';
import type { Narrative, NarrativeFacts } from './rule-narrative.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * A chat-completion call, injected so the engine stays free of I/O. `createOpenAiCompatibleChat`
 * (src/llm) is the HTTP implementation; tests pass a local stand-in server's client.
 */
export type ChatCompletion = (messages: ChatMessage[]) => Promise<{ text: string; model: string }>;

const SYSTEM = [
  'You rewrite a site-selection report for a small-business owner in clear, friendly English.',
  'Use ONLY the facts and sentences given. Do not add, change or round any number; do not invent places, names or figures.',
  'Reply with JSON only: {"strengths": string[], "risks": string[], "recommendations": string[]}.',
].join(' ');

function parseReply(text: string): Pick<Narrative, 'strengths' | 'risks' | 'recommendations'> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
    const list = (v: unknown) => (Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : null);
    const strengths = list(parsed.strengths);
    const risks = list(parsed.risks);
    const recommendations = list(parsed.recommendations);
    return strengths && risks && recommendations ? { strengths, risks, recommendations } : null;
  } catch {
    return null;
  }
}

/**
 * Asks a language model to rewrite the rule narrative from the computed facts only, then checks
 * that every number in its text appears in the facts or the rule sentences. Any failure (HTTP
 * error, bad JSON, an uncited number) keeps the rule narrative and records why.
 */
export async function rewriteNarrative(
  rules: Narrative,
  facts: NarrativeFacts,
  complete: ChatCompletion,
): Promise<Narrative> {
  const given = { strengths: rules.strengths, risks: rules.risks, recommendations: rules.recommendations };
  const factsText = JSON.stringify(facts);
  let reply: { text: string; model: string };
  try {
    reply = await complete([
      { role: 'system', content: SYSTEM },
      { role: 'user', content: `Facts: ${factsText}\nSentences to rewrite: ${JSON.stringify(given)}` },
    ]);
  } catch (error) {
    return { ...rules, rewriteRejected: `language model unavailable: ${(error as Error).message}` };
  }
  const parsed = parseReply(reply.text);
  if (!parsed) return { ...rules, rewriteRejected: 'language model reply was not the expected JSON' };
  const allText = [...parsed.strengths, ...parsed.risks, ...parsed.recommendations].join('\n');
  const extra = uncitedNumbers(allText, [factsText, JSON.stringify(given)]);
  if (extra.length > 0)
    return { ...rules, rewriteRejected: `language model cited numbers not in the facts: ${extra.join(', ')}` };
  return { ...parsed, generatedBy: 'llm', model: reply.model, rewriteRejected: null };
}
