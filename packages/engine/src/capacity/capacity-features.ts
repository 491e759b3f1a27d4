import type { AreaDemographics } from '@sitescout/geodata';

/**
 * The model's inputs besides population, each entered as a natural logarithm so every coefficient
 * reads as an elasticity ("1% higher income → b% more establishments per resident"). Population is
 * the exposure (coefficient fixed at 1): establishments per resident depend on the inputs, so the
 * expectation of a ring is the sum of its parts, the same at ZIP and county scale.
 */
export const CAPACITY_FEATURES = ['lnPerCapitaIncome2023', 'lnPopulationDensity', 'lnHouseholdSize'] as const;
export type CapacityFeature = (typeof CAPACITY_FEATURES)[number];

/** Plain-words description of each input, printed by the scripts and copied into the artifact. */
export const FEATURE_DESCRIPTIONS: Record<CapacityFeature, string> = {
  lnPerCapitaIncome2023: 'ln(per-capita income in 2023 dollars, ACS; older vintages scaled by CPI-U)',
  lnPopulationDensity: 'ln(people per square mile of land) — the continuous urban/rural measure',
  lnHouseholdSize: 'ln(persons per household, ACS)',
};

/**
 * CPI-U annual averages (BLS series CUUR0000SA0, 1982-84 = 100), to put per-capita income of older
 * ACS vintages into the 2023 dollars the model was fitted in.
 */
export const CPI_U_ANNUAL: Readonly<Record<number, number>> = {
  2014: 236.736,
  2015: 237.017,
  2016: 240.007,
  2017: 245.12,
  2018: 251.107,
  2019: 255.657,
  2020: 258.811,
  2021: 270.97,
  2022: 292.655,
  2023: 304.702,
};
export const CPI_SOURCE = 'BLS CPI-U annual averages 2014-2023 (series CUUR0000SA0)';

/**
 * Converts dollars of an ACS vintage ("2014-2018" → dollars of its last year) into 2023 dollars.
 * Vintages without a readable year, or outside the table, are left as they are.
 *
 * @example toDollars2023(50_000, '2014-2018') // ≈ 60,672
 */
export function toDollars2023(value: number, vintage: string): number {
  const years = vintage.match(/\d{4}/g);
  const last = years ? Number(years[years.length - 1]) : Number.NaN;
  const cpi = CPI_U_ANNUAL[last];
  return cpi ? (value * (CPI_U_ANNUAL[2023] as number)) / cpi : value;
}

/** The raw (unlogged) inputs for one area. */
export interface CapacityInputs {
  population: number;
  perCapitaIncome2023: number;
  populationDensity: number;
  householdSize: number;
}

/**
 * The model's inputs for an area from its demographics, or null when one is missing or not positive
 * (a model with a missing input is not evaluated: the area is left out, never given a zero).
 * `fallback` supplies fields the area lacks (e.g. a ZCTA's county), as the caller decides.
 */
export function capacityInputs(d: AreaDemographics, fallback?: AreaDemographics | null): CapacityInputs | null {
  const population = d.population?.value ?? 0;
  const density = d.populationDensity?.value ?? 0;
  const income = d.perCapitaIncome ?? fallback?.perCapitaIncome ?? null;
  const size = d.householdSize ?? fallback?.householdSize ?? null;
  if (population <= 0 || density <= 0 || !income || income.value <= 0 || !size || size.value <= 0) return null;
  return {
    population,
    perCapitaIncome2023: toDollars2023(income.value, income.vintage),
    populationDensity: density,
    householdSize: size.value,
  };
}

/** The exposure: ln(population), entered with coefficient 1. */
export function lnExposure(inputs: CapacityInputs): number {
  return Math.log(inputs.population);
}

/** Per feature, the [min, max] seen in the training data. */
export type FeatureRanges = Record<CapacityFeature, [number, number]>;

/** The range of each feature over a set of areas. */
export function featureRanges(all: readonly CapacityInputs[]): FeatureRanges {
  const vectors = all.map(featureVector);
  return Object.fromEntries(
    CAPACITY_FEATURES.map((f, j) => {
      const column = vectors.map((v) => v[j] as number);
      return [f, [Math.min(...column), Math.max(...column)]];
    }),
  ) as FeatureRanges;
}

/**
 * The feature vector with each input held inside the training range: a city ZIP at 30,000 people per
 * square mile is predicted as the densest county (Cook, ~5,500), not by extrapolating the curve.
 */
export function clampedFeatureVector(inputs: CapacityInputs, ranges: FeatureRanges): number[] {
  return featureVector(inputs).map((v, j) => {
    const [lo, hi] = ranges[CAPACITY_FEATURES[j] as CapacityFeature];
    return Math.min(hi, Math.max(lo, v));
  });
}

/** The feature vector (logs) in {@link CAPACITY_FEATURES} order. */
export function featureVector(inputs: CapacityInputs): number[] {
  return [Math.log(inputs.perCapitaIncome2023), Math.log(inputs.populationDensity), Math.log(inputs.householdSize)];
}
