import { describe, expect, it } from 'vitest';
import type { BatchRowRecord } from './batch-store.js';
import { exportRow, rankRows } from './batch-table.js';

/** A scored row with a site score and an expected revenue (and optionally the county check's flag). */
const row = (rowNumber: number, score: number, expected: number, flag: string | null = null): BatchRowRecord =>
  ({
    batchId: 'b',
    rowNumber,
    name: `Site ${rowNumber}`,
    address: null,
    lat: 41.9,
    lon: -87.6,
    status: 'scored',
    error: null,
    result: {
      score,
      coverage: '5 of 5 parts',
      parts: { demand: 50, competition: 50, access: 50, cost: 50, fit: 50 },
      competitors: { estimate: 3, low: 2, high: 4, source: 'CBP 2023' },
      forecast: { expected, low: expected * 0.7, high: expected * 1.3, model: 'huff', reason: null, flag },
      precision: 'street',
      placedAs: 'x',
    },
  }) as unknown as BatchRowRecord;

describe('batch forecast flags', () => {
  it('flags the lowest-scored site carrying the highest forecast, once, beside the county flag', () => {
    const countyFlag =
      'The forecast ($900,000 a year) is 3.2× what the average coffee shop in Cook County, IL takes in ($281,279).';
    const { ranked } = rankRows([
      row(1, 90, 100_000),
      row(2, 80, 200_000),
      row(3, 70, 300_000),
      row(4, 40, 400_000),
      row(5, 30, 900_000, countyFlag),
    ]);
    const last = ranked.find((r) => r.rowNumber === 5);
    expect(last?.result?.forecast.flag).toBe(
      `${countyFlag} The forecast ranks 1st of 5 sites while the site score ranks 5th: they disagree — check the competitor count and the demand behind the forecast before trusting it.`,
    );
    expect(last?.result?.forecast.flag).not.toMatch(/Unproven:/);
    expect(ranked.find((r) => r.rowNumber === 3)?.result?.forecast.flag).toBeNull();
    // The download carries the same words in its "Forecast flag" column.
    expect(exportRow(last as NonNullable<typeof last>)).toContain(last?.result?.forecast.flag);
  });
});

describe('batch ranking with zoning (the comparison’s rule)', () => {
  const zoned = (rowNumber: number, score: number, status: string, zoneClass: string): BatchRowRecord => {
    const r = row(rowNumber, score, 500_000);
    const result = r.result as Record<string, unknown>;
    return {
      ...r,
      result: { ...result, zoning: { status, zoneClass, message: `${zoneClass} message` } },
    } as BatchRowRecord;
  };

  it('ranks 2101 N Clark St (RM-6.5, flagged) after 1750 N Milwaukee Ave (B3-2, allowed) and says so in the Zoning column', () => {
    const { ranked } = rankRows([zoned(1, 74, 'allowed', 'B3-2'), zoned(2, 76, 'flag', 'RM-6.5')]);
    expect(ranked.map((r) => [r.rowNumber, r.rank])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(exportRow(ranked[1] as NonNullable<(typeof ranked)[1]>).at(-1)).toBe('flag (RM-6.5): RM-6.5 message');
  });

  it('ranks by score alone where no row is allowed, and for rows scored before zoning was kept', () => {
    expect(rankRows([zoned(1, 74, 'not-checked', 'x'), zoned(2, 76, 'flag', 'RM-6.5')]).ranked[0]?.rowNumber).toBe(2);
    expect(rankRows([row(1, 74, 1), row(2, 76, 1)]).ranked[0]?.rowNumber).toBe(2);
  });
});
