import type { AreaOverlap } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { establishmentsInRing } from '../competitors/business-density.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
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
 * The type's NAICS codes published somewhere in the ZIP file (another edition's codes are absent
 * everywhere and must not count as suppressed cells). One pass over the ZCTAs for every type, memoised.
 */
function zipNaics(ctx: EngineContext, type: BusinessType): string[] {
  const published = ctx.memo('capacity-zip-published-naics', () => {
    const all = [...new Set(BUSINESS_TYPES.flatMap((t) => t.recognition.naics))];
    const codes = new Set<string>();
    for (const zcta of ctx.geo.areas('zcta')) {
      const answer = ctx.geo.businessCounts({ zip: zcta.id, naics: all });
      if (answer.covered) for (const r of answer.rows) if (!r.suppressed) codes.add(r.naics);
    }
    return codes;
  });
  return type.recognition.naics.filter((code) => published.has(code));
}

/**
 * Establishments in a set of ZCTAs (each with the share inside the trade area) from ZIP Code Business
 * Patterns, when the ZIPs holding at least 80% of the people are in the file; otherwise null.
 */
function zipObserved(ctx: EngineContext, type: BusinessType, zctas: readonly AreaOverlap[]): ObservedCount | null {
  const naics = zipNaics(ctx, type);
  if (naics.length === 0) return null;
  let low = 0;
  let high = 0;
  let people = 0;
  let covered = 0;
  let source = '';
  let vintage = '';
  for (const o of zctas) {
    const pop = (o.area.demographics.population?.value ?? 0) * o.overlapFraction;
    people += pop;
    const answer = ctx.geo.businessCounts({ zip: o.area.id, naics });
    if (!answer.covered) continue;
    covered += pop;
    low += answer.establishmentsRange[0] * o.overlapFraction;
    high += answer.establishmentsRange[1] * o.overlapFraction;
    source = answer.source ?? source;
    vintage = answer.vintage ?? vintage;
  }
  if (people <= 0 || covered < MIN_CAPACITY_COVERAGE * people) return null;
  const scale = people / covered;
  return {
    value: ((low + high) / 2) * scale,
    range: [low * scale, high * scale],
    source,
    vintage,
    method: `${source} (${vintage}) establishments for NAICS ${naics.join(', ')} in each ZIP × the ZIP's land share inside the area; suppressed cells count 0–2 (middle 1)`,
  };
}

/**
 * Expected establishments (the model applied to each ZCTA's own demographics and apportioned by its
 * land share in the area — population is the model's exposure, so parts add up) and observed
 * establishments in the same units (ZIP Code Business Patterns where loaded, else County Business
 * Patterns apportioned by households).
 */
export function areaCapacity(
  ctx: EngineContext,
  model: CapacityModel,
  type: BusinessType,
  zctas: readonly AreaOverlap[],
  counties: readonly AreaOverlap[],
  households: number | null,
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
  let observed = zipObserved(ctx, type, zctas);
  if (!observed) {
    const cbp = establishmentsInRing(ctx.geo, counties, typeModel.naics, households);
    if (cbp)
      observed = {
        value: cbp.establishments,
        range: cbp.range,
        source: cbp.source,
        vintage: cbp.vintage,
        method: `${cbp.source} (${cbp.vintage}) establishments for NAICS ${typeModel.naics.join(', ')} per household in the overlapping count${cbp.counties === 1 ? 'y' : 'ies'} × households in the area; suppressed cells count 0–2 (middle 1)`,
      };
  }
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
