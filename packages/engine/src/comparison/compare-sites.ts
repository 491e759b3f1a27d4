import { haversineMiles } from '@sitescout/geodata/distance';
import { METRES_PER_MILE, rangeText } from '@sitescout/shared';
import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import { widerThanRingReason } from '../site-location/site-location.js';
import { PRIORITY_TARGET, type SubScoreName, shiftedWeights } from '../site-score/site-score.js';
import { aType, typeNoun } from '../taxonomy/type-noun.js';
import type { ScoreWeights } from '../taxonomy/types.js';
import { closeCall } from './close-call.js';
import { CRITERIA, type Criterion, REVENUE, scoreText } from './criteria.js';
import { type CriterionWinner, listWords, type SamePlaceTest, winnerOf } from './criterion-winner.js';
import { SCORE_ERROR } from './measurement-error.js';
import { competitionRanks } from './ranking.js';
import { zoningDemotions } from './zoning-demotion.js';

export type { CriterionCell, CriterionWinner } from './criterion-winner.js';

export interface RankedSite {
  /** 1 = best by the site's own score (all parts measured there); equal shown scores share a rank; null without a score. */
  rank: number | null;
  /** The site's number in the analysis (1-based input order): the number on the map, the tabs and the report pages. */
  site?: number;
  label: string;
  /** The site's own headline score, the one every page shows (null when its data covers too little). */
  score: number | null;
  /** The score over the parts measured at every site only. */
  sharedScore: number | null;
  /** Rank on the parts measured at every site (the second ranking, shown when a part is missing somewhere). */
  sharedRank?: number | null;
  /** Parts measured at this site. */
  measured: SubScoreName[];
  /** Weighted parts not measured at this site. */
  missing?: SubScoreName[];
  /** The own score with the missing parts at 0 and at 100 (null when nothing is missing). */
  range?: { low: number; high: number } | null;
  /** Placed only to its ZIP or city: its figures describe that centre, not a chosen site. */
  approximate?: boolean;
}

/** Sites at the same point (within `SAME_PLACE_METRES`): the same place measured twice. */
export interface SamePlace {
  labels: string[];
  /** Largest distance between two of them, metres. */
  metres: number;
}

export interface SiteComparison {
  /** Sites by their own site score, best first. */
  ranking: RankedSite[];
  /** The first sentence: who ranks first, with the same score the ranking shows. */
  headline?: string;
  /** Groups of sites at the same point, said in the summary. Absent on comparisons made before the check. */
  samePlace?: SamePlace[];
  /** Site-score parts measured at every site: the second ranking uses only these. */
  sharedParts: SubScoreName[];
  /** True when the ranking on shared parts orders the sites as the ranking on all parts does (null: no part missing). */
  rankingsAgree?: boolean | null;
  /** Each priority whose part is not measured at every site, in plain words (it moves one ranking, not the other). */
  priorityNotes?: string[];
  criteria: CriterionWinner[];
  summary: string;
}

/** Sites closer than this are the same point: a geocoder's answers for one address differ by a few metres. */
export const SAME_PLACE_METRES = 25;

const FORECAST_METHOD_NAME: Record<string, string> = {
  huff: 'Huff model',
  'fair-share': 'fair share of a business count',
  'service-demand': 'service demand',
};

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
 * The site score over the given parts only: Σ w·s / Σ w with the site's weights after priorities, over the
 * whole-number parts every page shows, rounded once. Null when no part is given.
 */
export function scoreOnParts(a: SiteAnalysis, parts: readonly SubScoreName[]): number | null {
  if (parts.length === 0) return null;
  const base = Object.fromEntries(a.siteScore.subScores.map((s) => [s.name, s.baseWeight])) as unknown as ScoreWeights;
  const w = shiftedWeights(base, a.priorities);
  let sum = 0;
  let weight = 0;
  for (const s of a.siteScore.subScores) {
    if (!parts.includes(s.name) || s.score === null) continue;
    sum += w[s.name] * Math.round(s.score);
    weight += w[s.name];
  }
  return weight > 0 ? Math.round(sum / weight) : null;
}

/** Expected revenue, compared only between sites whose forecasts use the same method. */
function revenueWinner(analyses: readonly SiteAnalysis[], same: SamePlaceTest): CriterionWinner {
  const w = winnerOf(REVENUE, analyses, same);
  const withRevenue = analyses.filter((a) => a.forecast.annualRevenue !== null);
  const methods = [...new Set(withRevenue.map((a) => a.forecast.model ?? 'none'))];
  if (methods.length <= 1) return w;
  const byMethod = methods
    .map((m) => {
      const labels = withRevenue.filter((a) => (a.forecast.model ?? 'none') === m).map((a) => a.site.label);
      return `${FORECAST_METHOD_NAME[m] ?? m} at ${labels.join(', ')}`;
    })
    .join('; ');
  return {
    ...w,
    winner: null,
    tied: undefined,
    value: null,
    cells: w.cells?.map((c) =>
      c.status === 'winner' || c.status === 'tied' ? { ...c, status: 'compared' as const } : c,
    ),
    reason: `not ranked: the forecasts use different methods (${byMethod}), so their revenues are not comparable`,
  };
}

const PRIORITY_NAME: Record<keyof typeof PRIORITY_TARGET, string> = {
  footTraffic: 'Foot traffic',
  lowCompetition: 'Low competition',
  customerProximity: 'Customer proximity',
};

/** Each priority whose part is not measured at every site: it moves the ranking on all parts only (or nothing). */
function priorityNotes(analyses: readonly SiteAnalysis[], shared: readonly SubScoreName[]): string[] {
  const notes: string[] = [];
  for (const [key, part] of Object.entries(PRIORITY_TARGET) as Array<[keyof typeof PRIORITY_TARGET, SubScoreName]>) {
    if (shared.includes(part)) continue;
    const without = analyses.filter((a) => !measuredParts(a).includes(part)).map((a) => a.site.label);
    notes.push(
      without.length === analyses.length
        ? `${PRIORITY_NAME[key]} cannot move this ranking: it weighs the ${part} part, which is measured at no site here.`
        : `${PRIORITY_NAME[key]} weighs the ${part} part, not measured at ${listWords(without)}: it moves the ranking on all parts, not the one on the parts measured at every site.`,
    );
  }
  return notes;
}

const ordered = (rows: ReadonlyArray<{ label: string; s: number | null }>) =>
  rows
    .filter((r) => r.s !== null)
    .map((r) => `${r.label} (${r.s}/100)`)
    .join('; ');

/**
 * The headline where zoning or closeness changes what it may say: a site ranking first on score whose zoning flags
 * the use, while another is allowed, is named with why it is not first and who is first among the allowed sites;
 * a lead inside the score's stated error is too close to call, with what separates the two.
 */
function withZoningAndCloseness(
  headline: string,
  analyses: readonly SiteAnalysis[],
  ranking: readonly RankedSite[],
  criteria: readonly CriterionWinner[],
  winText: (r: RankedSite) => string,
): string {
  const byScore = [...ranking]
    .filter((r) => r.score !== null && !r.approximate)
    .sort((x, y) => Math.round(y.score ?? 0) - Math.round(x.score ?? 0) || (x.rank ?? 0) - (y.rank ?? 0));
  const of = (label: string) => analyses.find((a) => a.site.label === label);
  const scoreTop = byScore[0];
  const top = ranking.find((r) => r.rank === 1 && !r.approximate);
  const close = closeCall(byScore, criteria);
  const topAnalysis = scoreTop ? of(scoreTop.label) : undefined;
  if (scoreTop && top && scoreTop.label !== top.label && topAnalysis?.zoning?.status === 'flag') {
    const what = topAnalysis.businessType.kind === 'storefront' ? 'a storefront' : 'a business base';
    const type = aType(typeNoun(topAnalysis.businessType.id));
    return `${scoreTop.label} ranks first on score (${scoreTop.score}/100) but its zoning (${topAnalysis.zoning.zoneClass ?? 'its district'}) does not allow ${what}; ${top.label} is first among sites where ${type} is allowed, with ${top.score}/100${winText(top)}.${close ? ` ${close}` : ''}`;
  }
  return close ? `${headline} ${close}` : headline;
}

/**
 * Compares analysed sites once, for every display (dashboard, PDF, CLI): ranks them by their own site score —
 * the score every page shows, so the headline names the winner with the same number — and, when a weighted part
 * is missing at a site, ranks them on the parts measured at every site too and says how the two differ. Each
 * criterion is won only by a figure measured at the site at a precision that supports it (`criteria.ts`); every
 * site's figure comes formatted in the criterion's `cells`.
 *
 * @example compareSites([a, b]).headline // "West Loop ranks first with 75/100, winning 4 of 10 criteria."
 */
export function compareSites(analyses: readonly SiteAnalysis[]): SiteComparison {
  // A site whose figures are withheld (its point stands for an area wider than the ring) has no part to share.
  const withheld = analyses.filter((a) => a.location?.widerThanRing);
  const rankable = withheld.length < analyses.length ? analyses.filter((a) => !withheld.includes(a)) : analyses;
  const shared = sharedParts(rankable);
  const allParts = analyses[0]?.siteScore.subScores.length ?? 0;
  const same = samePlaceGroups(analyses);
  const isSame: SamePlaceTest = (x, y) => x === y || same.some((g) => g.labels.includes(x) && g.labels.includes(y));
  const demoted = zoningDemotions(analyses.map((a) => a.zoning?.status));
  const rows = analyses.map((a, i) => ({
    demoted: demoted[i] ?? false,
    label: a.site.label,
    site: i + 1,
    score: a.siteScore.score?.value ?? null,
    sharedScore: scoreOnParts(a, shared),
    share: a.siteScore.coverage.weightShare,
    measured: measuredParts(a),
    // Withheld: no part is missing for want of data, every one is held back (the summary says why).
    missing: withheld.includes(a) ? [] : a.siteScore.coverage.missing,
    range: a.siteScore.coverage.missing.length > 0 && !withheld.includes(a) ? a.siteScore.coverage.range : null,
    approximate: a.location?.approximate ?? false,
  }));
  const sameRow = (x: { label: string }, y: { label: string }) => isSame(x.label, y.label);
  const sharedRanks = new Map(
    competitionRanks(
      rows.map((r) => ({ ...r, score: r.sharedScore })),
      sameRow,
    ).map((r) => [r.label, r.rank]),
  );
  const ranking: RankedSite[] = competitionRanks(rows, sameRow).map(({ index: _i, share: _s, demoted: _d, ...r }) => ({
    ...r,
    sharedRank: sharedRanks.get(r.label) ?? null,
  }));

  const siteScore: Criterion = {
    name: 'Site score',
    better: 'higher',
    pick: (a) => a.siteScore.score?.value,
    format: scoreText,
    scaleMiles: (a) => a.radiusMiles,
    error: SCORE_ERROR,
  };
  const criteria = [siteScore, ...CRITERIA].map((c) => winnerOf(c, analyses, isSame));
  criteria.push(revenueWinner(analyses, isSame));
  const wins = (label: string) => criteria.filter((c) => c.winner === label).length;

  const scored = ranking.filter((r) => r.rank !== null);
  const firsts = scored.filter((r) => r.rank === 1);
  const top = firsts[0];
  const exact = scored.filter((r) => !r.approximate);
  const exactTop = exact[0];
  const winText = (r: RankedSite) => `, winning ${wins(r.label)} of ${criteria.length} criteria`;
  let headline: string;
  if (!top || top.score === null) headline = 'No site has a site score here, so the sites are not ranked by score.';
  else if (firsts.length > 1)
    headline = `${listWords(firsts.map((r) => r.label))} tie for first with ${top.score}/100.`;
  else if (scored.length === 1 && withheld.length > 0)
    headline = `${top.label} is the only site ranked, with ${top.score}/100: no other site here has a score to compare it with.`;
  else headline = `${top.label} ranks first with ${top.score}/100${winText(top)}.`;
  const placedAt = (label: string) =>
    analyses.find((a) => a.site.label === label)?.location?.precision === 'zip'
      ? 'its ZIP code area'
      : 'its city centre';
  if (top?.approximate && firsts.length === 1)
    headline = `${top.label} has the highest site score, ${top.score}/100, but it is placed only at ${placedAt(top.label)}, so that score describes the centre, not a site${
      exactTop && exactTop.score !== null
        ? `; of the sites placed at their address, ${exactTop.label} ranks highest with ${exactTop.score}/100${winText(exactTop)}`
        : ''
    }.`;
  headline = withZoningAndCloseness(headline, analyses, ranking, criteria, winText);
  const approximateText = scored
    .filter((r) => r.approximate && !(r === top && firsts.length === 1))
    .map(
      (r) =>
        ` ${r.label} is placed only at ${placedAt(r.label)}: its score describes that centre, not a site, and none of its figures can win a criterion — place the pin on the parcel to compare it.`,
    )
    .join('');

  const withheldText = withheld
    .map((a) => {
      const wide = a.location?.widerThanRing;
      return wide ? ` ${a.site.label} is not ranked: it is ${widerThanRingReason(wide, a.radiusMiles)}.` : '';
    })
    .join('');
  const partial = ranking.filter((r) => (r.missing?.length ?? 0) > 0);
  const missingText = partial
    .map(
      (r) =>
        ` ${r.label} has no ${listWords(r.missing ?? [])} part (its score is over ${r.measured.length} of ${allParts} parts${r.range ? `; ${rangeText(r.range.low, r.range.high)} with them at 0 and 100` : ''}).`,
    )
    .join('');
  const byShared = [...ranking].sort(
    (x, y) =>
      (x.sharedRank ?? Number.POSITIVE_INFINITY) - (y.sharedRank ?? Number.POSITIVE_INFINITY) ||
      y.measured.length - x.measured.length ||
      (x.site ?? 0) - (y.site ?? 0),
  );
  const rankingsAgree = partial.length === 0 ? null : ranking.every((r) => r.rank === null || r.rank === r.sharedRank);
  const sharedText =
    partial.length === 0
      ? ''
      : shared.length === 0
        ? ' No part is measured at every site, so there is no ranking on shared parts.'
        : ` On the parts measured at every site (${shared.join(', ')}): ${ordered(byShared.map((r) => ({ label: r.label, s: r.sharedScore })))}${
            rankingsAgree ? ' — the same order.' : ' — a different order: the missing parts decide it.'
          }${demoted.some(Boolean) ? ' Sites whose zoning flags the use are listed after the allowed ones in both.' : ''}`;
  const notes = priorityNotes(rankable, shared);
  const sameText = same
    .map(
      (g) =>
        ` ${listWords(g.labels)} are the same place (${g.metres === 0 ? 'the same point' : `within ${g.metres} m`}): their figures are one location measured ${g.labels.length === 2 ? 'twice' : `${g.labels.length} times`}, so they tie on every criterion.`,
    )
    .join('');
  return {
    ranking,
    headline,
    samePlace: same,
    sharedParts: shared,
    rankingsAgree,
    priorityNotes: notes,
    criteria,
    summary:
      analyses.length === 0
        ? 'No sites to compare.'
        : `${headline}${withheldText}${approximateText}${missingText}${sharedText}${notes.length > 0 ? ` ${notes.join(' ')}` : ''}${sameText}`,
  };
}

/**
 * The comparison to show for a stored result: the stored one, or — for results stored before comparisons carried
 * their cells and headline — one computed again from the stored analyses with the same rules.
 */
export function comparisonOf(result: {
  analyses: readonly SiteAnalysis[];
  comparison: SiteComparison | null;
}): SiteComparison | null {
  if (result.analyses.length < 2) return null;
  const c = result.comparison;
  return c?.headline !== undefined && c.criteria.every((k) => k.cells) ? c : compareSites(result.analyses);
}
