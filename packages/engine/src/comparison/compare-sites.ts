import { haversineMiles } from '@sitescout/geodata/distance';
import type { SiteAnalysis } from '../analysis/site-analysis.js';
import { type SubScoreName, shiftedWeights } from '../site-score/site-score.js';
import type { ScoreWeights } from '../taxonomy/types.js';
import { walkshedOf } from '../trade-area/walkshed-of.js';

export interface CriterionWinner {
  criterion: string;
  /** Label of the winning site, or null when no site has the figure, the best sites tie, or it is not ranked. */
  winner: string | null;
  /** Sites sharing the best figure when two or more do (a tie names no winner). */
  tied?: string[];
  value: number | null;
  reason: string;
}

export interface RankedSite {
  /** 1 = best; sites with equal scores on the shared parts share a rank. */
  rank: number;
  label: string;
  /** The site's own headline score (null when its data covers too little). */
  score: number | null;
  /** The score over the parts measured at every site, which the ranking uses. */
  sharedScore: number | null;
  /** Parts measured at this site. */
  measured: SubScoreName[];
}

/** Sites at the same point (within `SAME_PLACE_METRES`): the same place measured twice. */
export interface SamePlace {
  labels: string[];
  /** Largest distance between two of them, metres. */
  metres: number;
}

export interface SiteComparison {
  ranking: RankedSite[];
  /** Groups of sites at the same point, said in the summary. Absent on comparisons made before the check. */
  samePlace?: SamePlace[];
  /** Site-score parts measured at every site: the only ones the ranking compares. */
  sharedParts: SubScoreName[];
  criteria: CriterionWinner[];
  summary: string;
}

interface Criterion {
  name: string;
  better: 'higher' | 'lower';
  pick: (a: SiteAnalysis) => number | null | undefined;
  format: (v: number) => string;
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');

const CRITERIA: readonly Criterion[] = [
  {
    name: 'Residents within 3 mi',
    better: 'higher',
    pick: (a) => a.tradeArea.rings.find((r) => r.radiusMiles === 3)?.population?.value,
    format: n,
  },
  {
    name: 'Residents within a 10-minute walk',
    better: 'higher',
    pick: (a) => walkshedOf(a.tradeArea.walk, 10)?.population?.value,
    format: n,
  },
  {
    name: 'Households in the trade area',
    better: 'higher',
    pick: (a) => a.demographics.figures.households?.value,
    format: n,
  },
  {
    name: 'Competitor density',
    better: 'lower',
    pick: (a) => a.competitors.densityPer10kHouseholds?.value,
    format: (v) => `${v.toFixed(1)} per 10,000 households`,
  },
  { name: 'Walk Score', better: 'higher', pick: (a) => a.scores.walk.score, format: n },
  {
    name: 'Transit Score',
    better: 'higher',
    // Partial scores (rail lines only, outside the local network) are lower bounds: not compared.
    pick: (a) => (a.scores.transit?.partial ? null : a.scores.transit?.score),
    format: n,
  },
  {
    name: 'Customer fit',
    better: 'higher',
    pick: (a) => a.siteScore.subScores.find((s) => s.name === 'fit')?.score,
    format: (v) => `${n(v)}/100`,
  },
  {
    name: 'Estimated rent',
    better: 'lower',
    pick: (a) => a.costs.estimate?.value,
    format: (v) => `$${v.toFixed(2)}/sq ft/yr`,
  },
];

const REVENUE: Criterion = {
  name: 'Expected revenue',
  better: 'higher',
  pick: (a) => a.forecast.annualRevenue?.expected.value,
  format: (v) => `$${n(v)} a year`,
};

const FORECAST_METHOD_NAME: Record<string, string> = {
  huff: 'Huff model',
  'fair-share': 'fair share of a business count',
  'service-demand': 'service demand',
};

/** Sites closer than this are the same point: a geocoder's answers for one address differ by a few metres. */
export const SAME_PLACE_METRES = 25;

const METRES_PER_MILE = 1609.344;

/** "A", "A and B", "A, B and C". */
const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Groups of sites within `SAME_PLACE_METRES` of each other (single linkage), in input order. */
export function samePlaceGroups(analyses: readonly SiteAnalysis[]): SamePlace[] {
  const group = analyses.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : root(group[i] as number));
  const metres = (i: number, j: number) =>
    haversineMiles(analyses[i]?.site as SiteAnalysis['site'], analyses[j]?.site as SiteAnalysis['site']) *
    METRES_PER_MILE;
  for (let i = 0; i < analyses.length; i++)
    for (let j = i + 1; j < analyses.length; j++) if (metres(i, j) <= SAME_PLACE_METRES) group[root(j)] = root(i);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < analyses.length; i++) groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => ({
      labels: g.map((i) => analyses[i]?.site.label ?? ''),
      metres: Math.round(Math.max(...g.flatMap((i) => g.map((j) => metres(i, j))))),
    }));
}

const measuredParts = (a: SiteAnalysis): SubScoreName[] =>
  a.siteScore.subScores.filter((s) => s.score !== null).map((s) => s.name);

/** Parts of the site score measured at every site, in the score's own order. */
export function sharedParts(analyses: readonly SiteAnalysis[]): SubScoreName[] {
  const [first, ...rest] = analyses;
  if (!first) return [];
  return measuredParts(first).filter((p) => rest.every((a) => measuredParts(a).includes(p)));
}

/**
 * The site score over the given parts only: Σ w·s / Σ w with the site's weights after priorities.
 * Null when no part is given.
 */
export function scoreOnParts(a: SiteAnalysis, parts: readonly SubScoreName[]): number | null {
  if (parts.length === 0) return null;
  const base = Object.fromEntries(a.siteScore.subScores.map((s) => [s.name, s.baseWeight])) as unknown as ScoreWeights;
  const w = shiftedWeights(base, a.priorities);
  let sum = 0;
  let weight = 0;
  for (const s of a.siteScore.subScores) {
    if (!parts.includes(s.name) || s.score === null) continue;
    sum += w[s.name] * s.score;
    weight += w[s.name];
  }
  return weight > 0 ? Math.round(sum / weight) : null;
}

/** True when two labelled sites are one place (see `samePlaceGroups`). */
type SamePlaceTest = (a: string, b: string) => boolean;

function winnerOf(c: Criterion, analyses: readonly SiteAnalysis[], same: SamePlaceTest = () => false): CriterionWinner {
  const known = analyses
    .map((a) => ({ label: a.site.label, v: c.pick(a) }))
    .filter((x): x is { label: string; v: number } => typeof x.v === 'number' && Number.isFinite(x.v))
    .sort((x, y) => (c.better === 'higher' ? y.v - x.v : x.v - y.v));
  const [first, second] = known;
  if (!first) return { criterion: c.name, winner: null, value: null, reason: 'no site has this figure' };
  if (!second)
    return {
      criterion: c.name,
      winner: first.label,
      value: first.v,
      reason: `${first.label}: ${c.format(first.v)} (the only site with this figure)`,
    };
  // Figures that read the same are a tie: no winner by a difference the reader cannot see.
  // Sites at the same place tie too: a metre's difference in their rings is no difference in the location.
  const tied = known
    .filter((x) => c.format(x.v) === c.format(first.v) || same(x.label, first.label))
    .map((x) => x.label);
  if (tied.length > 1)
    return {
      criterion: c.name,
      winner: null,
      tied,
      value: first.v,
      reason: `tie at ${c.format(first.v)} between ${listWords(tied)}`,
    };
  return {
    criterion: c.name,
    winner: first.label,
    value: first.v,
    reason: `${first.label}: ${c.format(first.v)} vs ${c.format(second.v)} at ${second.label}`,
  };
}

/** Expected revenue, compared only between sites whose forecasts use the same method. */
function revenueWinner(analyses: readonly SiteAnalysis[], same: SamePlaceTest): CriterionWinner {
  const withRevenue = analyses.filter((a) => a.forecast.annualRevenue !== null);
  const methods = [...new Set(withRevenue.map((a) => a.forecast.model ?? 'none'))];
  if (methods.length <= 1) {
    const w = winnerOf(REVENUE, analyses, same);
    const flagged = withRevenue.filter((a) => a.forecast.check?.flag).map((a) => a.site.label);
    return flagged.length === 0
      ? w
      : {
          ...w,
          reason: `${w.reason}; flagged as unproven (beyond what the county's establishments of this type earn): ${listWords(flagged)}`,
        };
  }
  const byMethod = methods
    .map((m) => {
      const labels = withRevenue.filter((a) => (a.forecast.model ?? 'none') === m).map((a) => a.site.label);
      return `${FORECAST_METHOD_NAME[m] ?? m} at ${labels.join(', ')}`;
    })
    .join('; ');
  return {
    criterion: REVENUE.name,
    winner: null,
    value: null,
    reason: `not ranked: the forecasts use different methods (${byMethod}), so their revenues are not comparable`,
  };
}

/**
 * Ranks analysed sites by their site score over the parts measured at every site (said in the
 * summary), never a partial score above a complete one without saying so, and names the winner of
 * each criterion with a one-line reason (its figure against the runner-up's). Revenue is compared only
 * between forecasts of the same method.
 *
 * @example compareSites([a, b]).criteria[0] // {criterion: 'Site score (shared parts: demand, fit)', winner: 'Lincoln Park', …}
 */
export function compareSites(analyses: readonly SiteAnalysis[]): SiteComparison {
  const shared = sharedParts(analyses);
  const rows = analyses.map((a) => ({
    a,
    label: a.site.label,
    score: a.siteScore.score?.value ?? null,
    sharedScore: scoreOnParts(a, shared),
    measured: measuredParts(a),
    share: a.siteScore.coverage.weightShare,
  }));
  // Ties on the shared parts go to the site with more of its score measured, never the partial one.
  rows.sort((x, y) => (y.sharedScore ?? -1) - (x.sharedScore ?? -1) || y.share - x.share);
  const same = samePlaceGroups(analyses);
  const isSame: SamePlaceTest = (x, y) => x === y || same.some((g) => g.labels.includes(x) && g.labels.includes(y));
  // Equal scores share a rank (standard competition ranking: 1, 1, 3), and so do sites at the same place: no
  // winner by a hair's ordering.
  const ranking: RankedSite[] = rows.map((r) => ({
    rank: 1 + rows.filter((x) => (x.sharedScore ?? -1) > (r.sharedScore ?? -1) && !isSame(x.label, r.label)).length,
    label: r.label,
    score: r.score,
    sharedScore: r.sharedScore,
    measured: r.measured,
  }));
  const allParts = analyses[0]?.siteScore.subScores.length ?? 0;
  const sharedName = shared.length === allParts ? 'Site score' : `Site score (shared parts: ${shared.join(', ')})`;
  const siteScore: Criterion = {
    name: sharedName,
    better: 'higher',
    pick: (a) => scoreOnParts(a, shared),
    format: (v) => `${n(v)}/100`,
  };
  const criteria = [siteScore, ...CRITERIA].map((c) => winnerOf(c, analyses, isSame));
  criteria.push(revenueWinner(analyses, isSame));
  const top = ranking[0];
  const firsts = ranking.filter((r) => r.rank === 1);
  const wins = (label: string) => criteria.filter((c) => c.winner === label).length;
  const sameText = same
    .map(
      (g) =>
        ` ${listWords(g.labels)} are the same place (${g.metres === 0 ? 'the same point' : `within ${g.metres} m`}): their figures are one location measured ${g.labels.length === 2 ? 'twice' : `${g.labels.length} times`}, so they tie on every criterion.`,
    )
    .join('');
  const lead =
    !top || top.sharedScore === null
      ? null
      : firsts.length > 1
        ? `${listWords(firsts.map((r) => r.label))} tie for first with ${top.sharedScore}/100.`
        : `${top.label} ranks first with ${top.sharedScore}/100, winning ${wins(top.label)} of ${criteria.length} criteria.`;
  const partial = rows.filter((r) => r.measured.length < allParts);
  const basis =
    shared.length === 0
      ? ' No site-score part is measured at every site, so the sites are not ranked by score.'
      : shared.length < allParts
        ? ` Ranked on the parts measured at every site only (${shared.join(', ')}); ${partial
            .map((r) => `${r.label} has ${r.measured.length} of ${allParts} parts`)
            .join(', ')}; sites tied on those parts share a rank, the one with more parts measured listed first.`
        : '';
  return {
    ranking,
    samePlace: same,
    sharedParts: shared,
    criteria,
    summary: top ? `${lead ?? 'The sites are not ranked by score.'}${basis}${sameText}` : 'No sites to compare.',
  };
}
