/**
 * SiteScout's Walk Score runs the published method on the loaded place data (OpenStreetMap 2019, City
 * licences 2025, civic lists), which sees more small amenities per block than Walk Score's own listings did:
 * uncalibrated, the population-weighted Chicago average was 83 (published 75) and Lincoln Park 89 (ZIP 60614
 * published 83), while the densest areas already matched (Near North Side 97, published 96). The gap grows
 * as walkability falls, so the score is put on the published scale by a power curve that keeps 0 and 100:
 *
 *   calibrated = 100 · (score / 100)^γ
 *
 * γ was fitted on one figure only — the published Chicago average (75; Walk Score city ranking, 2013–2015) —
 * as the population-weighted mean over the 661 Chicago tracts that get a score. It is checked on the others
 * (ZIP 60614, West Loop, Near North Side, Edgewater, Edison Park and 9 South Loop addresses), none of which
 * took part in the fit: `npm run walkscore:accuracy`, enforced by `test/walk-score-accuracy.test.ts`.
 */
export const WALK_CALIBRATION_EXPONENT = 1.58;

export const WALK_CALIBRATION_NOTE = `calibrated to published Walk Scores: 100 · (score / 100)^${WALK_CALIBRATION_EXPONENT}, fitted to the published Chicago average (75)`;

/** The method's 0–100 score put on the published scale (rounded). @example calibratedWalkScore(89) // 83 */
export function calibratedWalkScore(score: number): number {
  return Math.round(100 * (Math.min(100, Math.max(0, score)) / 100) ** WALK_CALIBRATION_EXPONENT);
}
