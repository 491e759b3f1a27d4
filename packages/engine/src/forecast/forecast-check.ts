import type { LatLon } from '@sitescout/geodata';
import { formatUsd, upperMedian } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { scoreSite } from '../analysis/score-site.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { statePercentile } from './county-revenue-check.js';
import {
  type ForecastTypeSummary,
  insideP10P90,
  MIN_INSIDE_P10_P90,
  SHORTFALL_REASONS,
  summarizeByType,
} from './forecast-check-types.js';
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
  /** Per type: the share inside the state's p10–p90 beside its calibration and state distribution. */
  types: ForecastTypeSummary[];
  /** Every type places a forecast and keeps ≥ 80 % of them inside the state's p10–p90. */
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
  const outside = placed.filter((r) => !insideP10P90(r.percentile as number)).length;
  const typesWithout = BUSINESS_TYPES.map((t) => t.id).filter(
    (id) => !rows.some((r) => r.type === id && r.percentile !== null),
  );
  const types = summarizeByType(ctx.geo, BUSINESS_TYPES, rows);
  return {
    rows,
    placed: placed.length,
    outside,
    typesWithout,
    types,
    pass: typesWithout.length === 0 && placed.length > 0 && types.every((t) => t.pass),
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
  out.push('');
  out.push(...formatTypeSummaries(result.types));
  const failing = result.types.filter((t) => !t.pass).map((t) => t.type);
  out.push(
    `${result.placed} forecasts placed of ${result.rows.length}; outside the 10th–90th percentile: ${result.outside}; types under ${MIN_INSIDE_P10_P90 * 100} % inside: ${failing.length === 0 ? 'none' : failing.join(', ')}; types without a placed forecast: ${result.typesWithout.length === 0 ? 'none' : result.typesWithout.join(', ')} → ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  return out.join('\n');
}

/** Each type's calibration beside the Illinois distribution it is judged against, and the share inside p10–p90. */
function formatTypeSummaries(types: readonly ForecastTypeSummary[]): string[] {
  const usd = (v: number | null) => (v === null ? '—' : formatUsd(v)).padStart(12);
  const out = [
    `Per type: the forecast's calibration (Illinois receipts per household a year; per establishment) beside the Illinois receipts per establishment (p10 / median / p90); "within" = inside p10–p90, at least ${MIN_INSIDE_P10_P90 * 100} % per type`,
    `${'type'.padEnd(20)}${'per household'.padStart(14)}${'per estab.'.padStart(12)}${'p10'.padStart(12)}${'median'.padStart(12)}${'p90'.padStart(12)}${'median fcst'.padStart(12)}  within`,
  ];
  for (const t of types) {
    const share = t.share === null ? 'no receipts data' : `${t.inside}/${t.placed} (${Math.round(t.share * 100)} %)`;
    out.push(
      `${t.type.padEnd(20)}${usd(t.receiptsPerHousehold).padStart(14)}${usd(t.averagePerEstablishment)}${usd(t.p10)}${usd(t.p50)}${usd(t.p90)}${usd(t.medianForecast)}  ${share}${t.pass ? '' : '  FAIL'}`,
    );
  }
  const shared = [...new Set(types.map((t) => t.sharedTrade).filter((s): s is string => s !== null))];
  out.push(...shared.map((s) => `Note: ${s} Its two rows are the same forecast.`));
  for (const t of types.filter((x) => !x.pass))
    out.push(`Not met, ${t.type}: ${SHORTFALL_REASONS[t.type] ?? 'no reason stated'}`);
  out.push(SIZE_CLASS_LIMITATION);
  return out;
}

/** Why small shops are placed among all the trade's establishments, not within their own size class's receipts. */
export const SIZE_CLASS_LIMITATION =
  'Limitation: the data has establishment counts by employment-size class (ZIP Code Business Patterns 2018) but no Economic Census receipts by size class, so a small shop (nail salon, barber, laundromat) is placed among all the trade’s establishments by head count × the trade’s receipts per employee, not among shops of its own size.';
