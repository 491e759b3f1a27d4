import type { CriterionWinner } from './criterion-winner.js';
import { listWords } from './criterion-winner.js';
import { SCORE_POINTS_ERROR } from './measurement-error.js';

interface Scored {
  label: string;
  score: number | null;
}

/**
 * When the two best site scores are within the score's stated error (`SCORE_POINTS_ERROR`), the lead is too close
 * to call: one sentence saying so and what separates the two (the criteria each wins outright), else null.
 *
 * @example closeCall([{label: 'A', score: 76}, {label: 'B', score: 74}], criteria)
 *   // 'A (76/100) and B (74/100) are too close to call on score: the 2-point lead is inside the score's ±3 points. What separates them: …'
 */
export function closeCall(byScore: readonly Scored[], criteria: readonly CriterionWinner[]): string | null {
  const [a, b] = byScore.filter((r) => r.score !== null);
  if (!a || !b || a.score === null || b.score === null) return null;
  const lead = Math.abs(Math.round(a.score) - Math.round(b.score));
  // Equal scores are already a tie in the headline.
  if (lead === 0 || lead >= SCORE_POINTS_ERROR) return null;
  const won = (label: string) =>
    criteria.filter((c) => c.criterion !== 'Site score' && c.winner === label).map((c) => c.criterion.toLowerCase());
  const sides = [a, b]
    .map((r) => ({ label: r.label, wins: won(r.label) }))
    .filter((r) => r.wins.length > 0)
    .map((r) => `${r.label} leads on ${listWords(r.wins)}`);
  const leadWords =
    lead === 0 ? 'they share the score' : `the ${lead}-point lead is inside the score's ±${SCORE_POINTS_ERROR} points`;
  return `${a.label} (${Math.round(a.score)}/100) and ${b.label} (${Math.round(b.score)}/100) are too close to call on score: ${leadWords}. What separates them: ${sides.length > 0 ? sides.join('; ') : 'no criterion beyond its measurement error'}.`;
}
