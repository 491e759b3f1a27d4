import type { PublishedFigure } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { citePublication } from '../figures/publication.js';

const QUINTILES = ['lowest', 'second', 'third', 'fourth', 'highest'] as const;

function quintileOf(group: string): number | undefined {
  const g = group.toLowerCase();
  if (!g.includes('20%')) return undefined;
  const i = QUINTILES.findIndex((q) => g.startsWith(q));
  return i >= 0 ? i : undefined;
}

const isAllUnits = (group: string) => /^all (consumer units|cus)/i.test(group);
const yearOf = (row: PublishedFigure) => Number.parseInt(row.year, 10) || 0;
const perHousehold = (row: PublishedFigure) => row.unit.toLowerCase().startsWith('usd per cu per year');
const itemMatches = (row: PublishedFigure, item: string) => row.item.toLowerCase().startsWith(item.toLowerCase());

function cite(row: PublishedFigure): { source: string; vintage: string; note?: string } {
  const caveat = row.note.match(/SECONDARY|AMBIGUOUS|LOW AUTHORITY/g);
  return {
    source: `${row.dataset}: ${row.item}, ${row.geography} (${citePublication(row.sourceUrl)})`,
    vintage: row.year,
    ...(caveat ? { note: `published figure flagged ${[...new Set(caveat)].join(', ')} in the benchmarks table` } : {}),
  };
}

/**
 * Average annual household spending on a BLS Consumer Expenditure item, from the published-figures
 * rows. When the area's household income is known and the table has the item by income fifth, the
 * value is interpolated linearly between the fifths' average incomes (clamped at the ends) — an
 * estimate that says so; otherwise the all-households U.S. figure as published. Null when the table
 * has no row for the item.
 *
 * @example householdSpending(rows, 'Food away from home', 75000)
 */
export function householdSpending(
  rows: readonly PublishedFigure[],
  item: string,
  householdIncome: number | null,
): Figure | null {
  const spending = rows.filter((r) => itemMatches(r, item) && perHousehold(r) && r.geography === 'US');
  if (householdIncome !== null) {
    const byYear = new Map<number, PublishedFigure[]>();
    for (const r of spending) {
      if (quintileOf(r.group) === undefined) continue;
      byYear.set(yearOf(r), [...(byYear.get(yearOf(r)) ?? []), r]);
    }
    const years = [...byYear.keys()].filter((y) => new Set(byYear.get(y)?.map((r) => quintileOf(r.group))).size === 5);
    const year = Math.max(...years);
    if (years.length > 0) {
      const points: Array<[number, number]> = [];
      // One row per fifth: the table may repeat a fifth (a figure typed from two copies of the release).
      const perFifth = new Map((byYear.get(year) ?? []).map((r) => [quintileOf(r.group), r]));
      for (const r of perFifth.values()) {
        const q = quintileOf(r.group) as number;
        const income = rows.find(
          (x) =>
            x.item === 'Average income before taxes' &&
            quintileOf(x.group) === q &&
            x.geography === 'US' &&
            Math.abs(yearOf(x) - year) <= 1,
        );
        if (income) points.push([income.value, r.value]);
      }
      if (points.length === 5) {
        points.sort((a, b) => a[0] - b[0]);
        const value = interpolate(points, householdIncome);
        const first = (byYear.get(year) ?? [])[0] as PublishedFigure;
        return {
          value: Math.round(value),
          unit: 'usd',
          estimate: {
            method: `${first.dataset} "${item}" by income fifth (${year}), interpolated at household income $${Math.round(householdIncome).toLocaleString('en-US')} between the fifths' average incomes (BLS CE Table 1101)`,
          },
        };
      }
    }
  }
  const all = spending.filter((r) => isAllUnits(r.group)).sort((a, b) => yearOf(b) - yearOf(a))[0];
  if (!all) return null;
  return { value: all.value, unit: 'usd', ...cite(all) };
}

function interpolate(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  const first = points[0] as readonly [number, number];
  const last = points[points.length - 1] as readonly [number, number];
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x0, y0] = points[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}
