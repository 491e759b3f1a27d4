/**
 * Walk Score's street-design penalty (intersection density, block length; up to −10 %) is measured but not applied:
 * the City's list of street crossings keeps one point per pair of street names (two streets that meet twice count
 * once) and counts the lake and rail yards inside the half-mile disc as street-less, so it undercounts intersections
 * most along the lakefront and downtown — the places Walk Score rates highest. On the tune half of the published
 * places (`published-walk-scores.ts`), the penalty at full, half and zero weight gave rank correlations 0.62, 0.71
 * and 0.77 and mean absolute errors 5.3, 4.4 and 4.1 points; zero was kept.
 */
export const STREET_PENALTY_NOTE =
  "the City's named-crossings list undercounts intersections, so the penalty is not applied";

/**
 * SiteScout's Walk Score runs the published method on the loaded place data (OpenStreetMap 2019, City
 * licences 2025, civic lists), which sees more small amenities per block than Walk Score's own listings did:
 * uncalibrated, the population-weighted Chicago average was 83 (published 75) and Lincoln Park 89 (ZIP 60614
 * published 83), while the densest areas already matched (Near North Side 97, published 96). The gap grows
 * as walkability falls, so the score is put on the published scale by a power curve that keeps 0 and 100:
 *
 *   calibrated = 100 · (score / 100)^γ
 *
 * γ was tuned on the `tune` half of the 36 published places (18 neighbourhoods, community areas and addresses,
 * without the street-design penalty): mean absolute error 4.3 at γ = 1.45, 4.1 at 1.58, 4.0 at 1.7. It is checked on
 * the other 18, none of which took part in the fit: `npm run walkscore:accuracy`, enforced by
 * `test/walk-score-accuracy.test.ts`. The population-weighted mean over the 792 Chicago tracts that get a score is
 * then 74.4 (published Chicago average 75, a check place).
 */
export const WALK_CALIBRATION_EXPONENT = 1.7;

export const WALK_CALIBRATION_NOTE = `calibrated to published Walk Scores: 100 · (score / 100)^${WALK_CALIBRATION_EXPONENT}, tuned on 18 published Chicago places and checked on 18 others`;

/** The method's 0–100 score put on the published scale (rounded). @example calibratedWalkScore(89) // 82 */
export function calibratedWalkScore(score: number): number {
  return Math.round(100 * (Math.min(100, Math.max(0, score)) / 100) ** WALK_CALIBRATION_EXPONENT);
}
