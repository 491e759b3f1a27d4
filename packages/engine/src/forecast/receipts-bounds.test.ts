import { describe, expect, it } from 'vitest';
import { boundToReceipts } from './receipts-bounds.js';
import type { RevenueForecast } from './revenue-forecast.js';
import type { ReceiptsDistribution } from './state-receipts.js';

const usd = (value: number) => ({ value, unit: 'usd', estimate: { method: 'model' } });
const forecast = (expected: number): RevenueForecast => ({
  available: true,
  reason: null,
  model: 'huff',
  marketShare: { value: 0.5, unit: 'share', estimate: { method: 'Huff' } },
  annualMarket: usd(expected * 2),
  annualRevenue: { low: usd(expected * 0.7), expected: usd(expected), high: usd(expected * 1.3) },
  customersPerDay: { value: 100, estimate: { method: 'revenue ÷ ticket' } },
  assumptions: [],
});
// Ten establishments of 1–4 employees and ten of 5–9 at $100,000 receipts per employee.
const distribution: ReceiptsDistribution = {
  receiptsPerEmployee: 100_000,
  scale: 1,
  classes: [
    { code: '210', establishments: 10, employees: [1, 5] },
    { code: '220', establishments: 10, employees: [5, 10] },
  ],
  p1: 108_000,
  p10: 180_000,
  p50: 500_000,
  p90: 900_000,
  p99: 990_000,
  source: 'test',
};
const benchmark = { distribution, label: 'Illinois test establishments', place: 'Illinois' };

describe('boundToReceipts', () => {
  it('holds a forecast past the 99th percentile to it, keeps a range, and scales the share with the revenue', () => {
    const held = boundToReceipts(forecast(12_000_000), benchmark);
    const r = held.annualRevenue;
    expect(r?.expected.value).toBe(990_000);
    expect(r?.high.value).toBe(990_000);
    expect(r?.low.value).toBe(693_000);
    expect(held.marketShare?.value).toBeCloseTo(0.5 * (990_000 / 12_000_000), 6);
    expect(held.assumptions.at(-1)).toMatch(/held to the 99th percentile .* the model gave \$12,000,000/);
  });

  it('names the figure that puts a new business above the median', () => {
    const above = boundToReceipts(forecast(700_000), benchmark);
    expect(above.annualRevenue?.expected.value).toBe(700_000);
    expect(above.assumptions.at(-1)).toMatch(
      /above the median: the figure that puts it there is the market share of 50.0 %/,
    );
    expect(boundToReceipts(forecast(300_000), benchmark).assumptions.at(-1)).not.toMatch(/above the median/);
  });

  it('lifts a forecast under the 1st percentile without a share above the market', () => {
    const lifted = boundToReceipts(forecast(50_000), benchmark);
    expect(lifted.annualRevenue?.expected.value).toBe(108_000);
    expect(lifted.annualRevenue?.high.value).toBeGreaterThan(108_000);
    expect(lifted.marketShare?.value).toBe(0.5);
  });

  it('gives no revenue figure where no distribution is loaded, only why', () => {
    const none = boundToReceipts(forecast(6_300_000), {
      distribution: null,
      label: 'beauty and hair salons',
      place: 'MO',
    });
    expect(none.annualRevenue).toBeNull();
    expect(none.marketShare).toBeNull();
    expect(none.reason).toMatch(/No receipts per establishment are loaded for beauty and hair salons in MO/);
  });
});
