import type { SiteResult } from '../types';

type Part = SiteResult['siteScore']['subScores'][number];

/** Each part of the site score in an owner's words. */
export const PLAIN_PART_NAMES: Record<string, string> = {
  demand: 'nearby demand',
  competition: 'room left by competitors',
  access: 'getting there (walking, transit, parking)',
  cost: 'rent and costs',
  fit: 'fit with the people who live here',
};

const partName = (p: Part) => PLAIN_PART_NAMES[p.name] ?? p.name;

/** The measured parts, best first by how much each adds to the score (its score times its weight). */
function rankedParts(site: SiteResult): Part[] {
  return site.siteScore.subScores
    .filter((p): p is Part & { score: number } => p.score !== null && !p.missing)
    .sort((a, b) => b.score * b.weight - a.score * a.weight || b.score - a.score);
}

/**
 * The site score's main reason as one plain sentence: its strongest and its weakest part ("Strongest on nearby
 * demand (82 of 100); weakest on rent and costs (35 of 100)."), or why there is no score (beside a bold "No site score").
 */
export function mainReason(site: SiteResult): string {
  const parts = rankedParts(site);
  const best = parts[0];
  if (!site.siteScore.score || !best) {
    // The answer already says "No site score" in bold beside it: the reason, once.
    const summary = site.siteScore.coverage?.summary ?? 'Not enough data here for a site score';
    return `${summary.replace(/^./, (c) => c.toUpperCase()).replace(/\.$/, '')}.`;
  }
  const weakest = [...parts].sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];
  const strong = `Strongest on ${partName(best)} (${best.score} of 100)`;
  if (!weakest || weakest === best) return `${strong}.`;
  return `${strong}; weakest on ${partName(weakest)} (${weakest.score} of 100).`;
}

/** "Good", "Fair" or "Weak" for a 0–100 score (the gauges' own bands). */
export const scoreWord = (score: number): string => (score >= 70 ? 'Good' : score >= 40 ? 'Fair' : 'Weak');
