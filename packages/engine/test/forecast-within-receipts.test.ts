import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineContext } from '../src/analysis/engine-context.js';
import { scoreSite } from '../src/analysis/score-site.js';
import { loadEngine } from '../src/cli/load-context.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The independent reference: Illinois payroll per establishment of the trade's NAICS codes, read straight from the
 * County Business Patterns 2023 CSV in the public data folder (the engine reads it only through the data pack).
 */
function illinoisPayrollPerEstablishment(naics: readonly string[]): number {
  const csv = readFileSync(
    resolve(repo, '../shared/data/business-patterns/cbp-2023-illinois-county-naics6.csv'),
    'utf8',
  );
  let establishments = 0;
  let payroll = 0;
  for (const line of csv.trim().split('\n').slice(1)) {
    const [, code, est, , pay] = line.split(',');
    if (!code || !naics.includes(code)) continue;
    establishments += Number(est);
    payroll += Number(pay) * 1000;
  }
  return payroll / establishments;
}

const forecastAt = (ctx: EngineContext, typeId: string, label: string, lat: number, lon: number) => {
  const type = getBusinessType(typeId);
  if (!type) throw new Error(typeId);
  return { type, forecast: scoreSite(ctx, type, { label, lat, lon }, type.defaultRadiusMiles).forecast };
};

// Issue 37, item 2: the three forecasts against what Illinois establishments of the trade pay.
describe('forecasts inside what establishments earn (the issue’s sites)', () => {
  let ctx: EngineContext;
  beforeAll(() => {
    ctx = loadEngine(process.env, repo, () => {}).ctx;
  }, 300_000);

  it('keeps a downtown Carbondale restaurant within a few times what the average Illinois restaurant pays', () => {
    const { type, forecast } = forecastAt(ctx, 'restaurant', 'downtown Carbondale', 37.7269, -89.2167);
    const payroll = illinoisPayrollPerEstablishment(type.recognition.naics);
    const revenue = forecast.annualRevenue?.expected.value ?? 0;
    console.log(
      `Carbondale restaurant: $${revenue.toLocaleString('en-US')} = ${(revenue / payroll).toFixed(1)}× the Illinois payroll per establishment ($${Math.round(payroll).toLocaleString('en-US')}, CBP 2023 CSV)`,
    );
    expect(revenue).toBeGreaterThan(0);
    // The 99th percentile establishment of the distribution is about 29× payroll; $12.0M was 21×.
    expect(revenue / payroll).toBeLessThan(10);
    expect(forecast.assumptions.join(' ')).toMatch(/Where it sits: .* percentile of Illinois full-service restaurants/);
  });

  it('computes no St. Louis salon market share from a Yelp sample, and gives no revenue without a receipts benchmark', () => {
    const { forecast } = forecastAt(ctx, 'beauty-salon', '1 S Memorial Dr, Saint Louis, MO', 38.6247, -90.1848);
    console.log(`St. Louis salon: ${forecast.reason}`);
    expect(forecast.marketShare).toBeNull();
    expect(forecast.annualRevenue).toBeNull();
    expect(forecast.reason).toMatch(/sample|No receipts per establishment/);
  });

  it('says which figure puts a Peoria plumbing start-up above the trade’s median', () => {
    const { type, forecast } = forecastAt(ctx, 'plumbing', 'downtown Peoria', 40.6936, -89.589);
    const payroll = illinoisPayrollPerEstablishment(type.recognition.naics);
    const revenue = forecast.annualRevenue?.expected.value ?? 0;
    console.log(
      `Peoria plumbing: $${revenue.toLocaleString('en-US')} = ${(revenue / payroll).toFixed(1)}× the Illinois payroll per establishment ($${Math.round(payroll).toLocaleString('en-US')})`,
    );
    const words = forecast.assumptions.join(' ');
    expect(words).toMatch(/Where it sits/);
    if (/above the (95th|[6-9]\dth) percentile|around the ([6-9]\d)th/.test(words))
      expect(words).toMatch(/above the median: the figure that puts it there is the market share/);
  });
});
