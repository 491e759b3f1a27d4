import type { DatasetMeta } from '@sitescout/geodata';

/** Figures older than this many years (counted from the newest loaded data) are shown as old, never as current. */
export const OLD_FIGURE_YEARS = 5;

/** The latest four-digit year in a vintage or date ("2014-2018" → 2018, "2006-11-14" → 2006), or null. */
export function latestYear(vintage: string): number | null {
  const years = (vintage.match(/(?<!\d)(19|20)\d{2}(?!\d)/g) ?? []).map(Number);
  return years.length === 0 ? null : Math.max(...years);
}

/**
 * The year of the newest loaded data: the reference "now" of an analysis (the engine reads no clock,
 * so ages are counted from the data, e.g. 2025 for a pack with 2025 place extracts).
 */
export function newestDataYear(datasets: readonly Pick<DatasetMeta, 'vintage'>[]): number | null {
  const years = datasets.map((d) => latestYear(d.vintage)).filter((y): y is number => y !== null);
  return years.length === 0 ? null : Math.max(...years);
}

/**
 * "from 2006-2007, 18 years before the newest data (2025)" when the figure is more than
 * {@link OLD_FIGURE_YEARS} years older than the newest data; null when it is recent or undated.
 *
 * @example oldFigureNote('2006-2007', 2025) // 'from 2006-2007, 18 years before the newest data (2025)'
 */
export function oldFigureNote(vintage: string, referenceYear: number | null): string | null {
  const year = latestYear(vintage);
  if (year === null || referenceYear === null || referenceYear - year <= OLD_FIGURE_YEARS) return null;
  return `from ${vintage}, ${referenceYear - year} years before the newest data (${referenceYear})`;
}
