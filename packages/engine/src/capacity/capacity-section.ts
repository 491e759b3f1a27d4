import type { AreaOverlap } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import type { Figure } from '../figures/figure.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import type { BusinessType } from '../taxonomy/types.js';
import { type AreaCapacity, areaCapacity, type ObservedCount } from './area-capacity.js';
import type { BacktestMetrics, CapacityModel } from './model-artifact.js';

/** Above this typical (median) back-test error the model is called weak and the product says so. */
export const WEAK_MODEL_ERROR_PCT = 50;
/** ZIPs a type needs in the ZIP back-test before that test (trade-area scale) is the one quoted. */
export const MIN_ZIP_BACKTEST_AREAS = 10;
export const VOID_LIST_LENGTH = 5;
/**
 * Trade areas up to this radius (≈ 50 sq mi, between a city ZIP's few square miles and an Illinois
 * county's hundreds) quote the ZIP back-test; wider ones the county leave-one-out test.
 */
export const ZIP_SCALE_MAX_RADIUS_MILES = 4;

/** How well the model held up out of sample for a type, at the scale closest to a trade area. */
export interface CapacityModelError {
  /** Median absolute percentage error: "typically within ±X%". */
  typicalPct: number;
  mapePct: number | null;
  within25Share: number | null;
  areas: number;
  basis: 'zip-backtest' | 'county-leave-one-out';
  /** Which back-test, in words (dataset and vintage). */
  backtest: string;
  weak: boolean;
  text: string;
}

export interface VoidEntry {
  businessType: string;
  label: string;
  expected: number;
  observed: number;
  gap: number;
  /** Gap as a share of the expected count (0–1): the ranking key. */
  gapShare: number;
  typicalErrorPct: number;
  /** True when the observed count lies below the model's typical error band. */
  beyondError: boolean;
}

/**
 * Market capacity of the trade area. `expected`, `observed`, `gap` are establishment counts
 * (Figures); `modelError` is the typical error in establishments (expected × typical %), with the
 * percentage in `modelErrorDetail`; `source` names the model version and the data vintages.
 */
export interface CapacitySection {
  expected: Figure | null;
  observed: Figure | null;
  /** Expected minus observed: positive = room for more, negative = saturated. */
  gap: Figure | null;
  modelError: Figure | null;
  source: string;
  modelVersion: string | null;
  modelErrorDetail: CapacityModelError | null;
  /** Expected ± the typical error. */
  expectedRange: [number, number] | null;
  verdict: 'room' | 'saturated' | 'balanced' | 'weak-model' | 'unknown';
  summary: string;
  /** Business types the area under-supplies most relative to the model (reliable models only). */
  voids: VoidEntry[];
  method: string;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The back-test figures quoted for a type at the scale of the area: the ZIP test for areas up to
 * {@link ZIP_SCALE_MAX_RADIUS_MILES} (when it has enough ZIPs), else leave-one-county-out.
 */
export function modelErrorFor(model: CapacityModel, typeId: string, radiusMiles = 0): CapacityModelError | null {
  const b = model.backtest?.types[typeId];
  if (!b || !model.backtest) return null;
  const zipOk =
    radiusMiles <= ZIP_SCALE_MAX_RADIUS_MILES &&
    b.zip &&
    b.zip.areas >= MIN_ZIP_BACKTEST_AREAS &&
    b.zip.medianApePct !== null;
  const m: BacktestMetrics = zipOk && b.zip ? b.zip : b.county;
  if (m.medianApePct === null) return null;
  const z = model.backtest.zip;
  const backtest =
    zipOk && z
      ? `out of sample on ${m.areas} Chicago ZIPs, ${z.source} ${z.vintage}`
      : `leave-one-county-out on ${m.areas} Illinois counties, ${model.backtest.county.source} ${model.backtest.county.vintage}`;
  const weak = m.medianApePct > WEAK_MODEL_ERROR_PCT;
  return {
    typicalPct: m.medianApePct,
    mapePct: m.mapePct,
    within25Share: m.within25Share,
    areas: m.areas,
    basis: zipOk ? 'zip-backtest' : 'county-leave-one-out',
    backtest,
    weak,
    text: `typically within ±${Math.round(m.medianApePct)}% (median error ${backtest}; mean error ${m.mapePct ?? '—'}%; ${Math.round(100 * (m.within25Share ?? 0))}% of areas within ±25%)${weak ? ` — above ${WEAK_MODEL_ERROR_PCT}%: a weak model for this type` : ''}`,
  };
}

/** "SiteScout capacity model capacity-v1+… (County Business Patterns 2023 × ACS 2019-2023, …)". */
export function modelSource(model: CapacityModel): string {
  const t = model.model.training;
  const demo = [...new Set(t.demographics.map((d) => d.vintage))].join(', ');
  return `SiteScout capacity model ${model.model.version}: censored Poisson regression fitted on ${t.counts.source} ${t.counts.vintage} (Illinois counties) × ACS ${demo} county figures`;
}

/** Rounds a gap to the "about N" a person would say. */
export function gapWords(gap: number): string {
  const n = Math.round(Math.abs(gap));
  if (Math.abs(gap) < 1) return 'about as many as the model expects';
  return gap > 0 ? `room for about ${n} more` : `saturated by about ${n}`;
}

/**
 * The verdict on a gap: "room" or "saturated" only when the observed count lies outside the model's
 * typical error band around the expected count and differs by at least one establishment; a weak
 * model gives no verdict of its own.
 */
export function capacityVerdict(
  expected: number,
  observed: number,
  error: CapacityModelError | null,
): CapacitySection['verdict'] {
  if (!error) return 'unknown';
  if (error.weak) return 'weak-model';
  // Less than one establishment either way is no gap a business can act on.
  if (Math.abs(expected - observed) < 1) return 'balanced';
  const band = (expected * error.typicalPct) / 100;
  if (observed < expected - band) return 'room';
  if (observed > expected + band) return 'saturated';
  return 'balanced';
}

function voidList(
  ctx: EngineContext,
  model: CapacityModel,
  radiusMiles: number,
  zctas: readonly AreaOverlap[],
  counties: readonly AreaOverlap[],
  households: number | null,
  computed: Map<string, AreaCapacity | null>,
): VoidEntry[] {
  const entries: VoidEntry[] = [];
  for (const type of BUSINESS_TYPES) {
    const error = modelErrorFor(model, type.id, radiusMiles);
    if (!error || error.weak) continue;
    const cap = computed.get(type.id) ?? areaCapacity(ctx, model, type, zctas, counties, households, radiusMiles);
    if (!cap || cap.expected === null || !cap.observed || cap.expected < 1) continue;
    const gap = cap.expected - cap.observed.value;
    if (gap < 1) continue;
    entries.push({
      businessType: type.id,
      label: type.label,
      expected: round1(cap.expected),
      observed: round1(cap.observed.value),
      gap: round1(gap),
      gapShare: Math.round((1000 * gap) / cap.expected) / 1000,
      typicalErrorPct: error.typicalPct,
      beyondError: cap.observed.value < cap.expected * (1 - error.typicalPct / 100),
    });
  }
  entries.sort((a, b) => b.gapShare - a.gapShare || b.gap - a.gap || a.businessType.localeCompare(b.businessType));
  return entries.slice(0, VOID_LIST_LENGTH);
}

export interface CapacityInput {
  ctx: EngineContext;
  /** Null when no model has been fitted (`npm run model:fit`). */
  model: CapacityModel | null;
  type: BusinessType;
  radiusMiles: number;
  /** ZCTAs and counties overlapping the trade area, with their shares inside it. */
  zctas: readonly AreaOverlap[];
  counties: readonly AreaOverlap[];
  households: number | null;
  /** The competitor section's estimate for this type, so "observed" is the same number everywhere. */
  observed?: ObservedCount | null;
  /** Whether to rank the other business types for the void list (a report does; a batch score does not). */
  voids?: boolean;
}

/**
 * The capacity section of an analysis: expected vs observed establishments in the trade area, the
 * gap in words, the model's back-tested error, and the void list.
 */
export function analyzeCapacity(input: CapacityInput): CapacitySection {
  const { ctx, model, type, radiusMiles } = input;
  const { many } = type.noun;
  const empty = (summary: string, source = 'no capacity model loaded'): CapacitySection => ({
    expected: null,
    observed: null,
    gap: null,
    modelError: null,
    source,
    modelVersion: model?.model.version ?? null,
    modelErrorDetail: model ? modelErrorFor(model, type.id, radiusMiles) : null,
    expectedRange: null,
    verdict: 'unknown',
    summary,
    voids: [],
    method: model?.model.method ?? '',
  });
  if (!model) return empty('No capacity model has been fitted (run `npm run model:fit` and `npm run model:backtest`).');
  const source = modelSource(model);
  const computed = new Map<string, AreaCapacity | null>();
  const cap = areaCapacity(
    ctx,
    model,
    type,
    input.zctas,
    input.counties,
    input.households,
    radiusMiles,
    input.observed ?? null,
  );
  computed.set(type.id, cap);
  const voids =
    input.voids === false
      ? []
      : voidList(ctx, model, radiusMiles, input.zctas, input.counties, input.households, computed);
  if (!cap) return { ...empty(`The capacity model has no fit for ${many}.`, source), voids };
  if (cap.expected !== null && !cap.observed) {
    const only = round1(cap.expected);
    return {
      ...empty(
        `The model (fitted on Illinois) expects about ${only} ${many} within ${radiusMiles} mi, but ${cap.message ?? 'no counts are loaded here'}: no observed count to compare with.`,
        source,
      ),
      expected: {
        value: only,
        estimate: { method: `${source}; applied to the ZCTAs overlapping the ${radiusMiles}-mile ring` },
      },
      voids,
    };
  }
  if (cap.expected === null || !cap.observed)
    return { ...empty(`No capacity estimate: ${cap.message ?? 'no data for this area'}.`, source), voids };

  const error = modelErrorFor(model, type.id, radiusMiles);
  const expected = cap.expected;
  const observed = cap.observed.value;
  const gap = expected - observed;
  const verdict = capacityVerdict(expected, observed, error);
  const band = error ? (expected * error.typicalPct) / 100 : null;
  const within = `within ${radiusMiles} mi`;
  const errorText = error ? error.text : 'not back-tested';
  let summary = `The model expects about ${round1(expected)} ${many} ${within}; ${round1(observed)} ${round1(observed) === 1 ? 'is' : 'are'} counted (${cap.observed.source} ${cap.observed.vintage}) — ${gapWords(gap)}. This estimate is ${errorText}.`;
  if (verdict === 'weak-model')
    summary += ` The model is weak for ${many}: rely on the competitor counts and the saturation verdict instead.`;
  else if (verdict === 'balanced')
    summary += ' No clear gap: the difference is within the model’s typical error or under one establishment.';
  const method = `${model.model.method} Expected: the model applied to each ZCTA's own demographics (income of older ACS vintages in 2023 dollars; missing figures from its county) × the ZCTA's land share inside the ${radiusMiles}-mile ring. Observed: ${cap.observed.method.replace(/\.$/, '')}.`;
  return {
    expected: {
      value: round1(expected),
      estimate: { method: `${source}; applied to the ZCTAs overlapping the ${radiusMiles}-mile ring` },
    },
    observed: {
      value: round1(observed),
      source: cap.observed.source,
      vintage: cap.observed.vintage,
      note: cap.observed.method,
    },
    gap: {
      value: round1(gap),
      estimate: { method: `expected (${source}) minus observed (${cap.observed.source} ${cap.observed.vintage})` },
    },
    modelError:
      band === null || !error
        ? null
        : { value: round1(band), estimate: { method: `expected × ${error.typicalPct}%: ${error.text}` } },
    source: `${source}; observed: ${cap.observed.source} ${cap.observed.vintage}`,
    modelVersion: model.model.version,
    modelErrorDetail: error,
    expectedRange: band === null ? null : [round1(Math.max(0, expected - band)), round1(expected + band)],
    verdict,
    summary,
    voids,
    method,
  };
}
