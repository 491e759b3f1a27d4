/** A named competitor is strong at this rating with at least this many reviews (where ratings are usable). */
export const STRONG_RATING = 4.5;
export const STRONG_MIN_REVIEWS = 50;
/** Ratings are used only when at least this share of the named places has one. */
export const MIN_RATED_SHARE = 0.5;

export interface StrongCompetitors {
  /** Named places within the radius judged strong, or null when ratings are too sparse to judge. */
  count: number | null;
  /** How many of the named places have a rating. */
  rated: number;
  named: number;
  reason: string;
}

/**
 * Strong competitors among the named places: rated at least 4.5 from 50 or more reviews — judged only
 * when at least half of the named places have a rating (otherwise a few rated places would look like the
 * only good ones, and unrated ones like none).
 *
 * @example strongCompetitors([{rating: 4.7, reviewCount: 300}, {rating: null, reviewCount: null}]).count // 1
 */
export function strongCompetitors(
  places: ReadonlyArray<{ rating: number | null; reviewCount: number | null }>,
): StrongCompetitors {
  const named = places.length;
  const rated = places.filter((p) => p.rating !== null).length;
  if (named === 0) return { count: null, rated, named, reason: 'no named places to judge' };
  if (rated < MIN_RATED_SHARE * named)
    return {
      count: null,
      rated,
      named,
      reason: `not judged: only ${rated} of the ${named} named places have a rating (at least half must)`,
    };
  const count = places.filter(
    (p) => p.rating !== null && p.rating >= STRONG_RATING && (p.reviewCount ?? 0) >= STRONG_MIN_REVIEWS,
  ).length;
  return {
    count,
    rated,
    named,
    reason: `${count} of the ${named} named places are rated ${STRONG_RATING}★ or more from ${STRONG_MIN_REVIEWS}+ reviews (${rated} have a rating)`,
  };
}

/** Whether the sources' ratings may weigh competitors (e.g. Huff attractiveness): at least half rated. */
export function ratingsUsable(places: ReadonlyArray<{ rating: number | null }>): boolean {
  return places.length > 0 && places.filter((p) => p.rating !== null).length >= MIN_RATED_SHARE * places.length;
}
