import type { CreditSummary } from '../api/get-credits';

type Entry = CreditSummary['entries'][number];

/** The balances after one ledger entry: analysis credits, Complete Reports and Pro analyses, each in a column. */
export interface RunningBalances {
  analysis: number | null;
  completeReport: number | null;
  proAnalysis: number | null;
}

/**
 * Each entry's balances after it, for every unit. An entry records the balance of its own unit only; the other
 * unit's balance is carried from the latest earlier entry of that unit (null before its first one). Entries come
 * newest first, as the API lists them.
 */
export function runningBalances(entries: readonly Entry[]): RunningBalances[] {
  const out: RunningBalances[] = new Array(entries.length);
  let analysis: number | null = null;
  let completeReport: number | null = null;
  let proAnalysis: number | null = null;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as Entry;
    if (entry.unit === 'complete_report') completeReport = entry.balanceAfter;
    else if (entry.unit === 'pro_analysis') proAnalysis = entry.balanceAfter;
    else analysis = entry.balanceAfter;
    out[i] = { analysis, completeReport, proAnalysis };
  }
  return out;
}
