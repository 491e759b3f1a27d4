import {
  CAPACITY_FEATURES,
  type CapacityInputs,
  clampedFeatureVector,
  type FeatureRanges,
  lnExposure,
} from './capacity-features.js';
import { poissonMean } from './censored-poisson.js';
import type { TypeCapacityModel } from './model-artifact.js';

/**
 * Establishments the model expects an area with these demographics to support:
 * population × exp(b0 + Σ b·ln(input)), inputs held inside the training range.
 *
 * @example expectedEstablishments(model.types['coffee-shop'], model.featureRanges, {population: 70_000, perCapitaIncome2023: 90_000, populationDensity: 20_000, householdSize: 2.1})
 */
export function expectedEstablishments(
  model: Pick<TypeCapacityModel, 'intercept' | 'coefficients'>,
  ranges: FeatureRanges,
  inputs: CapacityInputs,
): number {
  return poissonMean(
    { intercept: model.intercept, coefficients: CAPACITY_FEATURES.map((f) => model.coefficients[f]) },
    clampedFeatureVector(inputs, ranges),
    lnExposure(inputs),
  );
}
