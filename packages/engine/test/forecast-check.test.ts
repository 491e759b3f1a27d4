import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineContext } from '../src/analysis/engine-context.js';
import { scoreSite } from '../src/analysis/score-site.js';
import { loadEngine } from '../src/cli/load-context.js';
import {
  CHECK_SITES,
  type ForecastCheckResult,
  forecastCheck,
  formatForecastCheck,
  TUNING_SITES,
} from '../src/forecast/forecast-check.js';
import { MIN_INSIDE_P10_P90, SHORTFALL_REASONS } from '../src/forecast/forecast-check-types.js';
import { BUSINESS_TYPES, getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Types that do not reach 80 % of held-out forecasts inside Illinois's p10–p90: the share they reach is enforced
 * (never less), `npm run forecast:check` prints FAIL and the reason (`SHORTFALL_REASONS`) for them. Convenience stores
 * (7/15 → 14/15) and laundromats (11/15 → 12/15) left the list when the market was shared only among named places of
 * the trade's industry (gas stations and pharmacies typed "convenience store" no longer take a share of NAICS 445120
 * receipts) and counted CBP's suppressed county cells (91 of 102 counties publish no barber-shop row).
 */
const SHORTFALLS: Readonly<Record<string, number>> = {
  barber: 11 / 15,
};

/** Types that reached 80 % with those changes: held at it. */
const REACHED = ['convenience-store', 'laundromat', 'coffee-shop', 'restaurant', 'nail-salon'];

// `npm run forecast:check` on the real data pack: every type's forecast at 15 Illinois sites (none of them the
// tuning sites) placed among what Illinois establishments of the type take in.
describe('forecast check on the real data pack', () => {
  let ctx: EngineContext;
  let result: ForecastCheckResult;
  beforeAll(() => {
    ctx = loadEngine(process.env, repo, () => {}).ctx;
    result = forecastCheck(ctx, CHECK_SITES);
    console.log(formatForecastCheck(result, CHECK_SITES));
  }, 300_000);

  it('judges on sites the constants were not tuned on', () => {
    const tuned = new Set(TUNING_SITES.map(([, p]) => `${p.lat},${p.lon}`));
    expect(CHECK_SITES).toHaveLength(15);
    expect(CHECK_SITES.filter(([, p]) => tuned.has(`${p.lat},${p.lon}`))).toEqual([]);
  });

  it('gives every type a forecast placed in the receipts distribution somewhere', () => {
    expect(result.typesWithout).toEqual([]);
    expect(result.rows).toHaveLength(BUSINESS_TYPES.length * CHECK_SITES.length);
  });

  it('keeps at least 80 % of every type’s held-out forecasts inside Illinois’s p10–p90 (or what a shortfall reached)', () => {
    for (const t of result.types) {
      if (t.share === null) continue;
      expect(t.placed, t.type).toBe(CHECK_SITES.length);
      expect(t.share, t.type).toBeGreaterThanOrEqual((SHORTFALLS[t.type] ?? MIN_INSIDE_P10_P90) - 1e-9);
    }
    // A shortfall that is met is removed from the list: the check's verdict must match it, and say why.
    for (const id of Object.keys(SHORTFALLS)) expect(result.types.find((t) => t.type === id)?.pass, id).toBe(false);
    expect(Object.keys(SHORTFALL_REASONS).sort()).toEqual(Object.keys(SHORTFALLS).sort());
    expect(result.pass).toBe(Object.keys(SHORTFALLS).length === 0);
  });

  it('holds convenience stores, laundromats and the issue’s trades at 80 % or more inside p10–p90', () => {
    for (const id of REACHED) {
      const t = result.types.find((x) => x.type === id);
      expect(t?.pass, id).toBe(true);
      expect(t?.inside, id).toBeGreaterThanOrEqual(Math.ceil(MIN_INSIDE_P10_P90 * CHECK_SITES.length));
    }
  });

  it('prints why a type falls short, under the table', () => {
    const text = formatForecastCheck(result, CHECK_SITES);
    for (const id of Object.keys(SHORTFALLS)) expect(text).toContain(`Not met, ${id}: ${SHORTFALL_REASONS[id]}`);
  });

  it('prints each type’s calibration beside its state distribution', () => {
    const text = formatForecastCheck(result, CHECK_SITES);
    for (const t of result.types) {
      expect(t.receiptsPerHousehold, t.type).toBeGreaterThan(0);
      expect(t.p10 as number, t.type).toBeLessThan(t.p50 as number);
      expect(t.p50 as number, t.type).toBeLessThan(t.p90 as number);
    }
    expect(text).toMatch(/nail-salon .* \d+\/15 \(\d+ %\)/);
    expect(text).toContain('no Economic Census receipts by size class');
  });

  it('never gives downtown Joliet a restaurant or coffee shop beyond what 99 in 100 Illinois establishments take in', () => {
    const joliet = result.rows.filter(
      (r) => r.site === 'downtown Joliet' && ['restaurant', 'coffee-shop'].includes(r.type),
    );
    for (const r of joliet) expect(r.percentile, r.type).toBeLessThan(0.99);
  });

  it('says plumbing and HVAC are one Census trade, in the forecast and in the check', () => {
    const sentence =
      'Plumbing and HVAC contractors are one Census trade (NAICS 238220, “Plumbing, heating, and air-conditioning contractors”); this forecast is for that trade.';
    for (const id of ['plumbing', 'hvac']) {
      const type = getBusinessType(id);
      if (!type) throw new Error(id);
      const { forecast } = scoreSite(ctx, type, { label: 'downtown Peoria', lat: 40.6936, lon: -89.589 }, 10);
      expect(forecast.assumptions[0], id).toBe(sentence);
    }
    expect(formatForecastCheck(result, CHECK_SITES)).toContain(`Note: ${sentence}`);
  });
});
