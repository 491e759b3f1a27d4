import {
  type AreaOverlap,
  type CategoryRecognition,
  CHAIN_LOCATIONS_DATASET_ID,
  categoryRecognition,
  type GeoView,
  type LatLon,
  type PlaceHit,
} from '@sitescout/geodata';
import { rangeText } from '@sitescout/shared';
import type { Figure } from '../figures/figure.js';
import { brandOf } from '../taxonomy/recognize-competitor.js';
import { inCensusTrade } from '../taxonomy/source-naics.js';
import { PRODUCT_SCOPE, snackKind } from '../taxonomy/trade-filter.js';
import { sentenceCase } from '../taxonomy/type-noun.js';
import type { BusinessType } from '../taxonomy/types.js';
import { countyDensity, establishmentsInRing, stateDensity } from './business-density.js';
import type { CensusEstimate } from './census-estimate.js';
import {
  CHAIN_LOCATIONS_LABEL,
  CHAIN_SEARCH_MILES,
  type ChainLocations,
  chainLocationsNear,
} from './chain-locations.js';
import {
  type CompetitorCountBasis,
  chooseCompetitorCount,
  countSummary,
  type ProductCount,
  withKnownStoresFloor,
} from './competitor-count.js';
import { competitorHits, inTrade } from './competitor-hits.js';
import { type KnownStoresFloor, knownStoresFloor } from './known-stores-floor.js';
import { otherTradeNames } from './other-trade-names.js';
import { placesEvidence, placesSampleName } from './places-evidence.js';
import { type Saturation, saturationVerdict, sweetSpotRadius } from './saturation.js';
import { type StrongCompetitors, strongCompetitors } from './strong-competitors.js';

export interface CompetitorEntry {
  name: string;
  brand: string | null;
  chain: boolean;
  category: string;
  /** The source's own categories, e.g. "amenity=cafe", "google:cafe". */
  sourceCategories: string[];
  distanceMiles: number;
  /** Where the place is, so maps can mark it. */
  lat: number;
  lon: number;
  rating: Figure | null;
  reviewCount: Figure | null;
  source: string;
  vintage: string;
  /** For types whose NAICS code is broader than the owner's product: the snack-bar kind ("ice cream"), else null. */
  snackKind?: string | null;
}

export interface CompetitorSection {
  /** Whether place data covers the site; when false, counts come from business patterns only. */
  placesCovered: boolean;
  placesMessage: string | null;
  /** Named competitors within the radius, nearest first (at most 100) — for the map and the table. */
  list: CompetitorEntry[];
  /**
   * The best estimate of ALL establishments of the type within the radius: the named places where they
   * are measured to be 70–130 % of the Census count there, otherwise the Census count apportioned to
   * the ring. The one number the score, saturation, forecast, capacity and narrative use.
   */
  countWithinRadius: Figure | null;
  /** Low–high range of the estimate (suppressed Census cells, named places beyond the Census count). */
  countRange: [number, number] | null;
  countBasis: CompetitorCountBasis | null;
  /** Source and vintage of the estimate, for the sentence "… of about 58 establishments (source vintage)". */
  countSource: { source: string; vintage: string } | null;
  /** Named places within the radius (null outside place coverage). */
  namedWithinRadius: number | null;
  /** Share of the estimate that is named on the map (0–1), or null. */
  listedShare: number | null;
  /** Named places ÷ Census establishments in the ring's areas, measured when the pack was built. */
  completeness: Figure | null;
  /** How the type is recognised: its NAICS codes (Census counts) and each source's labels (named places). */
  recognition: CategoryRecognition;
  /** Named places rated 4.5★+ from 50+ reviews, judged only when at least half of them have a rating. */
  strongCompetitors: StrongCompetitors;
  /** "12 named on the map, of about 58 establishments (U.S. Census Bureau, ZIP Code Business Patterns 2018)". */
  countSummary: string;
  /** The estimate for each trade-area ring (same basis as the chosen ring). */
  countsByRing: Array<{ radiusMiles: number; count: Figure }>;
  nearestMiles: Figure | null;
  /** Competitors (the estimate) per 10,000 households inside the radius (the spec's measure). */
  densityPer10kHouseholds: Figure | null;
  /** What the density is compared with: the county's CBP density, or the state's when the count is the county's own. */
  referenceDensity: { label: string; figure: Figure } | null;
  /** CBP establishments in the ring (counties apportioned by households), for every business type. */
  establishmentsInRing: Figure | null;
  saturation: Saturation;
  /** Stores known to be inside the ring (named places ∪ 2024 chain stores): the estimate is never below it. */
  knownStores?: Omit<KnownStoresFloor, 'year'>;
  /** Where the NAICS code counts more than the owner sells: how many named places sell the product. */
  product?: ProductCount | null;
  /** National chains' stores nearby from the 2024 store locators (labelled so), anywhere in the U.S. */
  chainLocations?: ChainLocations | null;
}

export const MAX_LISTED = 100;

function placeSources(hits: readonly PlaceHit[]): { source: string; vintage: string; citation: string } {
  const sources = [...new Set(hits.map((h) => h.place.source))];
  const vintages = [...new Set(hits.map((h) => h.place.vintage))];
  // "OpenStreetMap amenities 2019, Google Places (2025 research extract) 2025-03 and 2 more", most places first.
  const counts = new Map<string, number>();
  for (const h of hits) {
    const key = `${h.place.source} ${h.place.vintage}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  const citation =
    ranked.length > 2 ? `${ranked.slice(0, 2).join(', ')} and ${ranked.length - 2} more` : ranked.join(', ');
  return {
    source: sources.join('; ') || 'loaded place data',
    vintage: vintages.join('; ') || 'n/a',
    citation: citation || 'loaded place data',
  };
}

function toEntry(type: BusinessType, hit: PlaceHit, product: boolean): CompetitorEntry {
  const p = hit.place;
  const brand = p.brand ?? brandOf(type, p.name) ?? null;
  const cite = { source: p.source, vintage: p.vintage };
  return {
    name: p.name,
    brand,
    chain: p.isChain || brand !== null,
    category: type.label,
    sourceCategories: p.sourceCategories,
    distanceMiles: hit.distanceMiles,
    lat: p.lat,
    lon: p.lon,
    rating: p.rating === null ? null : { value: p.rating, ...cite },
    reviewCount: p.reviewCount === null ? null : { value: p.reviewCount, ...cite },
    ...cite,
    ...(product ? { snackKind: snackKind(type, p) } : {}),
  };
}

/** How many of the named places sell what the owner sells, where the type's NAICS code counts more. */
function productCount(type: BusinessType, within: readonly PlaceHit[]): ProductCount | null {
  const scope = PRODUCT_SCOPE[type.id];
  if (!scope) return null;
  const others: Record<string, number> = {};
  for (const h of within) {
    const kind = snackKind(type, h.place);
    if (kind) others[kind] = (others[kind] ?? 0) + 1;
  }
  const notSelling = Object.values(others).reduce((a, b) => a + b, 0);
  return { ...scope, named: within.length, selling: within.length - notSelling, others };
}

/** The nearest 2024 chain store of the type, where no place data names a competitor. */
function nearestChainStore(geo: GeoView, type: BusinessType, center: LatLon): Figure | null {
  const hit = geo.chainLocationsWithin(center, CHAIN_SEARCH_MILES, { categories: [type.id], limit: 1 })[0];
  if (!hit) return null;
  const dataset = geo.dataset(CHAIN_LOCATIONS_DATASET_ID);
  return {
    value: hit.distanceMiles,
    source: dataset?.source ?? 'Company store locators (2024 chain locations)',
    vintage: dataset?.vintage ?? '2024',
    note: `${hit.place.brand ?? hit.place.name} (${CHAIN_LOCATIONS_LABEL}; no other place data here)`,
  };
}

/** The nearest competitor of the type's own trade anywhere within 50 mi. */
function nearestBeyond(geo: GeoView, type: BusinessType, center: LatLon): PlaceHit | undefined {
  const others = otherTradeNames(geo, type, center);
  return geo.nearestPlaces(center, 10, { categories: [type.id] }).items.find((h) => inTrade(type, h.place, others));
}

export interface CompetitorInput {
  geo: GeoView;
  type: BusinessType;
  center: LatLon;
  radiusMiles: number;
  /** Rings whose competitor counts are given (`countsByRing`). */
  ringRadii: readonly number[];
  /**
   * How far named competitors are listed from (default: the widest ring). Their sources are the count's citation,
   * so a caller counting fewer rings passes the report's widest ring to cite the same sources.
   */
  reachMiles?: number;
  /** Households inside the chosen ring (apportioned), for density. */
  households: Figure | null;
  /** Counties overlapping the chosen ring. */
  counties: readonly AreaOverlap[];
  /** County of the site, for the local reference density. */
  countyFips: string | null;
  /** Census establishments of the type apportioned to a ring of this radius (null where none is loaded). */
  census: (radiusMiles: number) => CensusEstimate | null;
  /** Named places ÷ Census establishments in the chosen ring's areas (measured at build time), or null. */
  completeness: Figure | null;
  /** Whether to list the 2024 chain stores near the site (a report does; a score does not read them). */
  chainStores?: boolean;
  /**
   * Why no count of all establishments can be given here, when none can (a site outside the United States: the
   * Census business counts cover U.S. counties and ZIP codes only). The named places are still listed; no count,
   * ring counts or density is made up from them.
   */
  countUnavailable?: string;
}

/**
 * The competitor section: named competitors within the rings (name, brand or independent, rating and
 * reviews where a source has them) for the map and the table; ONE estimate of all establishments of
 * the type within the radius (named places where they are complete, else the Census count apportioned
 * to the ring, with a range); density per 10,000 households against a reference that is not the same
 * count by construction; and the saturation verdict on that estimate.
 */
export function analyzeCompetitors(input: CompetitorInput): CompetitorSection {
  const { geo, type, center, radiusMiles } = input;
  const naics = type.recognition.naics;
  const maxRing = input.reachMiles ?? Math.max(radiusMiles, ...input.ringRadii);
  const answer = competitorHits(geo, type, center, maxRing);
  const hits = answer.covered ? answer.items : [];
  const within = hits.filter((h) => h.distanceMiles <= radiusMiles);
  const cite = placeSources(hits);
  const named = answer.covered ? within.length : null;
  const census = input.census(radiusMiles);
  const completeness = input.completeness?.value ?? null;
  const known = knownStoresFloor(geo, type, center, radiusMiles, answer.covered ? hits : null);
  // The stores' year serves the count's vintage sentence; the section's floor is shown without it.
  const { year: _year, ...knownShown } = known;
  // A sample of places (Yelp's metros) is never read as the full list: with no Census count beside it there is no
  // count, ring counts, density or saturation verdict, only the named places.
  const countUnavailable =
    input.countUnavailable ??
    (census === null && placesEvidence(geo, center) === 'sample'
      ? `no count of all ${type.noun.many} here: the named places are a ${placesSampleName(geo, center)}, not the full list, and no Census business count covers this area`
      : undefined);
  const chosen = countUnavailable
    ? null
    : withKnownStoresFloor(chooseCompetitorCount(named, census, completeness, cite), known);
  const nearest = hits[0] ?? (answer.covered ? nearestBeyond(geo, type, center) : undefined);
  const product = answer.covered ? productCount(type, within) : null;
  const { many } = type.noun;

  const countFigure = (value: number, method: string): Figure => ({
    value: Math.round(value),
    estimate: { method },
  });
  const countWithinRadius = chosen ? countFigure(chosen.value, chosen.method) : null;
  const countsByRing = chosen
    ? input.ringRadii.flatMap((r) => {
        if (chosen.basis === 'named-places') {
          const n = hits.filter((h) => h.distanceMiles <= r).length;
          return [{ radiusMiles: r, count: countFigure(n, `named places within ${r} mi (${cite.source})`) }];
        }
        if (r === radiusMiles) return [{ radiusMiles: r, count: countFigure(chosen.value, chosen.method) }];
        const c = withKnownStoresFloor(
          chooseCompetitorCount(null, input.census(r), null, cite),
          knownStoresFloor(geo, type, center, r, answer.covered ? hits : null),
        );
        return c ? [{ radiusMiles: r, count: countFigure(c.value, c.method) }] : [];
      })
    : [];

  const cbp = establishmentsInRing(geo, input.counties, naics, input.households?.value ?? null);
  const establishments: Figure | null = cbp
    ? {
        value: cbp.establishments,
        estimate: {
          method: `${cbp.source} (${cbp.vintage}) establishments per household for NAICS ${naics.join(', ')} in ${cbp.counties} overlapping count${cbp.counties === 1 ? 'y' : 'ies'} × households in the ring (range ${rangeText(cbp.range[0], cbp.range[1], (v) => v.toFixed(1))}; suppressed cells count 0–2)${type.recognition.naicsNote ? `; ${type.recognition.naicsNote}` : ''}`,
        },
      }
    : null;

  const hh = input.households?.value ?? 0;
  const density: Figure | null =
    chosen && hh > 0
      ? {
          value: (10_000 * chosen.value) / hh,
          estimate: {
            method: `competitor estimate within ${radiusMiles} mi (${chosen.citation}) ÷ households inside the ring × 10,000`,
          },
        }
      : null;

  // The reference is always a measured density: an example figure from an industry page is a guideline (shown in
  // the benchmark table), never what the verdict is measured against. Nor may it be the same count by
  // construction: a ring counted from its county's CBP per household is compared with the state's density.
  let reference: CompetitorSection['referenceDensity'] = null;
  if (input.countyFips) {
    const countyBased = chosen?.basis === 'county-business-patterns';
    const county = geo.area('county', input.countyFips);
    const state = county?.state ?? null;
    const local = countyBased ? null : countyDensity(geo, input.countyFips, naics);
    const wide = countyBased && state ? stateDensity(geo, state, naics) : null;
    if (local) reference = { label: 'county average (County Business Patterns)', figure: local };
    else if (wide) reference = { label: `${state} average (County Business Patterns)`, figure: wide };
  }

  const sweetRadius = sweetSpotRadius(radiusMiles);
  // A county's count spread by households is an average, not a local count: judge it by density only.
  const sweetCount =
    chosen?.basis === 'county-business-patterns'
      ? null
      : sweetRadius === radiusMiles
        ? (countWithinRadius?.value ?? null)
        : (countsByRing.find((r) => r.radiusMiles === sweetRadius)?.count.value ??
          (chosen ? Math.round(chosen.value * (sweetRadius / radiusMiles) ** 2) : null));
  const saturation = saturationVerdict(type, {
    countWithinSweetSpotRadius: sweetCount,
    sweetSpotRadiusMiles: sweetRadius,
    densityPer10k: density?.value ?? null,
    referenceDensityPer10k: reference?.figure.value ?? null,
    referenceLabel: reference?.label,
    unknownReason: countUnavailable
      ? countUnavailable
      : !chosen
        ? `no count of ${many} exists for this area (no place data and no Census business counts)`
        : !reference
          ? `the only count here is ${chosen.citation} spread over the ring's households, which would equal its own reference by construction`
          : hh <= 0
            ? 'no household figures for this area to measure density'
            : undefined,
  });

  return {
    placesCovered: answer.covered,
    placesMessage: answer.covered ? null : answer.message,
    list: within.slice(0, MAX_LISTED).map((h) => toEntry(type, h, product !== null)),
    countWithinRadius,
    countRange: chosen ? [Math.round(chosen.range[0]), Math.round(chosen.range[1])] : null,
    countBasis: chosen?.basis ?? null,
    countSource: chosen ? { source: chosen.source, vintage: chosen.vintage } : null,
    namedWithinRadius: named,
    listedShare: chosen && named !== null && chosen.value > 0 ? Math.min(1, named / chosen.value) : null,
    completeness: input.completeness,
    countSummary: countUnavailable
      ? named === null
        ? sentenceCase(countUnavailable)
        : `${named} named on the map; ${countUnavailable}`
      : countSummary(named, chosen, many, {
          chainStores: known.chainOnly,
          product,
          ofCode: { named: within.filter((h) => inCensusTrade(naics, h.place)).length, naics },
        }),
    knownStores: knownShown,
    product,
    strongCompetitors: strongCompetitors(within.map((h) => h.place)),
    recognition: categoryRecognition(type.id),
    countsByRing,
    nearestMiles: nearest
      ? {
          value: nearest.distanceMiles,
          source: nearest.place.source,
          vintage: nearest.place.vintage,
          note: nearest.place.name,
        }
      : nearestChainStore(geo, type, center),
    densityPer10kHouseholds: density,
    referenceDensity: reference,
    establishmentsInRing: establishments,
    saturation,
    ...(input.chainStores === false ? {} : { chainLocations: chainLocationsNear(geo, type, center, radiusMiles) }),
  };
}
