import type { AnalysisResult } from '@sitescout/engine';

/**
 * What a re-weighted version stores instead of a copy of its result: the id of the analysis whose full result it
 * was derived from, and only the parts that differ from that result — at the top (the comparison) and per site
 * (priorities, site score, narrative). Everything measured (rings, walksheds, competitors, forecasts…) is read
 * from the base. A version re-weighted again refers to the same base, so reading one never follows a chain.
 */
export interface ResultDelta {
  reweightOf: string;
  /** Top-level keys whose value differs from the base's. */
  top: Record<string, unknown>;
  /** Per site (same order and count as the base), the keys whose value differs. */
  sites: Array<Record<string, unknown>>;
  /** Keys the base has and the version does not: at the top, and per site. */
  removed: { top: string[]; sites: string[][] };
}

type Loose = Record<string, unknown>;

export function isResultDelta(value: unknown): value is ResultDelta {
  return typeof value === 'object' && value !== null && typeof (value as Partial<ResultDelta>).reweightOf === 'string';
}

/**
 * The parts of `next` that differ from `base`. Re-weighting builds its result by spreading the base's objects, so
 * an unchanged part is the very same object: parts are compared by identity (no serialising of the large ones),
 * and whatever was rebuilt is kept even if it happens to be equal. Undefined when the sites do not line up (then
 * the full result is stored).
 */
export function resultDelta(baseId: string, base: AnalysisResult, next: AnalysisResult): ResultDelta | undefined {
  if (base.analyses.length !== next.analyses.length) return undefined;
  const top = changedKeys(base as unknown as Loose, next as unknown as Loose, ['analyses']);
  const sites = next.analyses.map((site, i) =>
    changedKeys(base.analyses[i] as unknown as Loose, site as unknown as Loose),
  );
  return {
    reweightOf: baseId,
    top: top.changed,
    sites: sites.map((s) => s.changed),
    removed: { top: top.removed, sites: sites.map((s) => s.removed) },
  };
}

/** The full result a delta stands for, rebuilt on the base's result. */
export function applyResultDelta(base: AnalysisResult, delta: ResultDelta): AnalysisResult {
  const result = { ...(base as unknown as Loose), ...delta.top } as Loose;
  for (const key of delta.removed.top) delete result[key];
  result.analyses = base.analyses.map((site, i) => {
    const rebuilt = { ...(site as unknown as Loose), ...(delta.sites[i] ?? {}) };
    for (const key of delta.removed.sites[i] ?? []) delete rebuilt[key];
    return rebuilt;
  });
  return result as unknown as AnalysisResult;
}

function changedKeys(base: Loose, next: Loose, skip: string[] = []): { changed: Loose; removed: string[] } {
  const changed: Loose = {};
  for (const [key, value] of Object.entries(next)) {
    if (skip.includes(key) || value === undefined) continue;
    if (base[key] !== value) changed[key] = value;
  }
  const removed = Object.keys(base).filter(
    (key) => !skip.includes(key) && base[key] !== undefined && next[key] === undefined,
  );
  return { changed, removed };
}
