/**
 * Street name vocabulary shared by the street index (built from the City's upper-case names such as
 * "N ABERDEEN ST") and the address parser (what people type: "north aberdeen street", "N. Aberdeen").
 */

/** Direction words → the one-letter prefix the City uses. */
export const DIRECTIONS: Record<string, 'N' | 'S' | 'E' | 'W'> = {
  N: 'N',
  NORTH: 'N',
  S: 'S',
  SOUTH: 'S',
  E: 'E',
  EAST: 'E',
  W: 'W',
  WEST: 'W',
};

/** Street type words people type → the City's abbreviation (its STREET_TYPE codes). */
export const STREET_TYPES: Record<string, string> = {
  AVE: 'AVE',
  AV: 'AVE',
  AVENUE: 'AVE',
  BLVD: 'BLVD',
  BOULEVARD: 'BLVD',
  BLV: 'BLVD',
  CT: 'CT',
  COURT: 'CT',
  CRES: 'CRES',
  CRESCENT: 'CRES',
  DR: 'DR',
  DRIVE: 'DR',
  HWY: 'HWY',
  HIGHWAY: 'HWY',
  LN: 'LN',
  LANE: 'LN',
  PKWY: 'PKWY',
  PARKWAY: 'PKWY',
  PL: 'PL',
  PLACE: 'PL',
  PLZ: 'PLZ',
  PLAZA: 'PLZ',
  RD: 'RD',
  ROAD: 'RD',
  ROW: 'ROW',
  SQ: 'SQ',
  SQUARE: 'SQ',
  ST: 'ST',
  STR: 'ST',
  STREET: 'ST',
  TER: 'TER',
  TERRACE: 'TER',
  WAY: 'WAY',
};

/** Last words of City names that are not addressable streets: ramps, expressways, service roads, waterways. */
export const NON_ADDRESS_TYPES = new Set([
  'ER',
  'XR',
  'ORD',
  'SR',
  'RAMP',
  'EXPY',
  'TOLL',
  'ACCESS',
  'TURNAROUND',
  'TURN',
  // Waterways and walks drawn as centerlines: no house numbers.
  'RIVER',
  'CANAL',
  'CHANNEL',
  'CREEK',
  'RIVERWALK',
]);

/** Full word for each City abbreviation, for labels ("W Chicago Ave" stays abbreviated; see `displayName`). */
const ORDINAL = /^(\d+)(ST|ND|RD|TH)$/;

export interface StreetName {
  dir: 'N' | 'S' | 'E' | 'W';
  /** Name words without direction and type: "ABERDEEN", "DR MARTIN LUTHER KING JR", "63RD". */
  name: string;
  /** City type abbreviation, or "" when the name has none ("N BROADWAY", "S AVENUE L"). */
  type: string;
}

/** Splits a City full name "N ABERDEEN ST" into its parts; null for names that are not addressable streets. */
export function splitCityName(full: string): StreetName | null {
  const words = full.trim().toUpperCase().split(/\s+/);
  const dir = DIRECTIONS[words[0] ?? ''];
  if (!dir || words.length < 2) return null;
  const last = words[words.length - 1] as string;
  if (NON_ADDRESS_TYPES.has(last)) return null;
  const isType = words.length >= 3 && Object.values(STREET_TYPES).includes(last);
  return { dir, name: words.slice(1, isType ? -1 : undefined).join(' '), type: isType ? last : '' };
}

/**
 * Lookup key of a name: upper case, no punctuation or spaces, ordinal suffixes and "SAINT"/"MOUNT"
 * abbreviated, so "La Salle", "LaSalle", "63rd", "63" and "Saint Louis" meet the City's "LA SALLE",
 * "63RD" and "ST LOUIS".
 */
export function nameKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w, i) => {
      const ordinal = ORDINAL.exec(w);
      if (ordinal) return ordinal[1];
      if (i === 0 && w === 'SAINT') return 'ST';
      if (i === 0 && w === 'MOUNT') return 'MT';
      return w;
    })
    .join('');
}

/** Well-known short forms people type for a few long City names (key → key). */
export const NAME_ALIASES: Record<string, string> = {
  MLK: 'DRMARTINLUTHERKINGJR',
  MARTINLUTHERKING: 'DRMARTINLUTHERKINGJR',
  MARTINLUTHERKINGJR: 'DRMARTINLUTHERKINGJR',
  KING: 'DRMARTINLUTHERKINGJR',
  LSD: 'LAKESHORE',
};

function titleWord(w: string): string {
  if (ORDINAL.test(w)) return w.toLowerCase();
  if (w.length <= 2 && /^[NSEW]$/.test(w)) return w;
  return w.charAt(0) + w.slice(1).toLowerCase();
}

/** "W CHICAGO AVE" → "W Chicago Ave"; "S DR MARTIN LUTHER KING JR DR" → "S Dr Martin Luther King Jr Dr". */
export function displayName(full: string): string {
  return full.trim().split(/\s+/).map(titleWord).join(' ');
}
