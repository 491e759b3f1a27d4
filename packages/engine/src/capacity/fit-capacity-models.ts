import type { GeoView } from '@sitescout/geodata';
import type { BusinessType } from '../taxonomy/types.js';
import { type AreaObservation, countyObservations } from './business-observations.js';
import {
  CAPACITY_FEATURES,
  CPI_SOURCE,
  FEATURE_DESCRIPTIONS,
  type FeatureRanges,
  featureRanges,
  featureVector,
  lnExposure,
} from './capacity-features.js';
import { type CensoredRow, fitCensoredPoisson, type PoissonFit } from './censored-poisson.js';
import {
  CAPACITY_MODEL_FORM,
  type CapacityModelArtifact,
  modelVersion,
  round6,
  type TypeCapacityModel,
} from './model-artifact.js';

/** Ridge penalty on standardised slopes: a weak prior that only matters for types with few counties. */
export const CAPACITY_RIDGE = 1;

export const CAPACITY_METHOD =
  'Poisson regression with a log link and population as the exposure, E[establishments] = population × exp(b0 + b1·ln(per-capita income, 2023 $) + b2·ln(people per sq mi) + b3·ln(persons per household)), fitted per business type on Illinois counties by Newton–Raphson (IRLS) with a ridge penalty of 1 on the standardised slopes. Census-suppressed cells (fewer than 3 establishments, absent from the file) enter the likelihood as P(count within the range they allow), e.g. P(Y ≤ 2), not as zeros. Predictions hold each input inside the range of the Illinois counties.';

function roundRanges(ranges: FeatureRanges | null): FeatureRanges {
  return Object.fromEntries(
    CAPACITY_FEATURES.map((f) => {
      const [lo, hi] = ranges?.[f] ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
      return [f, [round6(lo), round6(hi)]];
    }),
  ) as FeatureRanges;
}

/** Rows for the Poisson fit. */
export function censoredRows(observations: readonly AreaObservation[]): CensoredRow[] {
  return observations.map((o) => ({
    x: featureVector(o.inputs),
    offset: lnExposure(o.inputs),
    low: o.low,
    high: o.high,
  }));
}

/** Fits one type's model on a set of observations. */
export function fitObservations(observations: readonly AreaObservation[]): PoissonFit {
  return fitCensoredPoisson(censoredRows(observations), { ridge: CAPACITY_RIDGE });
}

/**
 * Fits the supportable-establishments model of every business type on the County Business Patterns
 * counts and county ACS figures in the view, and returns the artifact (deterministic: same data →
 * same JSON). Types sharing NAICS codes (HVAC and plumbing: 238220) get the same coefficients.
 */
export function fitCapacityModels(geo: GeoView, types: readonly BusinessType[]): CapacityModelArtifact {
  const fitted: Record<string, TypeCapacityModel> = {};
  let counts = { source: '', vintage: '' };
  let ranges: FeatureRanges | null = null;
  for (const type of types) {
    const set = countyObservations(geo, type.recognition.naics);
    if (set.observations.length < CAPACITY_FEATURES.length + 2) continue;
    counts = { source: set.source ?? counts.source, vintage: set.vintage ?? counts.vintage };
    ranges ??= featureRanges(set.observations.map((o) => o.inputs));
    const fit = fitObservations(set.observations);
    fitted[type.id] = {
      label: type.label,
      naics: set.naicsUsed,
      naicsNotInDataset: set.naicsNotInDataset,
      areas: set.observations.length,
      censoredAreas: set.observations.filter((o) => o.censored).length,
      intercept: round6(fit.intercept),
      coefficients: Object.fromEntries(
        CAPACITY_FEATURES.map((f, j) => [f, round6(fit.coefficients[j] ?? Number.NaN)]),
      ) as TypeCapacityModel['coefficients'],
      logLikelihood: round6(fit.logLikelihood),
      iterations: fit.iterations,
      converged: fit.converged,
    };
  }
  const sample = geo.areas('county').find((c) => geo.businessCounts({ countyFips: c.id, naics: [] }).covered);
  const demographicSources = new Map<string, { source: string; vintage: string }>();
  if (sample) {
    for (const key of ['population', 'populationDensity', 'perCapitaIncome', 'householdSize'] as const) {
      const f = sample.demographics[key];
      if (f) demographicSources.set(`${f.source}|${f.vintage}`, { source: f.source, vintage: f.vintage });
    }
  }
  return {
    schema: 1,
    form: CAPACITY_MODEL_FORM,
    version: modelVersion(fitted),
    method: CAPACITY_METHOD,
    features: CAPACITY_FEATURES.map((name) => ({ name, description: FEATURE_DESCRIPTIONS[name] })),
    featureRanges: roundRanges(ranges),
    ridge: CAPACITY_RIDGE,
    training: {
      counts: { ...counts, geography: 'Illinois counties (all with County Business Patterns rows)' },
      demographics: [...demographicSources.values()],
      incomeAdjustment: CPI_SOURCE,
      dataVersion: geo.manifest.contentHash,
    },
    types: fitted,
  };
}
