import type { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import { GeocodeError } from '../model/geocode.js';
import { type AccuracyOutcome, type AccuracySummary, metresBetween, summarise } from './accuracy-stats.js';
import { type ReferenceAddress, readLicenceAddresses, readReferenceAddresses } from './reference-addresses.js';

/** One Chicago reference address geocoded: its error against the publisher's point, or why it failed. */
export interface ChicagoAccuracyRow extends AccuracyOutcome {
  ref: ReferenceAddress;
  label: string | null;
}

export type ChicagoGroup = 'libraries-2024' | 'grocery-2020' | 'grocery-2013' | 'all' | 'licences-2025';

export interface ChicagoAccuracy {
  /** Each civic list, "all" of them, then the licences apart (their units make them messier). */
  groups: Array<{ name: ChicagoGroup; rows: ChicagoAccuracyRow[]; summary: AccuracySummary }>;
  /** Civic rows whose published point the data README calls wrong: left out of every group. */
  excluded: ChicagoAccuracyRow[];
}

function geocodeRow(geocoder: OfflineGeocoder, ref: ReferenceAddress): ChicagoAccuracyRow {
  try {
    const result = geocoder.geocodeSync(ref.query);
    return {
      ref,
      label: result.label,
      errorMetres: metresBetween(result, ref),
      precision: result.precision,
      failure: null,
    };
  } catch (error) {
    if (!(error instanceof GeocodeError)) throw error;
    return { ref, label: null, errorMetres: null, precision: null, failure: error.message };
  }
}

/**
 * The Chicago rows of `geocode:accuracy`: the City's library branches and grocery stores (and, apart from "all", the
 * distinct addresses of summer-2025 business licences) geocoded offline and compared with the City's own points.
 */
export function chicagoAccuracy(geocoder: OfflineGeocoder, geodataDir: string): ChicagoAccuracy {
  const rows = readReferenceAddresses(geodataDir).map((ref) => geocodeRow(geocoder, ref));
  const licenceRows = readLicenceAddresses(geodataDir).map((ref) => geocodeRow(geocoder, ref));
  const scored = rows.filter((r) => r.ref.knownBadReference === null);
  const lists: Array<[ChicagoGroup, ChicagoAccuracyRow[]]> = [
    ...(['libraries-2024', 'grocery-2020', 'grocery-2013'] as const).map((d): [ChicagoGroup, ChicagoAccuracyRow[]] => [
      d,
      scored.filter((r) => r.ref.dataset === d),
    ]),
    ['all', scored],
    // Not in "all": the licences' addresses carry units in every form, and their points are the City's own geocoding.
    ['licences-2025', licenceRows],
  ];
  return {
    groups: lists.map(([name, list]) => ({ name, rows: list, summary: summarise(list) })),
    excluded: rows.filter((r) => r.ref.knownBadReference !== null),
  };
}
