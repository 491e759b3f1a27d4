import type { GeoView } from '@sitescout/geodata';
import type { BusinessType } from '../taxonomy/types.js';
import { backtestMetrics, type Prediction } from './backtest-metrics.js';
import { countyObservations, zipObservations } from './business-observations.js';
import { CAPACITY_FEATURES, type CapacityFeature, featureRanges } from './capacity-features.js';
import { fitObservations } from './fit-capacity-models.js';
import type { CapacityBacktestArtifact, CapacityModelArtifact, TypeBacktest } from './model-artifact.js';
import { expectedEstablishments } from './predict-capacity.js';

/**
 * Leave-one-county-out: every county is predicted by a model refitted on the other counties. Types
 * sharing NAICS codes share the computation.
 */
function leaveOneCountyOut(geo: GeoView, naics: readonly string[]): Prediction[] {
  const set = countyObservations(geo, naics);
  return set.observations.map((held, i) => {
    const training = set.observations.filter((_, j) => j !== i);
    const fit = fitObservations(training);
    const model = {
      intercept: fit.intercept,
      coefficients: Object.fromEntries(CAPACITY_FEATURES.map((f, j) => [f, fit.coefficients[j] ?? 0])) as Record<
        CapacityFeature,
        number
      >,
    };
    const ranges = featureRanges(training.map((o) => o.inputs));
    return { predicted: expectedEstablishments(model, ranges, held.inputs), low: held.low, high: held.high };
  });
}

/**
 * Runs both back-tests for every type in the model: leave-one-county-out on the training data,
 * and out of sample on the ZIP Code Business Patterns ZIPs joined to ZCTA demographics with the
 * shipped coefficients (a different year, a different geography, never seen by the fit).
 */
export function runCapacityBacktest(
  geo: GeoView,
  model: CapacityModelArtifact,
  types: readonly BusinessType[],
): CapacityBacktestArtifact {
  const results: Record<string, TypeBacktest> = {};
  const memo = new Map<string, TypeBacktest>();
  let zipInfo: CapacityBacktestArtifact['zip'] = null;
  let zipsJoined = 0;
  let countyInfo = { source: model.training.counts.source, vintage: model.training.counts.vintage };
  for (const type of types) {
    const fitted = model.types[type.id];
    if (!fitted) continue;
    const key = type.recognition.naics.join(',');
    const cached = memo.get(key);
    if (cached) {
      results[type.id] = cached;
      continue;
    }
    const county = backtestMetrics(leaveOneCountyOut(geo, type.recognition.naics));
    const zips = zipObservations(geo, type.recognition.naics);
    let zip: TypeBacktest['zip'] = null;
    if (zips.observations.length > 0) {
      // Each dataset sums the type's codes of its own NAICS edition (e.g. 448110–448190 in 2018, 458110 in 2023).
      const predictions = zips.observations.map((o) => ({
        predicted: expectedEstablishments(fitted, model.featureRanges, o.inputs),
        low: o.low,
        high: o.high,
      }));
      zip = backtestMetrics(predictions);
      zipsJoined = Math.max(zipsJoined, zips.observations.length);
      zipInfo = {
        source: zips.source ?? '',
        vintage: zips.vintage ?? '',
        method:
          'the shipped coefficients applied to each ZCTA’s own demographics (ACS 2019-2023 population and density; ACS 2014-2018 per-capita income in 2023 dollars and household size), compared with the ZIP’s published establishments',
        zipsJoined: Math.max(zipsJoined, zips.observations.length),
      };
    }
    countyInfo = { source: model.training.counts.source, vintage: model.training.counts.vintage };
    const result = { county, zip };
    memo.set(key, result);
    results[type.id] = result;
  }
  return {
    schema: 1,
    modelVersion: model.version,
    county: {
      ...countyInfo,
      method: 'leave-one-county-out: each Illinois county predicted by the model refitted on the other counties',
    },
    zip: zipInfo,
    types: results,
  };
}
