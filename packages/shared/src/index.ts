export { headcount, percentileText, rangeText, rankAmongText } from './evidence-words.js';
export {
  circleRing,
  EARTH_RADIUS_MILES,
  KM_PER_MILE,
  METRES_PER_MILE,
  MILES_PER_DEGREE_LAT,
  metresAsMilesText,
  milesText,
  milesToDegrees,
} from './geo.js';
export { formatUsd, formatUsdCents, formatUsdFromCents, formatUsdPrice } from './money.js';
export { COMPLETE_REPORT_INCLUDES, PLANS, PRO_MONTHLY_INCLUDES } from './plans.js';
export { seededRandom } from './seeded-random.js';
export { median, nearestRank, quantile, upperMedian } from './stats.js';
