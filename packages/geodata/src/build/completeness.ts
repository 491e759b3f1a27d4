import { KM_PER_MILE } from '@sitescout/shared';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { CATEGORY_NAICS } from '../categories/category-naics.js';
import type { AreaRecord } from '../model/area.js';
import type { BusinessCount } from '../model/business-counts.js';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '../model/categories.js';
import type { CompletenessRow } from '../model/completeness.js';
import type { PlaceRecord } from '../model/place.js';

/** Places farther than this from every ZCTA internal point are not assigned to any ZIP. */
const MAX_ASSIGN_MILES = 10;

/** Each place's ZCTA: the nearest ZCTA internal point (ZCTAs have no boundaries offline). */
function assignZctas(places: readonly PlaceRecord[], zctas: readonly AreaRecord[]): Array<AreaRecord | undefined> {
  if (zctas.length === 0) return places.map(() => undefined);
  const index = new KDBush(zctas.length);
  for (const z of zctas) index.add(z.internalPoint.lon, z.internalPoint.lat);
  index.finish();
  return places.map((p) => {
    const [i] = around(index, p.lon, p.lat, 1, MAX_ASSIGN_MILES * KM_PER_MILE);
    return i === undefined ? undefined : zctas[i];
  });
}

/**
 * Census establishments of a category in one geography: reported cells plus 1 (the middle of 0–2) for
 * each code that is absent here but published elsewhere in the same file (another NAICS edition's codes
 * are absent everywhere and count nothing).
 */
function censusCount(
  rows: ReadonlyMap<string, BusinessCount>,
  geography: 'zip' | 'county',
  geoId: string,
  codes: readonly string[],
  published: ReadonlySet<string>,
): number {
  let n = 0;
  for (const code of new Set(codes)) {
    if (!published.has(code)) continue;
    const row = rows.get(`${geography}:${geoId}:${code}`);
    n += row?.establishments ?? 1;
  }
  return n;
}

/**
 * Completeness of the named places per business category and Census area: named places of the category
 * in each ZIP with ZIP Code Business Patterns (places assigned to their nearest ZCTA) and in each county
 * with County Business Patterns, against the Census establishments for the category's NAICS codes.
 * Categories with no named places are simply 0. Rows are sorted (geography, area, category).
 */
export function measureCompleteness(input: {
  areas: readonly AreaRecord[];
  places: readonly PlaceRecord[];
  businessCounts: readonly BusinessCount[];
  coverage: { county: readonly string[]; zip: readonly string[] };
}): CompletenessRow[] {
  const zctas = input.areas.filter((a) => a.kind === 'zcta');
  const placeZctas = assignZctas(input.places, zctas);
  const named = { zip: new Map<string, number>(), county: new Map<string, number>() };
  const wanted = new Set<string>(BUSINESS_CATEGORIES);
  input.places.forEach((place, i) => {
    const zcta = placeZctas[i];
    if (!zcta) return;
    for (const category of place.categories) {
      if (!wanted.has(category)) continue;
      named.zip.set(`${zcta.id}:${category}`, (named.zip.get(`${zcta.id}:${category}`) ?? 0) + 1);
      if (zcta.countyFips)
        named.county.set(
          `${zcta.countyFips}:${category}`,
          (named.county.get(`${zcta.countyFips}:${category}`) ?? 0) + 1,
        );
    }
  });
  const rows = new Map<string, BusinessCount>();
  const published = { zip: new Set<string>(), county: new Set<string>() };
  for (const r of input.businessCounts) {
    rows.set(`${r.geography}:${r.geoId}:${r.naics}`, r);
    if (!r.suppressed) published[r.geography].add(r.naics);
  }
  const out: CompletenessRow[] = [];
  for (const geography of ['county', 'zip'] as const) {
    for (const geoId of [...input.coverage[geography]].sort()) {
      for (const category of BUSINESS_CATEGORIES) {
        const census = censusCount(rows, geography, geoId, CATEGORY_NAICS[category], published[geography]);
        if (census <= 0) continue;
        out.push({ geography, geoId, category, named: named[geography].get(`${geoId}:${category}`) ?? 0, census });
      }
    }
  }
  return out;
}

export interface CompletenessSummaryRow {
  category: BusinessCategory;
  geography: 'zip' | 'county';
  /** Median of named ÷ Census over the areas with Census ≥ 5. */
  medianRatio: number | null;
  /** Areas with a Census count for the category (and of those, with at least 5 establishments). */
  areas: number;
  areasWithFive: number;
}

/** Per category and area kind: the median completeness over areas with at least 5 Census establishments. */
export function summarizeCompleteness(rows: readonly CompletenessRow[]): CompletenessSummaryRow[] {
  const out: CompletenessSummaryRow[] = [];
  for (const category of BUSINESS_CATEGORIES)
    for (const geography of ['zip', 'county'] as const) {
      const mine = rows.filter((r) => r.category === category && r.geography === geography);
      const ratios = mine
        .filter((r) => r.census >= 5)
        .map((r) => r.named / r.census)
        .sort((a, b) => a - b);
      const m = Math.floor(ratios.length / 2);
      const medianRatio =
        ratios.length === 0
          ? null
          : ratios.length % 2
            ? (ratios[m] as number)
            : ((ratios[m - 1] as number) + (ratios[m] as number)) / 2;
      out.push({ category, geography, medianRatio, areas: mine.length, areasWithFive: ratios.length });
    }
  return out;
}

/** The summary as the table `npm run data:build` prints. */
export function formatCompleteness(rows: readonly CompletenessRow[]): string {
  const summary = summarizeCompleteness(rows);
  const cell = (s: CompletenessSummaryRow | undefined) =>
    s
      ? `${s.medianRatio === null ? '—' : `${Math.round(s.medianRatio * 100)} %`} (${s.areasWithFive}/${s.areas})`.padStart(
          16,
        )
      : '';
  const lines = [
    'Completeness of named places (named ÷ Census establishments; median over areas with ≥ 5, areas with ≥ 5 / all):',
    `  ${'type'.padEnd(20)} ${'ZIP (ZBP 2018)'.padStart(16)} ${'county (CBP 2023)'.padStart(17)}`,
  ];
  for (const category of BUSINESS_CATEGORIES) {
    const zip = summary.find((s) => s.category === category && s.geography === 'zip');
    const county = summary.find((s) => s.category === category && s.geography === 'county');
    lines.push(`  ${category.padEnd(20)} ${cell(zip)} ${cell(county).padStart(17)}`);
  }
  return lines.join('\n');
}
