import type { AreaRecord, GeoView } from '@sitescout/geodata';
import { type CapacityInputs, capacityInputs } from './capacity-features.js';

/** One area's count for a business type joined to its demographics. */
export interface AreaObservation {
  geography: 'county' | 'zip';
  id: string;
  name: string;
  inputs: CapacityInputs;
  /** The count lies in [low, high]; equal when every cell is published. */
  low: number;
  high: number;
  /** True when at least one NAICS cell was suppressed (fewer than 3 establishments). */
  censored: boolean;
}

export interface ObservationSet {
  geography: 'county' | 'zip';
  observations: AreaObservation[];
  /** Areas with counts that could not be used, with the reason (no demographics, no matching ZCTA…). */
  excluded: Array<{ id: string; reason: string }>;
  /** NAICS codes used: those with at least one published cell in this dataset. */
  naicsUsed: string[];
  /**
   * Codes with no published cell anywhere in the dataset: another NAICS edition's code, not a
   * suppressed cell in every area, so they are left out rather than counted as 0–2 everywhere.
   */
  naicsNotInDataset: string[];
  source: string | null;
  vintage: string | null;
}

type Query = { countyFips: string } | { zip: string };

function observe(
  geo: GeoView,
  geography: 'county' | 'zip',
  areas: ReadonlyArray<{ area: AreaRecord; query: Query; fallback: AreaRecord | null }>,
  naics: readonly string[],
): ObservationSet {
  const answers = areas.map((a) => ({ ...a, answer: geo.businessCounts({ ...a.query, naics }) }));
  const covered = answers.filter((a) => a.answer.covered);
  const naicsUsed = naics.filter((code) =>
    covered.some((a) => a.answer.rows.some((r) => r.naics === code && !r.suppressed)),
  );
  const naicsNotInDataset = naics.filter((code) => !naicsUsed.includes(code));
  const observations: AreaObservation[] = [];
  const excluded: ObservationSet['excluded'] = [];
  for (const { area, answer, fallback } of covered) {
    const inputs = capacityInputs(area.demographics, fallback?.demographics);
    if (!inputs) {
      excluded.push({ id: area.id, reason: 'missing population, density, per-capita income or household size' });
      continue;
    }
    const rows = answer.rows.filter((r) => naicsUsed.includes(r.naics));
    const low = rows.reduce((s, r) => s + r.establishmentsRange[0], 0);
    const high = rows.reduce((s, r) => s + r.establishmentsRange[1], 0);
    observations.push({
      geography,
      id: area.id,
      name: area.name,
      inputs,
      low,
      high,
      censored: rows.some((r) => r.suppressed),
    });
  }
  return {
    geography,
    observations,
    excluded,
    naicsUsed,
    naicsNotInDataset,
    source: covered[0]?.answer.source ?? null,
    vintage: covered[0]?.answer.vintage ?? null,
  };
}

/**
 * County Business Patterns counts per county joined to the county's ACS demographics (the model's
 * training set). Counties without business-pattern data are not listed; suppressed cells are ranges.
 */
export function countyObservations(geo: GeoView, naics: readonly string[]): ObservationSet {
  const counties = geo.areas('county').map((area) => ({ area, query: { countyFips: area.id }, fallback: null }));
  return observe(geo, 'county', counties, naics);
}

/**
 * ZIP Code Business Patterns counts joined to the ZCTA of the same code (the out-of-sample set).
 * A ZCTA's missing per-capita income or household size falls back to its county's figure.
 */
export function zipObservations(geo: GeoView, naics: readonly string[]): ObservationSet {
  const zctas = geo.areas('zcta').map((area) => ({
    area,
    query: { zip: area.id },
    fallback: area.countyFips ? (geo.area('county', area.countyFips) ?? null) : null,
  }));
  return observe(geo, 'zip', zctas, naics);
}
