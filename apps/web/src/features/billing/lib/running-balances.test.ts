import { describe, expect, it } from 'vitest';
import type { CreditSummary } from '../api/get-credits';
import { runningBalances } from './running-balances';

const entry = (unit: 'analysis' | 'complete_report', amount: number, balanceAfter: number) =>
  ({
    id: `${unit}${balanceAfter}${amount}`,
    kind: 'grant',
    unit,
    amount,
    balanceAfter,
    description: '',
    createdAt: '',
  }) as CreditSummary['entries'][number];

describe('credit history balances', () => {
  it('keeps analysis credits and Complete Reports in their own columns, newest first', () => {
    // Oldest last: welcome 1, buy 3 (4), buy a Complete Report (1), spend it (0), spend a credit (3).
    const entries = [
      entry('analysis', -1, 3),
      entry('complete_report', -1, 0),
      entry('complete_report', 1, 1),
      entry('analysis', 3, 4),
      entry('analysis', 1, 1),
    ];
    expect(runningBalances(entries)).toEqual([
      { analysis: 3, completeReport: 0, proAnalysis: null },
      { analysis: 4, completeReport: 0, proAnalysis: null },
      { analysis: 4, completeReport: 1, proAnalysis: null },
      { analysis: 4, completeReport: null, proAnalysis: null },
      { analysis: 1, completeReport: null, proAnalysis: null },
    ]);
  });
});
