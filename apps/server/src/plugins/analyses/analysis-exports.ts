import {
  type AnalysisResult,
  comparisonOf,
  describeProvenance,
  type Figure,
  type SiteAnalysis,
} from '@sitescout/engine';
import { circleRing } from '@sitescout/shared';
import { type CsvValue, csvDocument } from '../../lib/csv.js';

interface Column {
  header: string;
  figure: (a: SiteAnalysis) => Figure | null | undefined;
}

/** Figures exported per site; each gets a value column and a "source" column (dataset + vintage, or the estimate). */
const FIGURES: Column[] = [
  { header: 'site score (0-100)', figure: (a) => a.siteScore.score },
  { header: 'national percentile', figure: (a) => a.siteScore.nationalPercentile },
  { header: 'population', figure: (a) => a.demographics.figures.population },
  { header: 'households', figure: (a) => a.demographics.figures.households },
  { header: 'median household income ($)', figure: (a) => a.demographics.figures.medianHouseholdIncome },
  { header: 'per-capita income ($)', figure: (a) => a.demographics.figures.perCapitaIncome },
  { header: 'median age', figure: (a) => a.demographics.figures.medianAge },
  { header: 'competitors within radius', figure: (a) => a.competitors.countWithinRadius },
  { header: 'nearest competitor (mi)', figure: (a) => a.competitors.nearestMiles },
  { header: 'competitors per 10,000 households', figure: (a) => a.competitors.densityPer10kHouseholds },
  { header: 'estimated rent ($/sq ft/yr)', figure: (a) => a.costs.estimate },
  { header: 'annual revenue low ($)', figure: (a) => a.forecast.annualRevenue?.low },
  { header: 'annual revenue expected ($)', figure: (a) => a.forecast.annualRevenue?.expected },
  { header: 'annual revenue high ($)', figure: (a) => a.forecast.annualRevenue?.high },
];

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * Why a site's figures are not exported, when they are not (as the dashboard and the PDF leave them out): abroad,
 * or placed only at the centre of a ZIP code area or town wider than the ring. Null when they are.
 */
function withheldWhy(a: SiteAnalysis): string | null {
  const withheld = a.location?.withheld ?? a.location?.needsUsData ?? [];
  return withheld.length > 0 ? `not shown: ${a.location?.message ?? 'the site is located only approximately'}` : null;
}

/**
 * One row per site: where it is, how exact the geocode is, the scores and the key figures, each figure followed
 * by its source. Empty cells are data we do not have, never zero.
 */
export function analysisCsv(result: AnalysisResult): string {
  const header = [
    'site',
    'lat',
    'lon',
    'geocode precision',
    'business type',
    'radius (mi)',
    'walk score (estimate)',
    'transit score (estimate)',
    'bike score (estimate)',
    ...FIGURES.flatMap((c) => [c.header, `${c.header} source`]),
    'coverage notes',
  ];
  const rows = result.analyses.map((a): CsvValue[] => {
    const why = withheldWhy(a);
    if (why) return [...rowHead(a), null, null, null, ...FIGURES.flatMap(() => [null, why]), why];
    return siteRow(a);
  });
  return csvDocument([header, ...rows]);
}

/** The first columns of every site's row: where it is, what and how wide. */
function rowHead(a: SiteAnalysis): CsvValue[] {
  return [a.site.label, a.site.lat, a.site.lon, a.site.precision ?? '', a.businessType.label, a.radiusMiles];
}

/** A site's row with its figures. */
function siteRow(a: SiteAnalysis): CsvValue[] {
  return [
    ...rowHead(a),
    a.scores.walk.score,
    a.scores.transit?.score ?? null,
    a.scores.bike.score,
    ...FIGURES.flatMap((c) => {
      const figure = c.figure(a);
      return figure
        ? [typeof figure.value === 'number' ? round(figure.value) : null, describeProvenance(figure)]
        : [null, 'no data'];
    }),
    Object.values(a.coverage.messages).filter(Boolean).join('; '),
  ];
}

/** A circle as a GeoJSON ring (64 vertices), for drawing trade-area rings. */
const circle = (center: { lat: number; lon: number }, miles: number): number[][] =>
  circleRing(center, miles, 64).map(([x, y]) => [round6(x), round6(y)]);

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * Sites (with score and rank), their competitors (name, rating, reviews, distance, source), trade-area rings and
 * 5/10/15-minute walksheds (where the street data covers the site) as a GeoJSON FeatureCollection (RFC 7946, lon/lat); `properties.kind` tells them apart.
 */
export function analysisGeoJson(result: AnalysisResult): object {
  const rank = new Map(comparisonOf(result)?.ranking.map((r) => [r.label, r.rank]) ?? []);
  const features: object[] = [];
  for (const a of result.analyses) {
    // Withheld (abroad, or at the centre of an area wider than the ring): the place and its rings, no figure.
    const shown = withheldWhy(a) === null;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [a.site.lon, a.site.lat] },
      properties: {
        kind: 'site',
        label: a.site.label,
        precision: a.site.precision ?? null,
        businessType: a.businessType.id,
        siteScore: a.siteScore.score?.value ?? null,
        siteScoreMethod: a.siteScore.estimate.method,
        rank: rank.get(a.site.label) ?? null,
        walkScore: shown ? a.scores.walk.score : null,
        transitScore: shown ? (a.scores.transit?.score ?? null) : null,
        bikeScore: shown ? a.scores.bike.score : null,
        competitorsWithinRadius: shown ? (a.competitors.countWithinRadius?.value ?? null) : null,
        competitorsSource:
          shown && a.competitors.countWithinRadius ? describeProvenance(a.competitors.countWithinRadius) : null,
      },
    });
    for (const c of shown ? a.competitors.list : []) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [c.lon, c.lat] },
        properties: {
          kind: 'competitor',
          site: a.site.label,
          name: c.name,
          brand: c.brand,
          chain: c.chain,
          distanceMiles: round(c.distanceMiles),
          rating: c.rating?.value ?? null,
          reviewCount: c.reviewCount?.value ?? null,
          source: `${c.source}, ${c.vintage}`,
        },
      });
    }
    for (const ring of a.tradeArea.rings) {
      features.push({
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [circle(a.site, ring.radiusMiles)] },
        properties: {
          kind: 'ring',
          site: a.site.label,
          radiusMiles: ring.radiusMiles,
          population: shown ? (ring.population?.value ?? null) : null,
          populationSource: shown && ring.population ? describeProvenance(ring.population) : null,
        },
      });
    }
    const walk = a.tradeArea.walk;
    for (const w of shown && walk?.covered ? walk.walksheds : []) {
      features.push({
        type: 'Feature',
        geometry: w.polygon,
        properties: {
          kind: 'walkshed',
          site: a.site.label,
          minutes: w.minutes,
          walkMiles: w.miles,
          population: w.population?.value ?? null,
          populationSource: w.population ? describeProvenance(w.population) : null,
          streets: walk?.covered ? `${walk.source}, ${walk.vintage}` : null,
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
