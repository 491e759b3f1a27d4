import type { CounterStore } from '../../infra/counters/counter-store.js';
import { detailJson, toDetail } from './analysis-responses.js';
import { analysisNotFound } from './analysis-service.js';
import type { AnalysisStore } from './analysis-store.js';
import { countLargeRead } from './large-result-reads.js';
import type { ResultTexts } from './result-texts.js';
import type { AnalysisDetail } from './schemas.js';

/**
 * `GET /api/analyses/:id`: a finished analysis is answered as JSON text around its stored result text — no parse,
 * rebuild (a version's delta on its base) or serialise of the result on the API thread. A result without a stored
 * text (published before there was one) has it written on its first read. Reads of large results count against the
 * account's allowance before the text is read.
 */
export function createResultRead(deps: {
  store: AnalysisStore;
  texts: ResultTexts;
  counters: CounterStore;
  publicUrl: string;
}) {
  const { store, texts } = deps;

  /** The stored text's size, writing the text first when there is none yet. */
  async function storedSize(id: string, userId: string): Promise<number> {
    const size = await texts.size(id);
    if (size !== undefined) return size;
    const full = await store.getOwned(id, userId);
    const body = JSON.stringify(full?.result ?? null);
    await texts.save(id, body);
    return Buffer.byteLength(body);
  }

  return async function read(
    id: string,
    userId: string,
    onRefused: (retryAfterSeconds: number) => void,
  ): Promise<AnalysisDetail | string> {
    const row = await store.getOwnedListRow(id, userId);
    if (!row) throw analysisNotFound();
    if (row.status !== 'done') return toDetail({ ...row, result: null }, deps.publicUrl);
    await countLargeRead(deps.counters, userId, await storedSize(id, userId), onRefused);
    return detailJson(row, deps.publicUrl, (await texts.body(id)) ?? 'null');
  };
}

export type ResultRead = ReturnType<typeof createResultRead>;
