import type { ChatCompletion } from '../narrative/llm-rewrite.js';

export interface OpenAiCompatibleConfig {
  /** e.g. "http://127.0.0.1:8080/v1"; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * A {@link ChatCompletion} over an OpenAI-compatible HTTP API (`POST {baseUrl}/chat/completions`),
 * temperature 0. Throws on a non-2xx status or a reply without a message.
 */
export function createOpenAiCompatibleChat(config: OpenAiCompatibleConfig): ChatCompletion {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (messages) => {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, temperature: 0, messages }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    const body = (await response.json()) as { model?: string; choices?: Array<{ message?: { content?: string } }> };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new Error('reply has no choices[0].message.content');
    return { text, model: body.model ?? config.model };
  };
}

/**
 * The chat client configured by environment: `LLM_BASE_URL` (required to enable), `LLM_API_KEY`,
 * `LLM_MODEL` (default "gpt-4o-mini"). Undefined when `LLM_BASE_URL` is not set.
 */
export function chatFromEnv(env: Record<string, string | undefined>): ChatCompletion | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  return createOpenAiCompatibleChat({
    baseUrl,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL?.trim() || 'gpt-4o-mini',
  });
}
