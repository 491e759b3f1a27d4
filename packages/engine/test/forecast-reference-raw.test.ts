import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineContext } from '../src/analysis/engine-context.js';
import { loadEngine } from '../src/cli/load-context.js';
import { receiptsPerPayroll } from '../src/forecast/receipts-per-payroll.js';
import { stateReceipts } from '../src/forecast/state-receipts.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const data = resolve(repo, '../shared/data/business-patterns');

/** Establishments by ZBP size-class code for the NAICS codes, read straight from the ZIP Code Business Patterns CSVs. */
function zbpClasses(naics: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const file of readdirSync(resolve(data, 'zbp-2018')).filter((f) => f.endsWith('.csv'))) {
    for (const line of readFileSync(resolve(data, 'zbp-2018', file), 'utf8')
      .trim()
      .split('\n')
      .slice(1)) {
      const [, code, est, size] = line.split(',');
      if (!code || !size || size === '1' || !naics.includes(code)) continue;
      out[size] = (out[size] ?? 0) + Number(est);
    }
  }
  return out;
}

/** Illinois receipts per establishment: CBP 2023 CSV payroll × the Economic Census receipts per payroll dollar. */
function cbpReceiptsPerEstablishment(naics: readonly string[]): number {
  let establishments = 0;
  let receipts = 0;
  const csv = readFileSync(resolve(data, 'cbp-2023-illinois-county-naics6.csv'), 'utf8');
  for (const line of csv.trim().split('\n').slice(1)) {
    const [, code, est, , pay] = line.split(',');
    const ratio = code && naics.includes(code) ? receiptsPerPayroll(code) : null;
    if (!ratio) continue;
    establishments += Number(est);
    receipts += Number(pay) * 1000 * ratio.value;
  }
  return receipts / establishments;
}

// The forecast check's reference, rebuilt from the raw public files rather than the data pack the forecast reads:
// its shape is ZIP Code Business Patterns 2018 size classes (another Census sample than the CBP 2023 payroll the
// forecast's market is calibrated on), its level CBP 2023 receipts per establishment.
describe('the forecast check’s reference matches the raw Census files', () => {
  let ctx: EngineContext;
  beforeAll(() => {
    ctx = loadEngine(process.env, repo, () => {}).ctx;
  }, 300_000);

  it.each(['nail-salon', 'coffee-shop', 'restaurant', 'hvac'])('%s: size classes and mean receipts', (id) => {
    const type = getBusinessType(id);
    if (!type) throw new Error(id);
    const state = stateReceipts(ctx.geo, type, '17');
    const d = state?.distribution;
    if (!state || !d) throw new Error(`no distribution for ${id}`);
    const raw = zbpClasses(type.recognition.naics);
    const engine = Object.fromEntries(d.classes.map((c) => [c.code, c.establishments]));
    console.log(
      `${id}: ZBP classes ${JSON.stringify(raw)}; CBP receipts per establishment $${Math.round(cbpReceiptsPerEstablishment(type.recognition.naics)).toLocaleString('en-US')}; p10–p90 $${Math.round(d.p10).toLocaleString('en-US')}–$${Math.round(d.p90).toLocaleString('en-US')}`,
    );
    expect(engine).toEqual(raw);
    expect(state.averagePerEstablishment / cbpReceiptsPerEstablishment(type.recognition.naics)).toBeCloseTo(1, 2);
  });
});

/** Illinois counties in the raw CBP 2023 CSV, and those with a row for each code (absent rows: 0–2 establishments). */
function cbpCounties(naics: readonly string[]): { counties: number; withRow: Map<string, number> } {
  const counties = new Set<string>();
  const withRow = new Map<string, number>();
  const csv = readFileSync(resolve(data, 'cbp-2023-illinois-county-naics6.csv'), 'utf8');
  for (const line of csv.trim().split('\n').slice(1)) {
    const [fips, code] = line.split(',');
    if (!fips || !code) continue;
    counties.add(fips);
    if (naics.includes(code)) withRow.set(code, (withRow.get(code) ?? 0) + 1);
  }
  return { counties: counties.size, withRow };
}

// The forecast's market counts the county cells CBP leaves out (fewer than 3 establishments) at 1 establishment each,
// for codes the table reports somewhere in the state; a code of another NAICS edition (445131) adds none.
describe('the forecast’s market counts the suppressed county cells', () => {
  let ctx: EngineContext;
  beforeAll(() => {
    ctx = loadEngine(process.env, repo, () => {}).ctx;
  }, 300_000);

  it.each(['barber', 'laundromat', 'convenience-store', 'restaurant'])('%s', (id) => {
    const type = getBusinessType(id);
    const state = type ? stateReceipts(ctx.geo, type, '17') : null;
    if (!type || !state) throw new Error(id);
    const { counties, withRow } = cbpCounties(type.recognition.naics);
    const cells = [...withRow.values()].reduce((s, n) => s + (counties - n), 0);
    expect(state.suppressedCells).toBe(cells);
    expect(state.establishmentsSuppressed).toBe(cells);
    const all = state.establishments + state.establishmentsWithoutRatio + cells;
    expect((state.receiptsPerHousehold * state.households) / state.receipts).toBeCloseTo(all / state.establishments, 6);
  });

  it('barbers: 91 of 102 Illinois counties publish no barber-shop row', () => {
    const type = getBusinessType('barber');
    expect(type && stateReceipts(ctx.geo, type, '17')?.suppressedCells).toBe(91);
  });
});
