import type { AreaKind, DemographicKey } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { APPORTION_RULES, apportion, landInRing, prevailingClass } from '../trade-area/apportion.js';
import { AREA_KIND_PREFERENCE, type RingOverlaps } from '../trade-area/build-trade-area.js';
import { type LifestyleProfile, lifestyleProfile } from './lifestyle-profile.js';

export type NumericDemographicKey = Exclude<DemographicKey, 'rurality'>;

/** Share of a layer's land in the ring that must have a value before the layer's figure is used. */
export const MIN_COVERAGE = 0.8;
/**
 * Share of the ring's land a layer must reach at all (tracts are loaded for Cook County only): lower
 * than 1 because water inside the ring (Lake Michigan) has no land in any layer.
 */
export const MIN_LAYER_EXTENT = 0.6;

export interface FieldBasis {
  kind: AreaKind;
  areas: number;
  /** Share (0–1) of the layer's land in the ring covered by areas with a value. */
  coverage: number;
}

export interface DemographicsSection {
  radiusMiles: number;
  figures: Record<NumericDemographicKey, Figure | null>;
  /** Which area layer each figure came from. */
  basis: Partial<Record<NumericDemographicKey, FieldBasis>>;
  /** The site's one urbanity label (area type), also the lifestyle profile's first trait. */
  urbanClass: Figure<string> | null;
  lifestyle: Figure<LifestyleProfile>;
  /** Fields no loaded dataset has for this ring, in plain words for the report. */
  missing: string[];
}

const LABELS: Record<NumericDemographicKey, string> = {
  population: 'population',
  housingUnits: 'housing units',
  households: 'households',
  householdSize: 'household size',
  populationDensity: 'population density',
  medianAge: 'median age',
  under18Share: 'under-18 share',
  age18to24Share: 'ages 18–24',
  age25to44Share: 'ages 25–44',
  age45to64Share: 'ages 45–64',
  age65PlusShare: 'ages 65+',
  perCapitaIncome: 'per-capita income',
  medianHouseholdIncome: 'median household income',
  povertyRate: 'poverty rate',
  unemploymentRate: 'unemployment rate',
  bachelorsOrHigherShare: 'bachelor’s degree or higher',
  noHighSchoolShare: 'no high-school diploma',
  ownerOccupiedShare: 'owner-occupied homes',
  renterOccupiedShare: 'renter-occupied homes',
  vacancyShare: 'vacant homes',
  medianHomeValue: 'median home value',
  medianGrossRent: 'median gross rent',
  builtBefore1980Share: 'homes built before 1980',
  medianYearBuilt: 'median year built',
  populationGrowth: 'population growth',
  housingUnitGrowth: 'housing growth',
};

/**
 * Demographics of one ring: every field from the first area layer (ZCTA, then tract, then county)
 * that reaches at least 60% of the ring's land and whose areas with a value make up at least 80% of
 * that layer's land in the ring, apportioned by area share.
 * Density is recomputed as apportioned people ÷ ring land. Missing fields are null and listed.
 *
 * @example summarizeDemographics(ringOverlaps(geo, site, 1)).figures.population?.value
 */
export function summarizeDemographics(ring: RingOverlaps): DemographicsSection {
  const figures = {} as Record<NumericDemographicKey, Figure | null>;
  const basis: Partial<Record<NumericDemographicKey, FieldBasis>> = {};
  const ringLand = Math.min(Math.PI * ring.radiusMiles ** 2, ring.landSqMi);
  const layerLand = new Map(
    AREA_KIND_PREFERENCE.map(
      (kind) => [kind, (ring.byKind[kind] ?? []).reduce((s, o) => s + landInRing(o), 0)] as const,
    ),
  );
  for (const key of Object.keys(APPORTION_RULES) as NumericDemographicKey[]) {
    figures[key] = null;
    for (const kind of AREA_KIND_PREFERENCE) {
      const overlaps = ring.byKind[kind];
      const land = layerLand.get(kind) ?? 0;
      if (!overlaps || overlaps.length === 0 || land < MIN_LAYER_EXTENT * ringLand) continue;
      const result = apportion(overlaps, key, land);
      if (result && result.coverage >= MIN_COVERAGE) {
        figures[key] = result.figure;
        basis[key] = { kind, areas: result.areasUsed, coverage: result.coverage };
        break;
      }
    }
  }
  const people = figures.population;
  if (people && ring.landSqMi > 0) {
    figures.populationDensity = {
      value: people.value / ringLand,
      unit: 'per-sq-mi',
      estimate: { method: `apportioned population (${sourceOf(people)}) ÷ land inside the ring` },
    };
  }
  const urbanClass =
    AREA_KIND_PREFERENCE.map((k) => prevailingClass(ring.byKind[k] ?? [])).find((f) => f !== null) ??
    areaTypeFromDensity(figures.populationDensity);
  const v = (k: NumericDemographicKey) => figures[k]?.value;
  const lifestyle = lifestyleProfile({
    areaType: urbanClass?.value,
    under18Share: v('under18Share'),
    age18to24Share: v('age18to24Share'),
    age25to44Share: v('age25to44Share'),
    age65PlusShare: v('age65PlusShare'),
    bachelorsOrHigherShare: v('bachelorsOrHigherShare'),
    ownerOccupiedShare: v('ownerOccupiedShare'),
    perCapitaIncome: v('perCapitaIncome'),
    medianHouseholdIncome: v('medianHouseholdIncome'),
    povertyRate: v('povertyRate'),
    populationGrowth: v('populationGrowth'),
  });
  const missing = (Object.keys(figures) as NumericDemographicKey[])
    .filter((k) => figures[k] === null)
    .map((k) => LABELS[k]);
  return { radiusMiles: ring.radiusMiles, figures, basis, urbanClass, lifestyle, missing };
}

/**
 * The area type from the ring's density where no published urban/rural class covers it: Urban from
 * 10,000 people per square mile, Suburban from 1,000, else Rural. One label per site: the lifestyle
 * profile reads the same one.
 */
export function areaTypeFromDensity(density: Figure | null): Figure<string> | null {
  if (!density) return null;
  const label = density.value >= 10_000 ? 'Urban' : density.value >= 1_000 ? 'Suburban' : 'Rural';
  return {
    value: label,
    unit: 'class',
    estimate: {
      method: `no published urban/rural class here: ${Math.round(density.value).toLocaleString('en-US')} people per sq mi in the ring (Urban ≥ 10,000, Suburban ≥ 1,000, else Rural)`,
    },
  };
}

function sourceOf(f: Figure): string {
  return 'source' in f ? `${f.source}, ${f.vintage}` : f.estimate.method;
}

export { LABELS as DEMOGRAPHIC_LABELS };
