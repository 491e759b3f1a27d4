import type { Figure } from '../figures/figure.js';
import { wholeCount } from '../figures/figure.js';
import { APPORTION_RULES, prevailingClass } from '../trade-area/apportion.js';
import { AREA_KIND_PREFERENCE } from '../trade-area/build-trade-area.js';
import { type FieldBasis, pickLayerFigure, ringLand } from '../trade-area/pick-layer.js';
import type { RingOverlaps } from '../trade-area/ring-overlaps.js';
import type { NumericDemographicKey } from './demographic-keys.js';
import { type LifestyleProfile, lifestyleProfile } from './lifestyle-profile.js';
import { missingReason } from './missing-reason.js';

export { type FieldBasis, MIN_LAYER_EXTENT } from '../trade-area/pick-layer.js';

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
  /** Why a figure users look for (income, education) is missing here, per field. */
  gaps: Partial<Record<NumericDemographicKey, string>>;
}

/** Figures that count people or homes: shown and kept as whole numbers. */
const HEADCOUNTS: readonly NumericDemographicKey[] = ['population', 'housingUnits', 'households', 'daytimePopulation'];

const LABELS: Record<NumericDemographicKey, string> = {
  population: 'population',
  housingUnits: 'housing units',
  households: 'households',
  householdSize: 'household size',
  populationDensity: 'population density',
  daytimePopulation: 'daytime population',
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
 * Demographics of one ring: every field from the finest area layer (Illinois tracts, then ZCTAs, then
 * counties) that reaches at least 60% of the ring's land and whose areas with a value make up at least 80%
 * of that layer's land in the ring, apportioned by area share (see `pickLayerFigure`).
 * Density is recomputed as apportioned people ÷ ring land. Missing fields are null and listed, the
 * ones users look for with the reason.
 *
 * @example summarizeDemographics(ringOverlaps(geo, site, 1)).figures.population?.value
 */
export function summarizeDemographics(ring: RingOverlaps): DemographicsSection {
  const figures = {} as Record<NumericDemographicKey, Figure | null>;
  const basis: Partial<Record<NumericDemographicKey, FieldBasis>> = {};
  const land = ringLand(ring);
  for (const key of Object.keys(APPORTION_RULES) as NumericDemographicKey[]) {
    const picked = pickLayerFigure(ring, key);
    figures[key] = picked?.figure ?? null;
    if (picked) basis[key] = picked.basis;
  }
  const people = figures.population;
  if (people && ring.landSqMi > 0) {
    figures.populationDensity = {
      value: people.value / land,
      unit: 'per-sq-mi',
      estimate: { method: `apportioned population (${sourceOf(people)}) ÷ land inside the ring` },
    };
  }
  // People, homes and households are whole: apportioning by area share gives fractions (Toulon's "66.8 residents").
  for (const key of HEADCOUNTS) figures[key] = wholeCount(figures[key]);
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
  const gaps: DemographicsSection['gaps'] = {};
  for (const key of Object.keys(figures) as NumericDemographicKey[]) {
    const reason = figures[key] === null ? missingReason(key, ring) : null;
    if (reason) gaps[key] = reason;
  }
  return { radiusMiles: ring.radiusMiles, figures, basis, urbanClass, lifestyle, missing, gaps };
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
