import { latestYear, OLD_FIGURE_YEARS } from '../figures/vintage-age.js';
import type { NarrativeFacts } from '../narrative/rule-narrative.js';
import { typeNoun } from '../taxonomy/type-noun.js';
import type { SiteAnalysis } from './analysis-result-types.js';

/** The facts of an analysis the narrative (and an optional language model) may use. */
export function narrativeFacts(
  a: Omit<SiteAnalysis, 'narrative' | 'sources'>,
  newestYear: number | null = null,
): NarrativeFacts {
  const residents3mi = a.tradeArea.rings.find((r) => r.radiusMiles === 3)?.population?.value ?? null;
  const countYear = a.access.nearestArterial ? latestYear(a.access.nearestArterial.date) : null;
  const checked = a.benchmarkCheck.rows.filter((r) => r.status !== 'unknown').length;
  return {
    businessLabel: a.businessType.label,
    businessNoun: typeNoun(a.businessType.id),
    kind: a.businessType.kind,
    radiusMiles: a.radiusMiles,
    siteScore: a.siteScore.score?.value ?? null,
    siteScoreWithheld: a.siteScore.score === null ? a.siteScore.coverage.summary : null,
    nationalPercentile: a.siteScore.nationalPercentile?.value ?? null,
    residents3mi: residents3mi === null ? null : Math.round(residents3mi),
    householdsInRadius: a.demographics.figures.households ? Math.round(a.demographics.figures.households.value) : null,
    medianHouseholdIncome: a.demographics.figures.medianHouseholdIncome
      ? Math.round(a.demographics.figures.medianHouseholdIncome.value)
      : null,
    ownerOccupiedShare: a.demographics.figures.ownerOccupiedShare
      ? Math.round(a.demographics.figures.ownerOccupiedShare.value)
      : null,
    lifestyle: a.demographics.lifestyle.value.traits.length > 0 ? a.demographics.lifestyle.value.summary : null,
    competitorsInRadius: a.competitors.countWithinRadius?.value ?? null,
    saturation: a.competitors.saturation.verdict,
    saturationReason: a.competitors.saturation.reason,
    competitorDensityRatio:
      a.competitors.densityPer10kHouseholds &&
      a.competitors.referenceDensity &&
      a.competitors.referenceDensity.figure.value > 0
        ? Math.round(
            (100 * a.competitors.densityPer10kHouseholds.value) / a.competitors.referenceDensity.figure.value,
          ) / 100
        : null,
    nearestCompetitorMiles: a.competitors.nearestMiles?.value ?? null,
    walkScore: a.scores.walk.score,
    transitScore: a.scores.transit?.score ?? null,
    railStationsWithinMile: a.access.railStationsWithinMile?.value ?? null,
    arterialStreet: a.access.nearestArterial?.street ?? null,
    arterialVehicles: a.access.nearestArterial?.dailyVehicles.value ?? null,
    arterialCountYear: countYear,
    arterialCountAgeYears:
      countYear !== null && newestYear !== null && newestYear - countYear > OLD_FIGURE_YEARS
        ? newestYear - countYear
        : null,
    rentEstimate: a.costs.estimate ? Math.round(a.costs.estimate.value * 100) / 100 : null,
    rentIndex: a.costs.index,
    rentPremiumPercent: a.costs.index === null ? null : Math.round((a.costs.index - 1) * 100),
    zoningStatus: a.zoning.status,
    zoneClass: a.zoning.zoneClass,
    benchmarksPassed: a.benchmarkCheck.applicable ? a.benchmarkCheck.passed : null,
    benchmarksChecked: a.benchmarkCheck.applicable ? checked : null,
    expectedRevenue: a.forecast.annualRevenue ? a.forecast.annualRevenue.expected.value : null,
    customersPerDay: a.forecast.customersPerDay?.value ?? null,
    revenueCheck: a.forecast.check?.verdict ?? null,
    countyAverageRevenue: a.forecast.check?.averageRevenue?.value ?? null,
    revenueCheckCounty: a.forecast.check?.county ?? null,
    revenuePercentile:
      a.forecast.check?.percentile === null || a.forecast.check?.percentile === undefined
        ? null
        : Math.round(a.forecast.check.percentile * 100),
    geocodePrecision: a.site.precision ?? null,
    placesCovered: a.competitors.placesCovered,
  };
}
