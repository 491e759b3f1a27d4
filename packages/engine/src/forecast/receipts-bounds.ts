import type { Figure } from '../figures/figure.js';
import { REVENUE_BAND, type RevenueForecast, unavailableForecast } from './revenue-forecast.js';
import { percentileWords, type ReceiptsDistribution, receiptsPercentile } from './state-receipts.js';

const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/** The distribution a forecast is held inside, and whose it is ("Illinois beauty salon establishments (NAICS 812112)"). */
export interface ReceiptsBenchmark {
  distribution: ReceiptsDistribution | null;
  label: string;
  /** Where no distribution is loaded: the place it is missing for ("Missouri"). */
  place: string;
}

const within = (v: number, d: ReceiptsDistribution) => Math.min(d.p99, Math.max(d.p1, v));

/**
 * A forecast held inside what establishments of the trade take in: the expected revenue and its range are clamped to
 * the 1st–99th percentile of the state's receipts per establishment, and a sentence says where they sit and, above
 * the median, which figure puts a new business there. Without a distribution (no County Business Patterns for the
 * state, none for the nation loaded) there is no revenue figure, only one sentence saying why.
 *
 * @example boundToReceipts(forecast, {distribution, label: 'Illinois restaurant … establishments', place: 'Illinois'})
 *   // expected $12.0M → the 99th percentile, "Held to the 99th percentile …"
 */
export function boundToReceipts(forecast: RevenueForecast, benchmark: ReceiptsBenchmark): RevenueForecast {
  const revenue = forecast.annualRevenue;
  if (!revenue) return forecast;
  const d = benchmark.distribution;
  if (!d)
    return unavailableForecast(
      `No receipts per establishment are loaded for ${benchmark.label} in ${benchmark.place} or the nation (County Business Patterns is loaded for Illinois only), so no revenue figure is given: nothing checks it against what such businesses take in.`,
    );
  const raw = revenue.expected.value;
  const expected = within(raw, d);
  const low = Math.max(d.p1, Math.min(expected, revenue.low.value, expected * (1 - REVENUE_BAND)));
  const high = Math.min(d.p99, Math.max(expected, revenue.high.value, expected * (1 + REVENUE_BAND)));
  const held = expected !== raw;
  // Held down, the share falls with the revenue; lifted to the 1st percentile, the model's share stays as it was (a
  // share above the market would be a figure past its evidence) and the sentence says the revenue was lifted.
  const scale = raw > 0 && expected < raw ? expected / raw : 1;
  const fig = (f: Figure, v: number, note: string | null): Figure =>
    v === f.value || !note
      ? { ...f, value: Math.round(v) }
      : { value: Math.round(v), unit: 'usd', estimate: { method: note } };
  const heldNote = held
    ? `held to the ${expected === d.p99 ? '99th' : '1st'} percentile of ${benchmark.label} (${usd(expected)}); the model gave ${usd(raw)}`
    : null;
  const spread = `1st–99th percentile ${usd(d.p1)}–${usd(d.p99)}, median ${usd(d.p50)}`;
  const place = `Where it sits: ${usd(expected)} a year is ${percentileWords(receiptsPercentile(d, expected))} of ${benchmark.label} (${spread}).`;
  const aboveMedian =
    expected > d.p50 && forecast.marketShare && forecast.annualMarket
      ? ` A new business above the median: the figure that puts it there is the market share of ${(forecast.marketShare.value * 100).toFixed(1)} % of the ${usd(forecast.annualMarket.value)} market (${forecast.model === 'service-demand' ? 'a fair share of the establishments serving the area' : 'the Huff model'}).`
      : '';
  const heldText = heldNote ? ` The revenue was ${heldNote}: no establishment of the trade is put beyond that.` : '';
  return {
    ...forecast,
    marketShare:
      scale !== 1 && forecast.marketShare
        ? {
            value: forecast.marketShare.value * scale,
            unit: 'share',
            estimate: { method: `revenue ${heldNote} ÷ the market` },
          }
        : forecast.marketShare,
    customersPerDay:
      scale !== 1 && forecast.customersPerDay
        ? { ...forecast.customersPerDay, value: Math.round(10 * forecast.customersPerDay.value * scale) / 10 }
        : forecast.customersPerDay,
    annualRevenue: {
      low: fig(revenue.low, low, heldNote),
      expected: fig(revenue.expected, expected, heldNote),
      high: fig(revenue.high, high, heldNote),
    },
    assumptions: [...forecast.assumptions, `${place}${aboveMedian}${heldText}`],
  };
}
