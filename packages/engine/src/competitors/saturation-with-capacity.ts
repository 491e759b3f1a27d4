import { rangeText } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import type { ObservedCount } from '../capacity/area-capacity.js';
import { analyzeCapacity, type CapacitySection } from '../capacity/capacity-section.js';
import { shippedCapacityModel } from '../capacity/shipped-model.js';
import type { BusinessType } from '../taxonomy/types.js';
import type { RingOverlaps } from '../trade-area/ring-overlaps.js';
import type { CompetitorSection } from './analyze-competitors.js';
import type { Saturation, SaturationVerdict } from './saturation.js';

const FOLLOWS: Record<'room' | 'balanced' | 'saturated', { verdict: SaturationVerdict; words: string }> = {
  room: { verdict: 'room-to-grow', words: 'room for more than the area has' },
  balanced: { verdict: 'in-line', words: 'about as many as the area supports' },
  saturated: { verdict: 'saturated', words: 'more than the area supports' },
};

const round1 = (x: number) => (Math.round(x * 10) / 10).toString();

/**
 * The saturation banner in agreement with the capacity section below it. Where the capacity model gives a verdict
 * (a back-tested model, an observed count), the banner takes it and keeps the sweet-spot count as the detail: 25
 * coffee shops within a mile are many for one street, yet "about as many as the area supports" when the area's
 * people support 25. A weak or missing model leaves the sweet-spot verdict as it is.
 *
 * @example saturationWithCapacity({verdict: 'saturated', reason: '25 competitors within 1 mi: …'}, balanced).verdict // 'in-line'
 */
export function saturationWithCapacity(
  saturation: Saturation,
  capacity: CapacitySection,
  radiusMiles: number,
): Saturation {
  const v = capacity.verdict;
  if ((v !== 'room' && v !== 'balanced' && v !== 'saturated') || !capacity.expected || !capacity.observed)
    return saturation;
  const { verdict, words } = FOLLOWS[v];
  const range = capacity.expectedRange
    ? `, ${rangeText(capacity.expectedRange[0], capacity.expectedRange[1], (v) => String(round1(v)))} within its typical error`
    : '';
  const model = `the capacity model expects about ${round1(capacity.expected.value)} within ${radiusMiles} mi${range}, and ${round1(capacity.observed.value)} ${round1(capacity.observed.value) === '1' ? 'is' : 'are'} counted`;
  return {
    verdict,
    reason:
      saturation.verdict === verdict
        ? `${saturation.reason}; ${model}: ${words}`
        : `${words[0]?.toUpperCase()}${words.slice(1)} by the capacity model — ${model}. The two measures disagree: by the competitor count alone, ${saturation.reason}`,
  };
}

/** The competitor estimate as the capacity section's "observed", so both quote the same count. */
function observedCount(c: CompetitorSection): ObservedCount | null {
  if (!c.countWithinRadius || !c.countSource || !c.countRange) return null;
  return {
    value: c.countWithinRadius.value,
    range: c.countRange,
    source: c.countSource.source,
    vintage: c.countSource.vintage,
    method: `the competitor section's estimate: ${c.countSummary}`,
  };
}

/**
 * The capacity section for the site's competitor estimate, and the competitor section with its saturation banner in
 * agreement with it — in a report and in a batch score alike (a score skips the other types' void list).
 */
export function withCapacity(
  ctx: EngineContext,
  type: BusinessType,
  radiusMiles: number,
  ring: RingOverlaps,
  households: number | null,
  section: CompetitorSection,
  voids: boolean,
): { competitors: CompetitorSection; capacity: CapacitySection } {
  const capacity = analyzeCapacity({
    ctx,
    model: shippedCapacityModel(ctx),
    type,
    radiusMiles,
    zctas: ring.byKind.zcta ?? [],
    counties: ring.byKind.county ?? [],
    households,
    observed: observedCount(section),
    voids,
  });
  return {
    competitors: { ...section, saturation: saturationWithCapacity(section.saturation, capacity, radiusMiles) },
    capacity,
  };
}
