import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import { type Criterion, exclusionReason } from './criteria.js';

/** One site's figure in a criterion row, formatted once for every display. */
export interface CriterionCell {
  label: string;
  /** The figure (null: no data here). */
  value: number | null;
  /** The figure as every display shows it ("74/100", "$26.37/sq ft/yr"), or "no data". */
  text: string;
  /**
   * winner / tied: best comparable figure; compared: comparable, not best; not-compared: shown but not measured
   * at the site well enough to win (`note` says why); no-data: no figure here.
   */
  status: 'winner' | 'tied' | 'compared' | 'not-compared' | 'no-data';
  note?: string;
}

export interface CriterionWinner {
  criterion: string;
  /** Label of the winning site, or null when fewer than two sites have a comparable figure, the best tie, or it is not ranked. */
  winner: string | null;
  /** Sites sharing the best figure when two or more do (a tie names no winner). */
  tied?: string[];
  value: number | null;
  reason: string;
  /** Every site's figure in input order (absent on comparisons stored before cells). */
  cells?: CriterionCell[];
}

/** "A", "A and B", "A, B and C". */
export const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** True when two labelled sites are one place (see `samePlaceGroups`). */
export type SamePlaceTest = (a: string, b: string) => boolean;

/**
 * The winner of one criterion among the sites whose figure is measured there well enough (`exclusionReason`):
 * the best comparable figure against the runner-up's. Figures that read the same, that differ by less than the
 * criterion's measurement error (`measurement-error.ts`), or sites at the same place, tie; fewer than two comparable figures name no winner, and the reason says which sites were left out and why.
 */
export function winnerOf(
  c: Criterion,
  analyses: readonly SiteAnalysis[],
  same: SamePlaceTest = () => false,
): CriterionWinner {
  const rows = analyses.map((a) => {
    const wide = a.location?.widerThanRing;
    // Placed only at the centre of an area wider than the ring: no figure read at that point is the site's.
    if (wide)
      return {
        label: a.site.label,
        v: null,
        excluded: `not shown: placed only at the centre of ${wide.name}, wider than the ${a.radiusMiles}-mile ring`,
      };
    const raw = c.pick(a);
    const v = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    return { label: a.site.label, v, excluded: v === null ? null : exclusionReason(c, a) };
  });
  const comparable = rows
    .filter((x): x is { label: string; v: number; excluded: null } => x.v !== null && x.excluded === null)
    .sort((x, y) => (c.better === 'higher' ? y.v - x.v : x.v - y.v));
  const left = rows
    .filter((x) => x.excluded !== null)
    .map((x) => `${x.label}: ${(x.excluded as string).replace(/\.\s*$/, '')}`);
  const leftText = left.length > 0 ? ` Not compared: ${left.join('; ')}.` : '';
  const [first, second] = comparable;
  const withinError = (x: { v: number }, y: { v: number }) =>
    c.error !== undefined && Math.abs(x.v - y.v) < c.error.of(Math.max(Math.abs(x.v), Math.abs(y.v)));
  const tied =
    first && second
      ? comparable
          .filter((x) => c.format(x.v) === c.format(first.v) || same(x.label, first.label) || withinError(x, first))
          .map((x) => x.label)
      : [];
  const readSame = tied.every(
    (l) => c.format(comparable.find((x) => x.label === l)?.v ?? 0) === c.format(first?.v ?? 0),
  );
  const winner = first && second && tied.length < 2 ? first.label : null;
  const cells: CriterionCell[] = rows.map((x) => ({
    label: x.label,
    value: x.v,
    text: x.v === null ? (x.excluded !== null ? 'not shown' : 'no data') : c.format(x.v),
    status:
      x.v === null
        ? x.excluded !== null
          ? 'not-compared'
          : 'no-data'
        : x.excluded !== null
          ? 'not-compared'
          : x.label === winner
            ? 'winner'
            : tied.length > 1 && tied.includes(x.label)
              ? 'tied'
              : 'compared',
    ...(x.excluded ? { note: x.excluded } : {}),
  }));
  const base = { criterion: c.name, cells };
  if (!first) {
    const anyFigure = rows.some((x) => x.v !== null);
    return {
      ...base,
      winner: null,
      value: null,
      reason: `${anyFigure ? 'no site has a figure measured there well enough to compare' : 'no site has this figure'}.${leftText}`,
    };
  }
  if (!second)
    return {
      ...base,
      winner: null,
      value: first.v,
      reason: `not ranked: only ${first.label} has a comparable figure (${c.format(first.v)}).${leftText}`,
    };
  if (tied.length > 1)
    return {
      ...base,
      winner: null,
      tied,
      value: first.v,
      reason: readSame
        ? `tie at ${c.format(first.v)} between ${listWords(tied)}.${leftText}`
        : `tie within the measurement error (${c.error?.words}) between ${listWords(tied.map((l) => `${l} (${c.format(comparable.find((x) => x.label === l)?.v ?? 0)})`))}.${leftText}`,
    };
  return {
    ...base,
    winner: first.label,
    value: first.v,
    reason: `${first.label}: ${c.format(first.v)} vs ${c.format(second.v)} at ${second.label}.${leftText}`,
  };
}
