import { milesToDegrees } from '@sitescout/shared';
import { importGazetteerPlaces } from '../importers/census/gazetteer.js';
import { parseCsv } from '../io/read.js';
import { num, round } from '../io/values.js';
import type { BBox } from '../model/geometry.js';
import { SourceError } from './fetch-error.js';

/** What `--area` asked for, before the Gazetteer says what it is. */
export type AreaArg =
  | { kind: 'state'; stateFips: string }
  | { kind: 'county'; countyFips: string }
  | { kind: 'place'; name: string; state: string };

/** The market to fetch: its Census identity and a bounding box for the point and polygon sources. */
export interface FetchArea {
  kind: AreaArg['kind'];
  /** e.g. "Chicago, IL", "Peoria County, IL", "Illinois (state 17)". */
  label: string;
  /** File-name form of the label, e.g. "chicago-il". */
  slug: string;
  stateFips: string;
  stateAbbr: string;
  /** Counties whose tracts are fetched (5-digit GEOIDs); for a place, those its box touches. */
  countyFips: string[];
  /** 7-digit place GEOID for a place. */
  placeGeoid: string | null;
  /** west, south, east, north; an estimate from the Gazetteer until a polygon source refines it. */
  bbox: BBox;
}

/** Parses `--area`: a 2-digit state FIPS, a 5-digit county FIPS or "City, ST". */
export function parseAreaArg(text: string | undefined): AreaArg {
  const value = (text ?? '').trim();
  if (/^\d{2}$/.test(value)) return { kind: 'state', stateFips: value };
  if (/^\d{5}$/.test(value)) return { kind: 'county', countyFips: value };
  const place = /^(.+?),\s*([A-Za-z]{2})$/.exec(value);
  if (place?.[1] && place[2]) return { kind: 'place', name: place[1].trim(), state: place[2].toUpperCase() };
  throw new SourceError(
    'area',
    'unknown_area',
    `"${value}" is not an area: give a state FIPS code (17), a county FIPS code (17031) or "City, ST" ("Chicago, IL")`,
  );
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A square around an internal point with the land area's side, widened by `factor` (shapes are not squares). */
export function boxAround(lat: number, lon: number, sqMi: number, factor: number): BBox {
  const half = (Math.sqrt(Math.max(sqMi, 0.1)) / 2) * factor;
  const { dLat, dLon } = milesToDegrees(half, lat);
  return [round(lon - dLon, 4), round(lat - dLat, 4), round(lon + dLon, 4), round(lat + dLat, 4)];
}

/** Whether two boxes overlap. */
export function boxesTouch(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The union of boxes. */
export function unionBox(boxes: readonly BBox[]): BBox | null {
  if (boxes.length === 0) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

/**
 * Resolves `--area` with the Gazetteer's county and place files (pipe-delimited, official format). Unknown
 * states, counties and places end in a {@link SourceError} naming what was looked for.
 */
export function resolveArea(arg: AreaArg, countiesText: string, placesText: string): FetchArea {
  const counties = parseCsv(countiesText, '|').map((r) => ({
    geoid: r.GEOID?.trim() ?? '',
    name: r.NAME?.trim() ?? '',
    state: r.USPS?.trim() ?? '',
    lat: num(r.INTPTLAT) ?? 0,
    lon: num(r.INTPTLONG) ?? 0,
    sqMi: num(r.ALAND_SQMI) ?? 0,
  }));
  const countyBox = (c: (typeof counties)[number]) => boxAround(c.lat, c.lon, c.sqMi, 1.6);
  if (arg.kind === 'state') {
    const inState = counties.filter((c) => c.geoid.startsWith(arg.stateFips));
    const first = inState[0];
    const box = unionBox(inState.map(countyBox));
    if (!first || !box)
      throw new SourceError('area', 'unknown_area', `no state with FIPS code ${arg.stateFips} in the Census Gazetteer`);
    return {
      kind: 'state',
      label: `${first.state} (state ${arg.stateFips})`,
      slug: `state-${arg.stateFips}-${first.state.toLowerCase()}`,
      stateFips: arg.stateFips,
      stateAbbr: first.state,
      countyFips: inState.map((c) => c.geoid),
      placeGeoid: null,
      bbox: box,
    };
  }
  if (arg.kind === 'county') {
    const county = counties.find((c) => c.geoid === arg.countyFips);
    if (!county)
      throw new SourceError(
        'area',
        'unknown_area',
        `no county with FIPS code ${arg.countyFips} in the Census Gazetteer`,
      );
    return {
      kind: 'county',
      label: `${county.name}, ${county.state}`,
      slug: slugOf(`${county.name} ${county.state}`),
      stateFips: county.geoid.slice(0, 2),
      stateAbbr: county.state,
      countyFips: [county.geoid],
      placeGeoid: null,
      bbox: countyBox(county),
    };
  }
  const stateCounties = counties.filter((c) => c.state === arg.state);
  const stateFips = stateCounties[0]?.geoid.slice(0, 2);
  if (!stateFips) throw new SourceError('area', 'unknown_area', `"${arg.state}" is not a U.S. state abbreviation`);
  const wanted = arg.name.toLowerCase();
  // Names without their legal suffix ("Chicago" for "Chicago city"): "Chicago" never picks "Chicago Heights".
  const places = importGazetteerPlaces(placesText, '2025', 'gazetteer')
    .records.filter((p) => p.state === arg.state && p.name.toLowerCase() === wanted)
    // "Springfield city" before a same-named CDP: the largest same-named place.
    .sort((a, b) => (b.landAreaSqMi ?? 0) - (a.landAreaSqMi ?? 0));
  const place = places[0];
  if (!place)
    throw new SourceError(
      'area',
      'unknown_area',
      `no Census place named "${arg.name}" in ${arg.state} (2025 Gazetteer); check the spelling or use a county FIPS code`,
    );
  const bbox = boxAround(place.lat, place.lon, place.landAreaSqMi ?? 1, 1.8);
  return {
    kind: 'place',
    label: `${arg.name.replace(/\b\w/g, (c) => c.toUpperCase())}, ${arg.state}`,
    slug: slugOf(`${arg.name} ${arg.state}`),
    stateFips,
    stateAbbr: arg.state,
    countyFips: stateCounties.filter((c) => boxesTouch(countyBox(c), bbox)).map((c) => c.geoid),
    placeGeoid: place.geoid,
    bbox,
  };
}
