import type { AreaOverlap } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { censusEstimate } from '../competitors/census-estimate.js';
import type { BusinessType } from '../taxonomy/types.js';
import { capacityInputs } from './capacity-features.js';
import type { CapacityModel, TypeCapacityModel } from './model-artifact.js';
import { expectedEstablishments } from './predict-capacity.js';

/** Share of the ring's people whose ZCTAs must have model inputs (or ZBP counts) to give a figure. */
export const MIN_CAPACITY_COVERAGE = 0.8;

export interface ObservedCount {
  value: number;
  range: [number, number];
  source: string;
  vintage: string;
  method: string;
}

export interface AreaCapacity {
  type: TypeCapacityModel;
  expected: number | null;
  observed: ObservedCount | null;
  /** Plain words when a figure could not be computed. */
  message: string | null;
}

/**
 * Expected establishments (the model applied to each ZCTA's own demographics and apportioned by its
 * land share in the area — population is the model's exposure, so parts add up) and observed
 * establishments: the analysis's own competitor estimate when given (the same number as the competitor
 * section), else the Census estimate for the area (`censusEstimate`: ZIP Code Business Patterns where
 * loaded, County Business Patterns by households elsewhere).
 */
export function areaCapacity(
  ctx: EngineContext,
  model: CapacityModel,
  type: BusinessType,
  zctas: readonly AreaOverlap[],
  counties: readonly AreaOverlap[],
  households: number | null,
  radiusMiles = Number.POSITIVE_INFINITY,
  observedOverride: ObservedCount | null = null,
): AreaCapacity | null {
  const typeModel = model.model.types[type.id];
  if (!typeModel) return null;
  let expected = 0;
  let people = 0;
  let modelled = 0;
  for (const o of zctas) {
    const pop = (o.area.demographics.population?.value ?? 0) * o.overlapFraction;
    if (pop <= 0) continue;
    people += pop;
    const county = o.area.countyFips ? ctx.geo.area('county', o.area.countyFips) : undefined;
    const inputs = capacityInputs(o.area.demographics, county?.demographics);
    if (!inputs) continue;
    modelled += pop;
    expected += expectedEstablishments(typeModel, model.model.featureRanges, inputs) * o.overlapFraction;
  }
  const enough = people > 0 && modelled >= MIN_CAPACITY_COVERAGE * people;
  const census = observedOverride ? null : censusEstimate(ctx, type, radiusMiles, zctas, counties, households);
  const observed: ObservedCount | null =
    observedOverride ??
    (census
      ? {
          value: census.value,
          range: census.range,
          source: census.source,
          vintage: census.vintage,
          method: census.method,
        }
      : null);
  return {
    type: typeModel,
    expected: enough ? expected * (people / modelled) : null,
    observed,
    message: !enough
      ? 'no demographics loaded for enough of this area to apply the capacity model'
      : observed
        ? null
        : 'no business-pattern counts loaded for this area (County Business Patterns cover Illinois; ZIP Code Business Patterns cover 58 Chicago ZIPs)',
  };
}
