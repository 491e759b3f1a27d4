import type { SiteAnalysis } from '../analysis/site-analysis.js';

export interface CriterionWinner {
  criterion: string;
  /** Label of the winning site, or null when no site has the figure. */
  winner: string | null;
  value: number | null;
  reason: string;
}

export interface SiteComparison {
  ranking: Array<{ rank: number; label: string; score: number | null }>;
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
  { name: 'Site score', better: 'higher', pick: (a) => a.siteScore.score?.value, format: (v) => `${n(v)}/100` },
  {
    name: 'Residents within 3 mi',
    better: 'higher',
    pick: (a) => a.tradeArea.rings.find((r) => r.radiusMiles === 3)?.population?.value,
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
  { name: 'Transit Score', better: 'higher', pick: (a) => a.scores.transit?.score, format: n },
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
  {
    name: 'Expected revenue',
    better: 'higher',
    pick: (a) => a.forecast.annualRevenue?.expected.value,
    format: (v) => `$${n(v)} a year`,
  },
];

/**
 * Ranks analysed sites by site score and names the winner of each criterion with a one-line
 * reason (its figure against the runner-up's).
 *
 * @example compareSites([a, b]).criteria[0] // {criterion: 'Site score', winner: 'Lincoln Park', …}
 */
export function compareSites(analyses: readonly SiteAnalysis[]): SiteComparison {
  const ranked = [...analyses].sort((a, b) => (b.siteScore.score?.value ?? -1) - (a.siteScore.score?.value ?? -1));
  const ranking = ranked.map((a, i) => ({ rank: i + 1, label: a.site.label, score: a.siteScore.score?.value ?? null }));
  const criteria = CRITERIA.map((c): CriterionWinner => {
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
    if (first.v === second.v)
      return {
        criterion: c.name,
        winner: first.label,
        value: first.v,
        reason: `tie at ${c.format(first.v)} between ${first.label} and ${second.label}`,
      };
    return {
      criterion: c.name,
      winner: first.label,
      value: first.v,
      reason: `${first.label}: ${c.format(first.v)} vs ${c.format(second.v)} at ${second.label}`,
    };
  });
  const top = ranking[0];
  const wins = top ? criteria.filter((c) => c.winner === top.label).length : 0;
  return {
    ranking,
    criteria,
    summary: top
      ? `${top.label} ranks first${top.score === null ? '' : ` with ${top.score}/100`}, winning ${wins} of ${criteria.length} criteria.`
      : 'No sites to compare.',
  };
}
