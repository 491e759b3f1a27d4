import type { PublishedFigure } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { citePublication, customerNote } from '../figures/publication.js';
import type { CorridorRentEntry } from './corridor-rents.js';

/** How strongly commercial rent follows local home values (rent ∝ value^0.5) — a SiteScout assumption. */
export const RENT_HOME_VALUE_ELASTICITY = 0.5;

/**
 * Counties of the Chicago-Naperville-Elgin metro area (CBSA 16980), where the Chicago-metro broker
 * rent applies.
 */
export const CHICAGO_METRO_COUNTIES = new Set([
  '17031',
  '17037',
  '17043',
  '17063',
  '17089',
  '17093',
  '17097',
  '17111',
  '17197',
  '18073',
  '18089',
  '18111',
  '18127',
  '55059',
]);

export interface RentSection {
  /** Published $/sq ft/yr benchmark for the market (broker figure). */
  benchmark: Figure | null;
  /** Local retail rent estimate, $/sq ft/yr. */
  estimate: Figure | null;
  /** Local estimate ÷ benchmark (above 1 is dearer than the market); null when not locally adjusted. */
  index: number | null;
  localHomeValue: Figure | null;
  referenceHomeValue: Figure | null;
  localMedianGrossRent: Figure | null;
  /** Published corridor and city rents covering the site, each as stated; the one used is marked. */
  corridorRents?: CorridorRentEntry[];
  notes: string[];
}

/**
 * The broker retail asking-rent row for the market of a county (Chicago metro, else the U.S.); null
 * without a county (outside the United States no loaded benchmark applies).
 */
export function retailRentBenchmark(
  rows: readonly PublishedFigure[],
  countyFips: string | null,
): PublishedFigure | null {
  if (countyFips === null) return null;
  const retail = rows.filter(
    (r) => r.item.toLowerCase().startsWith('average asking rent, retail') && r.unit.startsWith('USD per SF'),
  );
  const chicago = retail.find((r) => r.geography === 'Chicago metro');
  const us = retail.find((r) => r.geography === 'US');
  return (CHICAGO_METRO_COUNTIES.has(countyFips) ? chicago : undefined) ?? us ?? null;
}

/**
 * Rent and costs. Where a dataset has $/sq ft/yr for the market, it is the benchmark; the local
 * figure is a labelled estimate scaled by local home values:
 *
 *   rent ≈ benchmark × (local median home value ÷ market median home value)^0.5
 *
 * Without home values the benchmark stands alone (and `index` is null: nothing local was measured);
 * without a benchmark there is no estimate.
 */
export function estimateRent(input: {
  benchmark: PublishedFigure | null;
  localHomeValue: Figure | null;
  referenceHomeValue: Figure | null;
  localMedianGrossRent: Figure | null;
  /** Published rents covering the site (see `corridorRents`): a recent corridor figure is the local estimate. */
  corridor?: { entries: CorridorRentEntry[]; used: Figure | null };
}): RentSection {
  const notes: string[] = [];
  const b = input.benchmark;
  const benchmark: Figure | null = b
    ? {
        value: b.value,
        unit: 'usd-per-sq-ft-year',
        source: `${b.dataset}: ${b.item}, ${b.geography} (${b.group}; ${citePublication(b.sourceUrl)})`,
        vintage: b.year,
        ...(customerNote(b.note) ? { note: customerNote(b.note).slice(0, 160) } : {}),
      }
    : null;
  if (!benchmark) notes.push('No commercial rent benchmark loaded for this market.');
  let estimate: Figure | null = null;
  let index: number | null = null;
  const local = input.localHomeValue?.value;
  const ref = input.referenceHomeValue?.value;
  if (benchmark && local && ref && local > 0 && ref > 0) {
    index = (local / ref) ** RENT_HOME_VALUE_ELASTICITY;
    estimate = {
      value: benchmark.value * index,
      unit: 'usd-per-sq-ft-year',
      estimate: {
        method: `benchmark $${benchmark.value.toFixed(2)}/sq ft/yr × (local median home value $${Math.round(local).toLocaleString('en-US')} ÷ market $${Math.round(ref).toLocaleString('en-US')})^${RENT_HOME_VALUE_ELASTICITY}; asking rents, lease type not stated by the source`,
      },
    };
  } else if (benchmark) {
    // Not a local measurement: no index, so the cost sub-score is left out rather than set to average.
    estimate = {
      value: benchmark.value,
      unit: 'usd-per-sq-ft-year',
      estimate: { method: 'market benchmark used as is: no local home values loaded to adjust it' },
    };
    notes.push('No local home values loaded: the market average stands in for the local rent.');
  }
  const corridor = input.corridor?.used;
  const model = index === null ? 'market benchmark' : 'home-value-scaled estimate';
  const context = (input.corridor?.entries ?? []).filter(
    (e) => e.use === 'shown' && /^shown as context only/.test(e.reason ?? ''),
  );
  if (corridor) {
    const used = input.corridor?.entries.find((e) => e.use === 'estimate');
    if (estimate)
      notes.push(
        `The Cost part uses the published corridor rent${used ? ` (${used.producer}, authority ${used.authority})` : ''}, which replaces the ${model} ($${estimate.value.toFixed(2)}/sq ft/yr) as the local figure.`,
      );
    estimate = corridor;
    index = benchmark ? corridor.value / benchmark.value : null;
  } else if (estimate && context.length > 0)
    notes.push(
      `The Cost part uses the ${model} ($${estimate.value.toFixed(2)}/sq ft/yr); ${context.map((e) => `${e.area} ${e.stated} (${e.producer}, ${e.period}, authority ${e.authority})`).join('; ')} is shown as context only — a low-authority page never replaces the model.`,
    );
  return {
    benchmark,
    estimate,
    index,
    ...(input.corridor ? { corridorRents: input.corridor.entries } : {}),
    localHomeValue: input.localHomeValue,
    referenceHomeValue: input.referenceHomeValue,
    localMedianGrossRent: input.localMedianGrossRent,
    notes,
  };
}
