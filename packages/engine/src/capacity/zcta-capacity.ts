import type { AreaRecord } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import type { BusinessType } from '../taxonomy/types.js';
import { areaCapacity } from './area-capacity.js';
import { modelErrorFor, modelSource } from './capacity-section.js';
import type { CapacityModel } from './model-artifact.js';

/** Expected vs observed establishments of one whole ZCTA, for the best-location finder. */
export interface ZctaCapacity {
  expected: number;
  observed: number;
  /** Expected minus observed: positive = room for more. */
  gap: number;
  typicalErrorPct: number | null;
  weakModel: boolean;
  source: string;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The capacity gap of a ZCTA: the model on the ZCTA's demographics against its ZIP Code Business
 * Patterns count, or its county's County Business Patterns count per household × its households.
 * Null without a model, demographics or counts.
 */
export function zctaCapacity(
  ctx: EngineContext,
  model: CapacityModel | null,
  type: BusinessType,
  zcta: AreaRecord,
): ZctaCapacity | null {
  if (!model) return null;
  const county = zcta.countyFips ? ctx.geo.area('county', zcta.countyFips) : undefined;
  const whole = { overlapFraction: 1, distanceMiles: 0, method: 'equal-area-disc' as const };
  const cap = areaCapacity(
    ctx,
    model,
    type,
    [{ area: zcta, ...whole }],
    county ? [{ area: county, ...whole }] : [],
    zcta.demographics.households?.value ?? null,
  );
  if (!cap || cap.expected === null || !cap.observed) return null;
  const error = modelErrorFor(model, type.id, 0);
  return {
    expected: round1(cap.expected),
    observed: round1(cap.observed.value),
    gap: round1(cap.expected - cap.observed.value),
    typicalErrorPct: error?.typicalPct ?? null,
    weakModel: error?.weak ?? true,
    source: `${modelSource(model)}; observed: ${cap.observed.source} ${cap.observed.vintage}`,
  };
}
