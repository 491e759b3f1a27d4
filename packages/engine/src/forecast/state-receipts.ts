import type { BusinessSizeClasses, GeoView } from '@sitescout/geodata';
import { viewBehind } from '../analysis/memo-geo-view.js';
import type { BusinessType } from '../taxonomy/types.js';
import { type ReceiptsPerPayroll, receiptsPerPayroll } from './receipts-per-payroll.js';

/**
 * Employees of each ZIP Code Business Patterns size class, as [low, high) head counts. The top class has no upper
 * bound in the source; 2,000 stands in for it (no storefront type here has establishments that large in the ZIPs).
 */
export const SIZE_CLASS_EMPLOYEES: Readonly<Record<string, readonly [number, number]>> = {
  '210': [1, 5],
  '220': [5, 10],
  '230': [10, 20],
  '241': [20, 50],
  '242': [50, 100],
  '251': [100, 250],
  '252': [250, 500],
  '253': [500, 1000],
  '254': [1000, 2000],
};

/** What the establishments of a type take in across a state (County Business Patterns × receipts per payroll dollar). */
export interface StateReceipts {
  stateFips: string;
  /** Counties with CBP rows for the state. */
  counties: number;
  naics: string[];
  establishments: number;
  employees: number;
  payroll: number;
  /** Payroll × the industry's receipts per payroll dollar. */
  receipts: number;
  households: number;
  /** Owner-occupied homes of the state (households × the owner-occupied share of its ZCTAs). */
  ownerHomes: number;
  /** Establishments of the type's codes without a receipts ratio (e.g. bakeries counted as manufacturing). */
  establishmentsWithoutRatio: number;
  /**
   * County cells CBP leaves out for having fewer than 3 establishments (0–2), and the establishments they stand
   * for at the middle of that range (1 each): 91 of Illinois's 102 counties have no barber-shop row.
   */
  suppressedCells: number;
  establishmentsSuppressed: number;
  /**
   * What all the type's establishments take in (those without a ratio, and those of the suppressed county cells, at
   * the average of those reported) ÷ households of the state: the type's receipts per household a year.
   */
  receiptsPerHousehold: number;
  /** The same ÷ owner-occupied homes, for the trades that serve homes. */
  receiptsPerOwnerHome: number;
  averagePerEstablishment: number;
  ratios: ReceiptsPerPayroll[];
  cbp: string;
  /** Receipts per establishment by size class (null without ZIP size classes for the NAICS codes). */
  distribution: ReceiptsDistribution | null;
}

/** Establishments of a type by receipts, built from size classes: percentiles and where a figure sits. */
export interface ReceiptsDistribution {
  /** Receipts per employee (CBP payroll per employee × receipts per payroll dollar). */
  receiptsPerEmployee: number;
  /** Employees per establishment in CBP ÷ the size-class mixture's mean: scales ZIP 2018 classes to the state in 2023. */
  scale: number;
  classes: Array<{ code: string; establishments: number; employees: readonly [number, number] }>;
  /** Receipts at the 1st and 99th percentile: no forecast of one establishment goes outside them. */
  p1: number;
  p10: number;
  p50: number;
  p90: number;
  p99: number;
  source: string;
}

/** The middle of a suppressed cell's establishment range (CBP: 0–2 → 1). */
const midpoint = (range: readonly [number, number] | null | undefined) => (range ? (range[0] + range[1]) / 2 : 1);

const CACHE = new WeakMap<GeoView, Map<string, StateReceipts | null>>();

/**
 * The cumulative share of establishments at or below `receipts`, with each size class's establishments spread
 * evenly over its head-count range (× `scale`) at `receiptsPerEmployee` each.
 */
export function receiptsPercentile(
  d: Pick<ReceiptsDistribution, 'receiptsPerEmployee' | 'scale' | 'classes'>,
  receipts: number,
): number {
  const total = d.classes.reduce((s, c) => s + c.establishments, 0);
  if (total <= 0) return Number.NaN;
  const employees = receipts / (d.receiptsPerEmployee * d.scale);
  let below = 0;
  for (const c of d.classes) {
    const [lo, hi] = c.employees;
    const part = employees <= lo ? 0 : employees >= hi ? 1 : (employees - lo) / (hi - lo);
    below += part * c.establishments;
  }
  return below / total;
}

/** The receipts at a cumulative share (the inverse of `receiptsPercentile`). */
function receiptsAt(d: Pick<ReceiptsDistribution, 'receiptsPerEmployee' | 'scale' | 'classes'>, share: number): number {
  const total = d.classes.reduce((s, c) => s + c.establishments, 0);
  let cum = 0;
  for (const c of d.classes) {
    const next = cum + c.establishments / total;
    if (share <= next) {
      const [lo, hi] = c.employees;
      const employees = lo + ((share - cum) / (next - cum)) * (hi - lo);
      return employees * d.receiptsPerEmployee * d.scale;
    }
    cum = next;
  }
  const last = d.classes[d.classes.length - 1];
  return (last?.employees[1] ?? 0) * d.receiptsPerEmployee * d.scale;
}

/**
 * Receipts per establishment from size classes: head counts (scaled so their mean matches the state's CBP employees
 * per establishment) × receipts per employee. Null without size classes.
 */
export function receiptsDistribution(
  sizes: BusinessSizeClasses,
  receiptsPerEmployee: number,
  employeesPerEstablishment: number,
  cbp: string,
): ReceiptsDistribution | null {
  const classes = Object.entries(sizes.classes)
    .filter(([code, n]) => SIZE_CLASS_EMPLOYEES[code] && n > 0)
    .map(([code, establishments]) => ({
      code,
      establishments,
      employees: SIZE_CLASS_EMPLOYEES[code] as readonly [number, number],
    }))
    .sort((a, b) => a.employees[0] - b.employees[0]);
  const total = classes.reduce((s, c) => s + c.establishments, 0);
  if (total < 10 || !(receiptsPerEmployee > 0) || !(employeesPerEstablishment > 0)) return null;
  const mixtureMean =
    classes.reduce((s, c) => s + (c.establishments * (c.employees[0] + c.employees[1])) / 2, 0) / total;
  const base = { receiptsPerEmployee, scale: employeesPerEstablishment / mixtureMean, classes };
  return {
    ...base,
    p1: receiptsAt(base, 0.01),
    p10: receiptsAt(base, 0.1),
    p50: receiptsAt(base, 0.5),
    p90: receiptsAt(base, 0.9),
    p99: receiptsAt(base, 0.99),
    source: `${total.toLocaleString('en-US')} establishments by employment-size class in the ${sizes.zips} loaded ZIPs (${sizes.source ?? 'ZIP Code Business Patterns'} ${sizes.vintage ?? ''}), scaled to ${employeesPerEstablishment.toFixed(1)} employees per establishment and ${usd(receiptsPerEmployee)} receipts per employee (${cbp} payroll per employee × receipts per payroll dollar)`,
  };
}

const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/**
 * What the type's establishments take in across the site's state: County Business Patterns payroll of every loaded
 * county of the state × the industry's receipts per payroll dollar, per household and per establishment, with the
 * distribution by size class. Null when the state has no CBP rows loaded or no ratio applies to the type's codes.
 *
 * @example stateReceipts(geo, coffee, '17')?.receiptsPerHousehold // ≈ $240 a year of coffee and snack bars per Illinois household
 */
export function stateReceipts(geo: GeoView, type: BusinessType, stateFips: string): StateReceipts | null {
  const cache = CACHE.get(viewBehind(geo)) ?? new Map<string, StateReceipts | null>();
  CACHE.set(viewBehind(geo), cache);
  const key = `${type.id}:${stateFips}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const naics = [...type.recognition.naics];
  let counties = 0;
  let households = 0;
  let ownerHomes = 0;
  let withoutRatio = 0;
  // Per code: its suppressed cells and their establishments, counted only for codes the table reports somewhere in
  // the state (a code of another NAICS edition, e.g. 445131 in a 2017-coded table, has no row anywhere).
  const suppressedByCode = new Map<string, { cells: number; establishments: number }>();
  const reported = new Set<string>();
  let establishments = 0;
  let employees = 0;
  let payroll = 0;
  let receipts = 0;
  let cbp = 'County Business Patterns';
  const ratios = new Map<string, ReceiptsPerPayroll>();
  for (const county of geo.areas('county')) {
    if (!county.id.startsWith(stateFips)) continue;
    const answer = geo.businessCounts({ countyFips: county.id, naics });
    if (!answer.covered) continue;
    counties++;
    households += county.demographics.households?.value ?? 0;
    cbp = `${answer.source ?? cbp} ${answer.vintage ?? ''}`.trim();
    for (const row of answer.rows) {
      if (row.suppressed) {
        const cell = suppressedByCode.get(row.naics) ?? { cells: 0, establishments: 0 };
        suppressedByCode.set(row.naics, {
          cells: cell.cells + 1,
          establishments: cell.establishments + midpoint(row.establishmentsRange),
        });
        continue;
      }
      reported.add(row.naics);
      const ratio = receiptsPerPayroll(row.naics);
      if (!ratio && row.establishments) withoutRatio += row.establishments;
      if (row.suppressed || !row.establishments || row.payrollThousands === null || !ratio) continue;
      establishments += row.establishments;
      employees += row.employees ?? 0;
      payroll += row.payrollThousands * 1000;
      receipts += row.payrollThousands * 1000 * ratio.value;
      ratios.set(ratio.naicsPrefix, ratio);
    }
  }
  ownerHomes = households * stateOwnerShare(geo, stateFips);
  const suppressed = [...suppressedByCode].filter(([code]) => reported.has(code)).map(([, cell]) => cell);
  const suppressedCells = suppressed.reduce((sum, c) => sum + c.cells, 0);
  const suppressedEstablishments = suppressed.reduce((sum, c) => sum + c.establishments, 0);
  const result: StateReceipts | null =
    counties > 0 && establishments > 0 && households > 0
      ? {
          stateFips,
          counties,
          naics,
          establishments,
          employees,
          payroll,
          receipts,
          households,
          ownerHomes,
          establishmentsWithoutRatio: withoutRatio,
          suppressedCells,
          establishmentsSuppressed: suppressedEstablishments,
          receiptsPerHousehold:
            (receipts * (1 + (withoutRatio + suppressedEstablishments) / establishments)) / households,
          receiptsPerOwnerHome:
            ownerHomes > 0
              ? (receipts * (1 + (withoutRatio + suppressedEstablishments) / establishments)) / ownerHomes
              : 0,
          averagePerEstablishment: receipts / establishments,
          ratios: [...ratios.values()],
          cbp,
          distribution:
            employees > 0 ? distributionFor(geo, naics, receipts / employees, employees / establishments, cbp) : null,
        }
      : null;
  cache.set(key, result);
  return result;
}

/**
 * The type's own size classes, or — where the ZIPs publish too few of them (cells under 3 are suppressed) — the
 * shape of its 4-digit industry group's classes, scaled to the type's own employees per establishment; said so.
 */
function distributionFor(
  geo: GeoView,
  naics: readonly string[],
  receiptsPerEmployee: number,
  employeesPerEstablishment: number,
  cbp: string,
): ReceiptsDistribution | null {
  const own = naics.filter((n) => receiptsPerPayroll(n));
  const exact = receiptsDistribution(geo.businessSizeClasses(own), receiptsPerEmployee, employeesPerEstablishment, cbp);
  if (exact) return exact;
  const groups = [...new Set(own.map((n) => n.slice(0, 4)))];
  const group = receiptsDistribution(
    geo.businessSizeClasses(groups),
    receiptsPerEmployee,
    employeesPerEstablishment,
    cbp,
  );
  return group
    ? {
        ...group,
        source: `size-class shape of NAICS ${groups.join(', ')} (too few published classes for ${own.join(', ')} alone): ${group.source}`,
      }
    : null;
}

/**
 * Owner-occupied share of the state's households (0–1), from its ZCTAs (by primary county): tenure has one source,
 * the ZCTA layer (ACS B25003 via GeoDa; the tract table's tenure disagrees with it and is not loaded). 0 when none.
 */
function stateOwnerShare(geo: GeoView, stateFips: string): number {
  let owned = 0;
  let counted = 0;
  for (const zcta of geo.areas('zcta')) {
    if (!zcta.countyFips?.startsWith(stateFips)) continue;
    const households = zcta.demographics.households?.value ?? 0;
    const share = zcta.demographics.ownerOccupiedShare?.value;
    if (households <= 0 || share === undefined || share === null) continue;
    owned += (households * share) / 100;
    counted += households;
  }
  return counted > 0 ? owned / counted : 0;
}

/** "around the 60th percentile", "below the 5th percentile" … in words. */
export function percentileWords(share: number): string {
  const p = Math.round(share * 100);
  if (p < 5) return 'below the 5th percentile';
  if (p > 95) return 'above the 95th percentile';
  const suffix =
    p % 10 === 1 && p !== 11 ? 'st' : p % 10 === 2 && p !== 12 ? 'nd' : p % 10 === 3 && p !== 13 ? 'rd' : 'th';
  return `around the ${p}${suffix} percentile`;
}
