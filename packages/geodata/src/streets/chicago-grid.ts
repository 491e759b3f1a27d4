import type { StreetName } from './street-names.js';

/**
 * Chicago's address grid: 800 numbers to the mile, counted from State Street (0 east/west) and
 * Madison Street (0 north/south). Grid values here are signed: x is negative west of State, y is
 * negative south of Madison (the City's EWNS convention).
 */
export const NUMBERS_PER_MILE = 800;

/** Which grid value a street's house numbers count: N/S streets count y, E/W streets count x. */
export function axisOf(dir: StreetName['dir']): 'x' | 'y' {
  return dir === 'N' || dir === 'S' ? 'y' : 'x';
}

/** Signed grid value of a house number: "1600 W" → -1600, "2400 N" → 2400. */
export function signedNumber(dir: StreetName['dir'], houseNumber: number): number {
  return dir === 'W' || dir === 'S' ? -houseNumber : houseNumber;
}

/**
 * Section-line and half-section streets of the grid with their published grid numbers: the fixed
 * points the transform from latitude/longitude to grid numbers is fitted to. x anchors are
 * north-south streets (both N and S prefixes), y anchors east-west streets (both E and W).
 */
const X_ANCHORS: Record<string, number> = {
  'STATE ST': 0,
  'MICHIGAN AVE': 100,
  'INDIANA AVE': 200,
  'PRAIRIE AVE': 300,
  'DR MARTIN LUTHER KING JR DR': 400,
  'COTTAGE GROVE AVE': 800,
  'WOODLAWN AVE': 1200,
  'STONY ISLAND AVE': 1600,
  'JEFFERY BLVD': 2000,
  'JEFFERY AVE': 2000,
  'YATES BLVD': 2400,
  'YATES AVE': 2400,
  'WELLS ST': -200,
  'CANAL ST': -500,
  'HALSTED ST': -800,
  'RACINE AVE': -1200,
  'ASHLAND AVE': -1600,
  'DAMEN AVE': -2000,
  'WESTERN AVE': -2400,
  'CALIFORNIA AVE': -2800,
  'KEDZIE AVE': -3200,
  'CENTRAL PARK AVE': -3600,
  'PULASKI RD': -4000,
  'KOSTNER AVE': -4400,
  'CICERO AVE': -4800,
  'LARAMIE AVE': -5200,
  'CENTRAL AVE': -5600,
  'AUSTIN AVE': -6000,
  'AUSTIN BLVD': -6000,
  'NARRAGANSETT AVE': -6400,
  'OAK PARK AVE': -6800,
  'HARLEM AVE': -7200,
  'CUMBERLAND AVE': -8400,
};

const Y_ANCHORS: Record<string, number> = {
  'MADISON ST': 0,
  'LAKE ST': 200,
  'KINZIE ST': 400,
  'CHICAGO AVE': 800,
  'DIVISION ST': 1200,
  'NORTH AVE': 1600,
  'ARMITAGE AVE': 2000,
  'FULLERTON AVE': 2400,
  'DIVERSEY AVE': 2800,
  'BELMONT AVE': 3200,
  'ADDISON ST': 3600,
  'IRVING PARK RD': 4000,
  'MONTROSE AVE': 4400,
  'LAWRENCE AVE': 4800,
  'FOSTER AVE': 5200,
  'BRYN MAWR AVE': 5600,
  'PETERSON AVE': 6000,
  'DEVON AVE': 6400,
  'TOUHY AVE': 7200,
  'HOWARD ST': 7600,
  'VAN BUREN ST': -400,
  'HARRISON ST': -600,
  'ROOSEVELT RD': -1200,
  'CERMAK RD': -2200,
  'PERSHING RD': -3900,
  'GARFIELD BLVD': -5500,
  'MARQUETTE RD': -6700,
};

const NUMBERED = /^(\d+)(ST|ND|RD|TH)$/;

/**
 * The grid value a street's whole length sits on, when the grid fixes it: a section-line street
 * from the table, or a numbered street ("63RD ST" lies on 6300 S). Null for every other street.
 */
export function anchorOf(street: StreetName): { axis: 'x' | 'y'; value: number } | null {
  const key = `${street.name} ${street.type}`.trim();
  if (street.dir === 'N' || street.dir === 'S') {
    const x = X_ANCHORS[key];
    // N Clark St and a few others turn diagonal north of the Loop: only straight streets are anchors.
    return x === undefined ? null : { axis: 'x', value: x };
  }
  const y = Y_ANCHORS[key];
  if (y !== undefined) return { axis: 'y', value: y };
  const numbered = NUMBERED.exec(street.name);
  if (numbered && street.type === 'ST') return { axis: 'y', value: -Number(numbered[1]) * 100 };
  return null;
}
