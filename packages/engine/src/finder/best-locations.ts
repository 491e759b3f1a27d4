import type { AreaOverlap, AreaRecord, LatLon } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { modelErrorFor } from '../capacity/capacity-section.js';
import type { CapacityModel } from '../capacity/model-artifact.js';
import { shippedCapacityModel } from '../capacity/shipped-model.js';
import { type ZctaCapacity, zctaCapacity } from '../capacity/zcta-capacity.js';
import { censusEstimate } from '../competitors/census-estimate.js';
import { chooseCompetitorCount } from '../competitors/competitor-count.js';
import { competitorHits } from '../competitors/competitor-hits.js';
import { ringCompleteness } from '../competitors/ring-completeness.js';
import { rentIndexAt } from '../costs/rent-at.js';
import type { Figure } from '../figures/figure.js';
import { SCORE_RADIUS_MILES } from '../scores/score-coverage.js';
import { transitScoreOfHits } from '../scores/transit-score.js';
import { type AreaBasisInputs, zctaBasisInputs } from '../site-score/area-basis-score.js';
import {
  combineSiteScore,
  MIN_SCORED_WEIGHT_SHARE,
  type PriorityShifts,
  type WeightedSubScore,
} from '../site-score/site-score.js';
import {
  accessSubScore,
  competitionSubScore,
  costSubScore,
  demandSubScore,
  type FitInputs,
  fitSubScore,
} from '../site-score/sub-scores.js';
import type { BusinessType, CustomerSegment } from '../taxonomy/types.js';
import { apportion, landInRing } from '../trade-area/apportion.js';
import { FitRanking, fitFactorsRead, fitLine, ownFigure } from './fit-line.js';
import { regionFilter, type SearchRegion } from './region-filter.js';

export type { SearchRegion } from './region-filter.js';

export interface RankedArea {
  rank: number;
  zcta: string;
  name: string;
  point: LatLon;
  score: Figure;
  subScores: WeightedSubScore[];
  reasons: string[];
  /** Expected vs observed establishments of the ZCTA (capacity model), or null without model or counts. */
  capacity?: ZctaCapacity | null;
  /**
   * Share of the score's default weight the data measured here; under `MIN_SCORED_WEIGHT_SHARE` (60 %, the floor
   * of a site's score) the area is ranked after every better-measured one.
   */
  measuredShare?: number;
}

/** Rank by the site score (default) or by the capacity gap (room for the most establishments). */
export type FinderRanking = 'score' | 'capacity-gap';

export interface BestLocations {
  region: string;
  businessType: string;
  areasScored: number;
  top: RankedArea[];
  method: string;
  /** What the list is ordered by (the capacity gap falls back to the score when the model is weak). */
  rankedBy?: FinderRanking;
}

export const FINDER_TOP_N = 20;

/** Establishments per 10,000 households over every county with business-pattern data (memoised). */
function statewideDensity(ctx: EngineContext, type: BusinessType): number | null {
  return ctx.memo(`statewide-density:${type.id}`, () => {
    let est = 0;
    let hh = 0;
    for (const county of ctx.geo.areas('county')) {
      const households = county.demographics.households?.value;
      if (!households) continue;
      const answer = ctx.geo.businessCounts({ countyFips: county.id, naics: type.recognition.naics });
      if (!answer.covered) continue;
      est += (answer.establishmentsRange[0] + answer.establishmentsRange[1]) / 2;
      hh += households;
    }
    return hh > 0 ? (10_000 * est) / hh : null;
  });
}

/**
 * Most ZCTAs a finder table keeps per context (the oldest read go first): more than the largest state has (Texas,
 * about 1,900), so the searches an analyst repeats over one market read their areas once, while the tables of a
 * thread that ranks the whole country in turn stay bounded (Illinois, all 25 trades: about 16 MB).
 */
const FINDER_TABLE_AREAS = 2_500;

/** A per-context table of the finder's ZCTA figures under `key`, bounded by {@link FINDER_TABLE_AREAS}. */
function finderTable<T>(ctx: EngineContext, key: string, zcta: AreaRecord, compute: () => T): T {
  const table = ctx.memo(`finder:${key}`, () => new Map<string, T>());
  const kept = table.get(zcta.id);
  if (kept !== undefined) return kept;
  const value = compute();
  if (table.size >= FINDER_TABLE_AREAS) {
    const oldest = table.keys().next();
    if (!oldest.done) table.delete(oldest.value);
  }
  table.set(zcta.id, value);
  return value;
}

/**
 * What a ZCTA's internal point reads whatever the trade and radius: the people within 3 mi, the Transit Score and
 * the Census basis (customer fit, household income, the rent index where no ring gives one). Read once per loaded
 * view.
 */
interface SiteFacts {
  residents3mi: number | null;
  transit: number | null;
  basis: Pick<AreaBasisInputs, 'fit' | 'householdIncome' | 'rentIndex'>;
}

function siteFacts(ctx: EngineContext, type: BusinessType, zcta: AreaRecord): SiteFacts {
  return finderTable(ctx, 'site', zcta, () => {
    // Of the basis only the owner homes in the radius depend on the type (read in `tradeFacts`), not these.
    const { fit, householdIncome, rentIndex } = zctaBasisInputs(ctx, type, zcta);
    const geo = ctx.geo;
    const point = zcta.internalPoint;
    const ring3 = geo.areasOverlappingRing('zcta', point, 3);
    const residents3mi =
      apportion(
        ring3,
        'population',
        ring3.reduce((s, o) => s + landInRing(o), 0),
      )?.figure.value ?? null;
    const stops = geo.stopsWithin(point, 1);
    // As on a site's dashboard: no Transit Score where the local bus network is not loaded (rail lines alone would
    // read as a poor score where the data is missing).
    // (The disc's coverage is measured only where stops are loaded at all: most of a state has none.)
    const localTransit = () => geo.discCoverage('local-transit', point, SCORE_RADIUS_MILES.transit).covered;
    const transit = stops.covered && localTransit() ? transitScoreOfHits(stops.items).score : null;
    return { residents3mi, transit, basis: { fit, householdIncome, rentIndex } };
  });
}

/**
 * What a ZCTA's internal point reads for one service radius whatever the trade: the ZCTAs and counties of the ring,
 * its households and the rent index. The same for every business type of that radius (all storefronts: 1 mi; all
 * service trades: 15 mi), so read once per loaded view.
 */
interface RingFacts {
  near: AreaOverlap[];
  households: number | null;
  /** The ring's owner-occupied share, apportioned: read for service-area types only (undefined until then). */
  ownerShare?: number | null;
  counties: AreaOverlap[];
  rentIndex: number | null;
}

function ringFacts(ctx: EngineContext, zcta: AreaRecord, radius: number): RingFacts {
  // The rent's corridor figures are read for the current year: a new year reads them again.
  return finderTable(ctx, `ring:${radius}:${new Date().getUTCFullYear()}`, zcta, () => {
    const geo = ctx.geo;
    const point = zcta.internalPoint;
    const near = geo.areasOverlappingRing('zcta', point, radius);
    const households = apportion(near, 'households', 1)?.figure.value ?? null;
    const counties = geo.areasOverlappingRing('county', point, radius);
    // The dashboard's own estimate for a site at the area's point (Chicago's tract home values, corridor rents).
    const rentIndex = rentIndexAt(ctx, point, radius, zcta.countyFips ?? null, near);
    return { near, households, counties, rentIndex };
  });
}

/** What a ZCTA reads for one business type apart from the searcher's priorities and customers: kept per view. */
interface TradeFacts {
  /** Where the competitor count came from (only its citation is kept: the estimates' methods are long texts). */
  citation: string | null;
  thin: boolean;
  density: number | null;
  competitorText: string;
  ownerHomes: number | null;
}

function tradeFacts(
  ctx: EngineContext,
  type: BusinessType,
  zcta: AreaRecord,
  site: SiteFacts,
  facts: RingFacts,
): TradeFacts {
  return finderTable(ctx, `trade:${type.id}`, zcta, () => {
    const geo = ctx.geo;
    const point = zcta.internalPoint;
    const basis = site.basis;
    const radius = type.defaultRadiusMiles;
    const { near, households, counties } = facts;
    let density: number | null = null;
    let competitorText = '';
    // The same estimate as a site's competitor section: named places where measured complete, else the
    // Census count apportioned to the ring.
    const places = competitorHits(geo, type, point, radius);
    const chosen = chooseCompetitorCount(
      places.covered ? places.items.length : null,
      censusEstimate(ctx, type, radius, near, counties, households),
      ringCompleteness(geo, type, near, counties)?.value ?? null,
      {
        source: 'named places',
        vintage: '',
        citation: 'the loaded place data',
      },
    );
    // Under one establishment in the ring (no named place found, or a Census count apportioned to a fraction) is
    // too thin to compare densities on: scored, it reads as "no competitors", competition 100, and a golf-course
    // village tops the county. Left out of the area's score, with why; the full analysis maps the competitors.
    const thin = chosen !== null && chosen.value < 1;
    if (chosen && !thin && households && households > 0) {
      density = (10_000 * chosen.value) / households;
      competitorText = `about ${Math.round(chosen.value)} ${type.noun.many} within ${radius} mi (${chosen.citation})`;
    }
    let ownerHomes: number | null = null;
    if (type.kind === 'service-area') {
      // The ring's households, apportioned above.
      facts.ownerShare ??= apportion(near, 'ownerOccupiedShare', 1)?.figure.value ?? null;
      const own = facts.ownerShare ?? basis.fit.ownerOccupiedShare;
      ownerHomes =
        households !== null && own !== null
          ? (households * own) / 100
          : zctaBasisInputs(ctx, type, zcta).ownerHomesInRadius;
    }
    return {
      citation: chosen?.citation ?? null,
      thin,
      density,
      competitorText,
      ownerHomes,
    };
  });
}

function scoreArea(
  ctx: EngineContext,
  type: BusinessType,
  zcta: AreaRecord,
  segments: readonly CustomerSegment[],
  priorities: PriorityShifts,
) {
  const radius = type.defaultRadiusMiles;
  const site = siteFacts(ctx, type, zcta);
  const ring = ringFacts(ctx, zcta, radius);
  const { citation, thin, density, competitorText, ownerHomes } = tradeFacts(ctx, type, zcta, site, ring);
  const basis = site.basis;
  const reference = statewideDensity(ctx, type);
  const result = combineSiteScore(
    {
      demand: demandSubScore({
        kind: type.kind,
        residents3mi: site.residents3mi,
        ownerHomesInRadius: ownerHomes,
        householdIncome: basis.householdIncome,
      }),
      competition: (() => {
        if (thin)
          return {
            score: null,
            detail: `not scored: under one ${type.noun.one} counted within ${radius} mi (${citation}), too few to compare with the county's density`,
          };
        const s = competitionSubScore(density, reference);
        return s.score === null ? s : { ...s, detail: `${competitorText} (${s.detail} across covered counties)` };
      })(),
      access: accessSubScore({ kind: type.kind, walk: null, transit: site.transit, dailyVehicles: null }),
      cost: costSubScore(ring.rentIndex ?? basis.rentIndex),
      fit: fitSubScore(segments, basis.fit),
    },
    type.weights,
    priorities,
    // Every area gets its score; `bestLocations` ranks the thinly measured ones after the others.
    0,
  );
  return { result, fit: basis.fit };
}

/**
 * Best-location finder: scores every populated ZCTA in the region for the business type (demand from
 * people within 3 mi, competition from place data or business patterns against the statewide density,
 * transit where loaded, cost from home values, customer fit) and returns the top 20 with the reasons
 * behind each score.
 *
 * @example bestLocations(ctx, getBusinessType('coffee-shop'), {kind: 'county', fips: '17031'}).top[0].zcta
 */
export function bestLocations(
  ctx: EngineContext,
  type: BusinessType,
  region: SearchRegion,
  options: {
    priorities?: PriorityShifts;
    customers?: CustomerSegment[];
    topN?: number;
    /** 'capacity-gap': areas with room for the most establishments first (ties by score). */
    rankBy?: FinderRanking;
    /** The capacity model to use (default: the one shipped in `models/`). */
    capacityModel?: CapacityModel | null;
  } = {},
): BestLocations {
  const model = options.capacityModel === undefined ? shippedCapacityModel(ctx) : options.capacityModel;
  const modelError = model ? modelErrorFor(model, type.id) : null;
  const byGap = options.rankBy === 'capacity-gap' && modelError !== null && !modelError.weak;
  const { test, label } = regionFilter(region);
  const segments = options.customers && options.customers.length > 0 ? options.customers : type.targetCustomers;
  const scored: Array<Omit<RankedArea, 'rank'>> = [];
  // The fit line places each area's own customer figures among the region's, so it is written once all are read.
  const ranking = new FitRanking();
  type Figures = Partial<Record<keyof FitInputs, number>>;
  const fitFigures = new Map<string, { own: Figures; county: Figures; missing: string[] }>();
  for (const zcta of ctx.geo.areas('zcta')) {
    if (!test(zcta) || !zcta.demographics.population || zcta.demographics.population.value <= 0) continue;
    const { result, fit } = scoreArea(ctx, type, zcta, segments, options.priorities ?? {});
    if (!result.score) continue;
    const own: Figures = {};
    const county: Figures = {};
    for (const key of fitFactorsRead(segments, fit)) {
      const mine = ownFigure(zcta, key);
      if (mine !== null) {
        own[key] = mine;
        ranking.add(key, mine);
      } else if (fit[key] !== null) county[key] = fit[key];
    }
    fitFigures.set(zcta.id, { own, county, missing: result.coverage.missing });
    scored.push({
      zcta: zcta.id,
      name: zcta.name,
      point: zcta.internalPoint,
      score: result.score,
      subScores: result.subScores,
      reasons: [],
      capacity: zctaCapacity(ctx, model, type, zcta),
      measuredShare: result.coverage.weightShare,
    });
  }
  for (const area of scored) {
    const figures = fitFigures.get(area.zcta);
    area.subScores = area.subScores.map((s) =>
      s.name === 'fit' && s.score !== null && figures
        ? { ...s, detail: fitLine(s.detail, figures.own, figures.county, ranking) }
        : s,
    );
    area.reasons = [...area.subScores]
      .filter((s) => s.score !== null)
      .sort((a, b) => b.weight * (b.score ?? 0) - a.weight * (a.score ?? 0))
      .slice(0, 3)
      .map((s) => `${s.name} ${s.score}/100: ${s.detail}`);
    const measuredShare = area.measuredShare ?? 1;
    // A few known parts renormalised would outrank areas measured on every part (never let thin data win).
    if (measuredShare < MIN_SCORED_WEIGHT_SHARE)
      area.reasons.unshift(
        `ranked after the better-measured areas: only ${Math.round(measuredShare * 100)} % of the score's weight is measured here (no data for ${figures?.missing.join(', ')})`,
      );
  }
  const gapOf = (a: Omit<RankedArea, 'rank'>) => a.capacity?.gap ?? Number.NEGATIVE_INFINITY;
  const wellMeasured = (a: Omit<RankedArea, 'rank'>) => ((a.measuredShare ?? 1) >= MIN_SCORED_WEIGHT_SHARE ? 1 : 0);
  scored.sort(
    (a, b) =>
      (byGap ? gapOf(b) - gapOf(a) : 0) ||
      wellMeasured(b) - wellMeasured(a) ||
      b.score.value - a.score.value ||
      a.zcta.localeCompare(b.zcta),
  );
  let rankNote = '';
  if (options.rankBy === 'capacity-gap')
    rankNote = byGap
      ? ` Ranked by the capacity gap (establishments the capacity model expects minus those counted; ${modelError?.text}), ties by score.`
      : ` Not ranked by the capacity gap: ${modelError ? `the capacity model is weak for ${type.noun.many} (${modelError.text})` : 'no back-tested capacity model is loaded'}, so the areas are ranked by the site score and its competitor-count rules.`;
  return {
    region: label,
    businessType: type.id,
    areasScored: scored.length,
    top: scored.slice(0, options.topN ?? FINDER_TOP_N).map((s, i) => ({ rank: i + 1, ...s })),
    method: `Each populated ZCTA is scored at its Census internal point with the site-score sub-scores: demand (people within 3 mi by area-weighted apportioning, or owner-occupied homes in the service radius), competition (place data within the default radius, else County Business Patterns, against the density across all covered counties), access (Transit Score where transit data is loaded), cost (home values against the market) and customer fit; weights as for a site.${rankNote}`,
    rankedBy: byGap ? 'capacity-gap' : 'score',
  };
}
