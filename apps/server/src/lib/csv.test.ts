import { describe, expect, it } from 'vitest';
import { batchCsv } from '../plugins/batches/batch-downloads.js';
import type { BatchRowRecord } from '../plugins/batches/batch-store.js';
import { csvCell, csvDocument } from './csv.js';

describe('CSV downloads', () => {
  it('neutralise text a spreadsheet would run as a formula, including after a leading tab or carriage return', () => {
    for (const attack of ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=HYPERLINK("http://x")', '\r=1+1'])
      expect(csvCell(attack).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('\t=HYPERLINK("http://x")')).toBe('"\'\t=HYPERLINK(""http://x"")"');
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    // Full-width signs, which some spreadsheets fold to the ASCII ones before checking.
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
  });

  it('leave numbers and plain text alone and quote only what RFC 4180 requires', () => {
    expect(csvCell(-87.65)).toBe('-87.65');
    expect(csvCell('Lincoln Park')).toBe('Lincoln Park');
    expect(csvCell('Clark St, Chicago')).toBe('"Clark St, Chicago"');
    expect(csvCell(null)).toBe('');
    expect(
      csvDocument(
        [
          ['a', 1],
          [null, 'b'],
        ],
        { bom: true },
      ),
    ).toBe('\ufeffa,1\r\n,b\r\n');
  });

  it('guard the batch download the same way (a site named with a leading tab and a formula)', () => {
    const row = {
      rowNumber: 1,
      name: '\t=cmd|" /C calc"!A0',
      address: '\r@SUM(1)',
      lat: null,
      lon: null,
      status: 'failed',
      result: null,
      error: 'could not place it',
    } as unknown as BatchRowRecord;
    const csv = batchCsv([row]);
    expect(csv).not.toMatch(/(^|,)"?\t=/m);
    expect(csv).not.toMatch(/(^|,)"?\r@/m);
  });
});
