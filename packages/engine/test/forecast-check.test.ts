import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine } from '../src/cli/load-context.js';
import {
  CHECK_SITES,
  type ForecastCheckResult,
  forecastCheck,
  formatForecastCheck,
  MAX_OUTSIDE_P10_P90,
  TUNING_SITES,
} from '../src/forecast/forecast-check.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// `npm run forecast:check` on the real data pack: every type's forecast at 15 Illinois sites (none of them the
// tuning sites) placed among what Illinois establishments of the type take in.
describe('forecast check on the real data pack', () => {
  let result: ForecastCheckResult;
  beforeAll(() => {
    result = forecastCheck(loadEngine(process.env, repo, () => {}).ctx, CHECK_SITES);
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

  it('keeps at least 80 % of the forecasts between the 10th and 90th percentile of Illinois establishments', () => {
    expect(result.placed).toBeGreaterThanOrEqual(0.9 * result.rows.length);
    expect(result.outside / result.placed).toBeLessThanOrEqual(MAX_OUTSIDE_P10_P90);
    expect(result.pass).toBe(true);
  });

  it('never gives downtown Joliet a restaurant or coffee shop beyond what 99 in 100 Illinois establishments take in', () => {
    const joliet = result.rows.filter(
      (r) => r.site === 'downtown Joliet' && ['restaurant', 'coffee-shop'].includes(r.type),
    );
    for (const r of joliet) expect(r.percentile, r.type).toBeLessThan(0.99);
  });
});
