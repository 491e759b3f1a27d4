import { DIRECTIONS, STREET_TYPES } from './street-names.js';

/** Directions as the Census Bureau writes them in FULLNAME ("M St NW", "N Main St"). */
const COMPASS: Record<string, string> = {
  ...DIRECTIONS,
  NE: 'NE',
  NORTHEAST: 'NE',
  NW: 'NW',
  NORTHWEST: 'NW',
  SE: 'SE',
  SOUTHEAST: 'SE',
  SW: 'SW',
  SOUTHWEST: 'SW',
};
const COMPASS_CODES = new Set(Object.values(COMPASS));

/** Street types the City's list lacks but TIGER/Line names carry (USPS abbreviations). */
const MORE_TYPES: Record<string, string> = {
  CIR: 'CIR',
  CIRCLE: 'CIR',
  TRL: 'TRL',
  TRAIL: 'TRL',
  RUN: 'RUN',
  PIKE: 'PIKE',
  PT: 'PT',
  POINT: 'PT',
  XING: 'XING',
  CROSSING: 'XING',
};

function words(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((w) => COMPASS[w] ?? STREET_TYPES[w] ?? MORE_TYPES[w] ?? w);
}

/**
 * One spelling of a street name for matching what was typed against TIGER/Line FULLNAME: upper case, directions and
 * street types abbreviated as the Postal Service does ("North Main Street" and "N Main St" are both "N MAIN ST").
 */
export function streetKey(text: string): string {
  return words(text).join(' ');
}

/** The key without its direction words ("MAIN ST" for "N MAIN ST" and "MAIN ST E"): a looser second try. */
export function streetCoreKey(text: string): string {
  const all = words(text);
  const core = all.filter((w) => !COMPASS_CODES.has(w));
  return (core.length > 0 ? core : all).join(' ');
}
