import type { AreaOverlap, GeoView, LatLon, PlaceHit } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { brandOf, foreignBrand } from '../taxonomy/recognize-competitor.js';
import type { BusinessType } from '../taxonomy/types.js';
import { countyDensity, establishmentsInRing } from './business-density.js';
import { competitorHits } from './competitor-hits.js';
import { type Saturation, SWEET_SPOT, saturationVerdict } from './saturation.js';

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
}

export interface CompetitorSection {
  /** Whether place data covers the site; when false, counts come from business patterns only. */
  placesCovered: boolean;
  placesMessage: string | null;
  /** Nearest competitors within the radius (at most 100; `countWithinRadius` has the full count). */
  list: CompetitorEntry[];
  countWithinRadius: Figure | null;
  countsByRing: Array<{ radiusMiles: number; count: Figure }>;
  nearestMiles: Figure | null;
  /** Competitors per 10,000 households inside the radius (the spec's measure). */
  densityPer10kHouseholds: Figure | null;
  /** What the density is compared with: the county's CBP density. */
  referenceDensity: { label: string; figure: Figure } | null;
  /** CBP establishments in the ring (counties apportioned by area share), for every business type. */
  establishmentsInRing: Figure | null;
  saturation: Saturation;
}

export const MAX_LISTED = 100;

function placeSources(hits: readonly PlaceHit[]): { source: string; vintage: string } {
  const sources = [...new Set(hits.map((h) => h.place.source))];
  const vintages = [...new Set(hits.map((h) => h.place.vintage))];
  return { source: sources.join('; ') || 'loaded place data', vintage: vintages.join('; ') || 'n/a' };
}

function toEntry(type: BusinessType, hit: PlaceHit): CompetitorEntry {
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
  };
}

/** The nearest competitor anywhere within 50 mi, skipping other types' chains. */
function nearestBeyond(geo: GeoView, type: BusinessType, center: LatLon): PlaceHit | undefined {
  return geo
    .nearestPlaces(center, 5, { categories: [type.id] })
    .items.find((h) => !foreignBrand(type, h.place.name, BUSINESS_TYPES));
}

export interface CompetitorInput {
  geo: GeoView;
  type: BusinessType;
  center: LatLon;
  radiusMiles: number;
  ringRadii: readonly number[];
  /** Households inside the chosen ring (apportioned), for density. */
  households: Figure | null;
  /** Counties overlapping the chosen ring. */
  counties: readonly AreaOverlap[];
  /** County of the site, for the local reference density. */
  countyFips: string | null;
}

/**
 * The competitor section: competitors from place data within the rings (name, brand or independent,
 * rating and reviews where a source has them), counts per ring, nearest distance, density per
 * 10,000 households, business-pattern establishments in the ring, and the saturation verdict.
 */
export function analyzeCompetitors(input: CompetitorInput): CompetitorSection {
  const { geo, type, center, radiusMiles } = input;
  const naics = type.recognition.naics;
  const maxRing = Math.max(radiusMiles, ...input.ringRadii);
  const answer = competitorHits(geo, type, center, maxRing);
  const hits = answer.covered ? answer.items : [];
  const within = hits.filter((h) => h.distanceMiles <= radiusMiles);
  const cite = placeSources(hits);
  const count = (r: number): Figure => ({
    value: hits.filter((h) => h.distanceMiles <= r).length,
    ...cite,
    note: `places recognised as ${type.label.toLowerCase()} within ${r} mi`,
  });
  const nearest = hits[0] ?? (answer.covered ? nearestBeyond(geo, type, center) : undefined);

  const cbp = establishmentsInRing(geo, input.counties, naics, input.households?.value ?? null);
  const establishments: Figure | null = cbp
    ? {
        value: cbp.establishments,
        estimate: {
          method: `${cbp.source} (${cbp.vintage}) establishments per household for NAICS ${naics.join(', ')} in ${cbp.counties} overlapping count${cbp.counties === 1 ? 'y' : 'ies'} × households in the ring (range ${cbp.range[0].toFixed(1)}–${cbp.range[1].toFixed(1)}; suppressed cells count 0–2)${type.recognition.naicsNote ? `; ${type.recognition.naicsNote}` : ''}`,
        },
      }
    : null;

  const hh = input.households?.value ?? 0;
  let density: Figure | null = null;
  // Zero mapped competitors is not trusted as zero when business patterns exist: place sources are
  // incomplete outside the city core (OSM 2019 in the suburbs), so the county density stands in.
  const trustPlaces = answer.covered && hh > 0 && (within.length > 0 || !cbp);
  if (trustPlaces) {
    density = {
      value: (10_000 * within.length) / hh,
      estimate: {
        method: `competitors within ${radiusMiles} mi (${cite.source}) ÷ households inside the ring × 10,000`,
      },
    };
  } else if (cbp && cbp.households > 0) {
    density = {
      value: (10_000 * cbp.establishments) / cbp.households,
      estimate: {
        method: `County Business Patterns establishments per 10,000 households of the overlapping counties${answer.covered ? ` (no ${type.label.toLowerCase()} mapped within ${radiusMiles} mi, and place data can miss businesses)` : ''}${type.recognition.naicsNote ? `; ${type.recognition.naicsNote}` : ''}`,
      },
    };
  }

  // The reference is always a measured density: an example figure from an industry page is a
  // guideline (shown in the benchmark table), never what the verdict is measured against.
  let reference: CompetitorSection['referenceDensity'] = null;
  if (input.countyFips) {
    const local = countyDensity(geo, input.countyFips, naics);
    if (local) reference = { label: 'county average (County Business Patterns)', figure: local };
  }

  const sweetRadius = Math.min(SWEET_SPOT.maxMiles, Math.max(SWEET_SPOT.minMiles, radiusMiles));
  const saturation = saturationVerdict(type, {
    countWithinSweetSpotRadius: answer.covered ? hits.filter((h) => h.distanceMiles <= sweetRadius).length : null,
    sweetSpotRadiusMiles: sweetRadius,
    densityPer10k: density?.value ?? null,
    referenceDensityPer10k: reference?.figure.value ?? null,
    referenceLabel: reference?.label,
  });

  return {
    placesCovered: answer.covered,
    placesMessage: answer.covered ? null : answer.message,
    list: within.slice(0, MAX_LISTED).map((h) => toEntry(type, h)),
    countWithinRadius: answer.covered ? count(radiusMiles) : null,
    countsByRing: answer.covered ? input.ringRadii.map((r) => ({ radiusMiles: r, count: count(r) })) : [],
    nearestMiles: nearest
      ? {
          value: nearest.distanceMiles,
          source: nearest.place.source,
          vintage: nearest.place.vintage,
          note: nearest.place.name,
        }
      : null,
    densityPer10kHouseholds: density,
    referenceDensity: reference,
    establishmentsInRing: establishments,
    saturation,
  };
}
