import type { LatLon } from '@sitescout/geodata';
import { formatUsd, upperMedian } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { scoreSite } from '../analysis/score-site.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { statePercentile } from './county-revenue-check.js';
import { siteCountyFips } from './site-county.js';

/**
 * Sites the forecast's constants (the county-density floor, the daytime shares) were tuned on. Never used to judge
 * the forecast: `CHECK_SITES` are.
 */
export const TUNING_SITES: Array<[string, LatLon]> = [
  ['Bucktown, Chicago', { lat: 41.9135, lon: -87.6776 }],
  ['Hyde Park, Chicago', { lat: 41.7943, lon: -87.5907 }],
  ['Pilsen, Chicago', { lat: 41.8556, lon: -87.6606 }],
  ['downtown Aurora', { lat: 41.7606, lon: -88.3201 }],
  ['Arlington Heights', { lat: 42.0884, lon: -87.9806 }],
  ['downtown Rockford', { lat: 42.2711, lon: -89.094 }],
  ['Bloomington', { lat: 40.4842, lon: -88.9937 }],
  ['downtown Elgin', { lat: 42.0354, lon: -88.2826 }],
];

/**
 * Fifteen Illinois sites the forecast is judged on (none of them used for tuning): seven Chicago neighbourhoods from
 * the Loop's edge to the far South Side, four suburbs, four downstate city centres — the issue's West Loop, West
 * Garfield Park, Lincoln Park, Naperville, Peoria and downtown Joliet among them.
 */
export const CHECK_SITES: Array<[string, LatLon]> = [
  ['West Loop, Chicago', { lat: 41.8825, lon: -87.65 }],
  ['Lincoln Park, Chicago', { lat: 41.9251, lon: -87.6497 }],
  ['West Garfield Park, Chicago', { lat: 41.881, lon: -87.729 }],
  ['Logan Square, Chicago', { lat: 41.9231, lon: -87.7093 }],
  ['Chatham, Chicago', { lat: 41.7409, lon: -87.6125 }],
  ['Rogers Park, Chicago', { lat: 42.0087, lon: -87.6697 }],
  ['Clearing, Chicago', { lat: 41.779, lon: -87.769 }],
  ['downtown Naperville', { lat: 41.7731, lon: -88.1479 }],
  ['downtown Evanston', { lat: 42.0451, lon: -87.6877 }],
  ['Schaumburg, Woodfield', { lat: 42.045, lon: -88.05 }],
  ['Oak Park', { lat: 41.885, lon: -87.7845 }],
  ['downtown Joliet', { lat: 41.525, lon: -88.0817 }],
  ['downtown Peoria', { lat: 40.6936, lon: -89.589 }],
  ['downtown Champaign', { lat: 40.1164, lon: -88.2434 }],
  ['downtown Springfield', { lat: 39.8017, lon: -89.6436 }],
];

/** The check fails above this share of forecasts outside the 10th–90th percentile. */
export const MAX_OUTSIDE_P10_P90 = 0.2;

export interface ForecastCheckRow {
  site: string;
  type: string;
  revenue: number | null;
  /** Share of the state's establishments below the forecast (null without a forecast or distribution). */
  percentile: number | null;
  /** Why there is no forecast or no percentile. */
  reason: string | null;
}

export interface ForecastCheckResult {
  rows: ForecastCheckRow[];
  /** Forecasts with a percentile. */
  placed: number;
  outside: number;
  /** Types with no forecast at any site, or no percentile for any forecast. */
  typesWithout: string[];
  pass: boolean;
}

/**
 * Runs the forecast of every business type at each site and places it in the state's distribution of receipts per
 * establishment (County Business Patterns 2023 payroll per employee × Economic Census receipts per payroll dollar,
 * over ZIP Code Business Patterns 2018 size classes).
 */
export function forecastCheck(ctx: EngineContext, sites: Array<[string, LatLon]> = CHECK_SITES): ForecastCheckResult {
  const rows: ForecastCheckRow[] = [];
  for (const [label, point] of sites) {
    for (const type of BUSINESS_TYPES) {
      const { forecast } = scoreSite(ctx, type, { label, ...point }, type.defaultRadiusMiles);
      const revenue = forecast.annualRevenue?.expected.value ?? null;
      if (revenue === null) {
        rows.push({ site: label, type: type.id, revenue, percentile: null, reason: forecast.reason });
        continue;
      }
      const countyFips = siteCountyFips(ctx.geo, point);
      const place = forecast.check?.percentile ?? statePercentile(ctx.geo, type, countyFips, revenue).percentile;
      rows.push({
        site: label,
        type: type.id,
        revenue,
        percentile: place ?? null,
        reason: place === null || place === undefined ? (forecast.check?.percentileText ?? 'no distribution') : null,
      });
    }
  }
  const placed = rows.filter((r) => r.percentile !== null);
  const outside = placed.filter((r) => (r.percentile as number) < 0.1 || (r.percentile as number) > 0.9).length;
  const typesWithout = BUSINESS_TYPES.map((t) => t.id).filter(
    (id) => !rows.some((r) => r.type === id && r.percentile !== null),
  );
  return {
    rows,
    placed: placed.length,
    outside,
    typesWithout,
    pass: typesWithout.length === 0 && placed.length > 0 && outside / placed.length <= MAX_OUTSIDE_P10_P90,
  };
}

/** The check as a table: one line per type with each site's percentile, then the totals. */
export function formatForecastCheck(result: ForecastCheckResult, sites: Array<[string, LatLon]>): string {
  const out: string[] = [];
  const pct = (p: number | null) => (p === null ? '  —' : `${Math.round(p * 100)}`.padStart(3));
  out.push(
    'Forecast percentile among Illinois establishments of the type (CBP 2023 payroll × receipts per payroll dollar, ZBP 2018 size classes)',
  );
  out.push(`sites: ${sites.map(([s], i) => `${i + 1} ${s}`).join(' · ')}`);
  out.push(`${'type'.padEnd(20)}${sites.map((_, i) => `${i + 1}`.padStart(4)).join('')}   median forecast`);
  for (const type of BUSINESS_TYPES) {
    const rows = result.rows.filter((r) => r.type === type.id);
    const median = upperMedian(rows.map((r) => r.revenue).filter((v): v is number => v !== null));
    out.push(
      `${type.id.padEnd(20)}${rows.map((r) => ` ${pct(r.percentile)}`).join('')}   ${median !== null ? formatUsd(median) : rows[0]?.reason}`,
    );
  }
  const share = result.placed > 0 ? result.outside / result.placed : 0;
  out.push(
    `${result.placed} forecasts placed of ${result.rows.length}; outside the 10th–90th percentile: ${result.outside} (${(share * 100).toFixed(1)} %, limit ${MAX_OUTSIDE_P10_P90 * 100} %); types without a placed forecast: ${result.typesWithout.length === 0 ? 'none' : result.typesWithout.join(', ')} → ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  return out.join('\n');
}
