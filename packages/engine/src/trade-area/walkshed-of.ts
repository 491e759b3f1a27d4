import type { Walkshed, WalkTradeArea } from './build-walksheds.js';

/**
 * The walkshed of the given minutes, when the analysis has walksheds (none outside the street data or in
 * analyses stored before them). Type-only imports: the browser's re-scoring (`@sitescout/engine/rescore`)
 * reaches it through the comparison without loading the data layer.
 *
 * @example walkshedOf(analysis.tradeArea.walk, 10)?.population?.value // 12302
 */
export function walkshedOf(walk: WalkTradeArea | undefined, minutes: number): Walkshed | undefined {
  return walk?.covered ? walk.walksheds.find((w) => w.minutes === minutes) : undefined;
}
