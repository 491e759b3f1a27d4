import { stateCode } from '../geocode/us-states.js';
import { DIRECTIONS, STREET_TYPES, type StreetName } from './street-names.js';

/** One way to read the street words: "W North Ave" is {W, NORTH, AVE}, never {N, ORTH…}. */
export interface StreetReading {
  dir: StreetName['dir'] | null;
  name: string;
  type: string | null;
}

/** Street words read with the words after them taken as the unit. */
export interface UnitSplit {
  readings: StreetReading[];
  unit: string;
}

interface Place {
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** What someone typed, taken apart. */
export type ParsedAddress =
  | ({
      kind: 'street';
      number: number;
      readings: StreetReading[];
      unit: string | null;
      /** Other ways to split the street words from a unit, tried only when `readings` name no street. */
      otherSplits: UnitSplit[];
    } & Place)
  | ({ kind: 'intersection'; a: StreetReading[]; b: StreetReading[] } & Place)
  /** A street name with a type but no house number ("W Chicago Ave"). */
  | ({ kind: 'street-name'; readings: StreetReading[] } & Place)
  | { kind: 'po-box' }
  | { kind: 'other' };

const PO_BOX = /\b(?:P\s*O|POST\s+OFFICE)\s*BOX\b|^\s*BOX\s+\d+/;
const ZIP = /^(\d{5})(?:-\d{4})?$/;
const COUNTRY = new Set(['USA', 'US', 'U S A', 'UNITED STATES', 'UNITED STATES OF AMERICA', 'AMERICA']);
const UNIT_WORDS = new Set([
  'APT',
  'APARTMENT',
  'UNIT',
  'STE',
  'SUITE',
  'FL',
  'FLR',
  'FLOOR',
  'RM',
  'ROOM',
  'BLDG',
  'BUILDING',
  'DEPT',
  'LOWR',
  'UPPR',
  'REAR',
  'FRNT',
  'SPC',
  'LOT',
  'PH',
  'BSMT',
]);
const HOUSE_NUMBER = /^(\d{1,6})(?:[A-Z]|-\d{1,6}|-[A-Z])?$/;
const INTERSECTION = /\s(?:&|AND|AT|@|\/)\s|\s*[&@/]\s*/;

/** Upper case, punctuation that people add ("N.", "St.", "1600 W. Chicago Ave.") dropped. */
function clean(text: string): string {
  return text
    .toUpperCase()
    .replace(/[’']/g, '')
    .replace(/(\D)\.(?=\s|,|$)/g, '$1')
    .replace(/\./g, ' ')
    .replace(/#/g, ' # ')
    .replace(/[^\w\s,&@/#-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every reading of street words, most specific first (direction and type taken off when present). */
export function streetReadings(input: readonly string[]): StreetReading[] {
  const out: StreetReading[] = [];
  // A trailing direction ("S Doty Ave W", "Lake Shore Dr N") is dropped: the City names carry it in front.
  const words = input.length > 2 && DIRECTIONS[input[input.length - 1] ?? ''] ? input.slice(0, -1) : input;
  const dirs: Array<[StreetReading['dir'], readonly string[]]> = [];
  const first = DIRECTIONS[words[0] ?? ''];
  if (first && words.length > 1) dirs.push([first, words.slice(1)]);
  dirs.push([null, words]);
  for (const [dir, rest] of dirs) {
    const type = STREET_TYPES[rest[rest.length - 1] ?? ''];
    if (type && rest.length > 1) out.push({ dir, name: rest.slice(0, -1).join(' '), type });
    if (rest.length > 0) out.push({ dir, name: rest.join(' '), type: null });
  }
  return out;
}

/**
 * Whether some words name a town (in `state` when given, else in Illinois): lets "1601 Chicago Ave Evanston" read
 * Evanston as the town though no comma says so.
 */
export type TownLookup = (words: string, state: string | null) => boolean;

/** The most words a town name takes ("Elk Grove Village", "Arlington Heights"). */
const TOWN_WORDS = 3;

/** Peels "Chicago, IL 60614, USA" (with or without commas) off the end of the token list. */
function peelPlace(tokens: string[], commaBefore: boolean[], isTown: TownLookup | null): Place & { rest: string[] } {
  const rest = [...tokens];
  const commas = [...commaBefore];
  let zip: string | null = null;
  let state: string | null = null;
  let city: string | null = null;
  const pop = () => {
    rest.pop();
    commas.pop();
  };
  for (let guard = 0; guard < 3 && rest.length > 1; guard++) {
    const last = rest[rest.length - 1] as string;
    const two = rest.slice(-2).join(' ');
    const three = rest.slice(-3).join(' ');
    if (COUNTRY.has(last)) pop();
    else if (COUNTRY.has(two)) {
      pop();
      pop();
    } else if (COUNTRY.has(three) || COUNTRY.has(rest.slice(-4).join(' '))) {
      const n = COUNTRY.has(three) ? 3 : 4;
      for (let k = 0; k < n; k++) pop();
    } else break;
  }
  const zipMatch = ZIP.exec(rest[rest.length - 1] ?? '');
  if (zipMatch && rest.length > 1) {
    zip = zipMatch[1] as string;
    pop();
  }
  const lastWord = rest[rest.length - 1] ?? '';
  const stateWords = stateCode(lastWord) ? 1 : stateCode(rest.slice(-2).join(' ')) ? 2 : 0;
  // "FL" after a street is a floor, not Florida, unless a comma says it is the state.
  if (stateWords > 0 && rest.length > stateWords + 1 && (lastWord !== 'FL' || commas[rest.length - 1])) {
    state = stateCode(rest.slice(-stateWords).join(' '));
    for (let k = 0; k < stateWords; k++) pop();
  }
  // City: the words after the last comma, or a trailing "CHICAGO" right after a street type.
  let lastComma = -1;
  for (let k = commas.length - 1; k > 0; k--)
    if (commas[k]) {
      lastComma = k;
      break;
    }
  if (
    lastComma > 0 &&
    !/^\d/.test(rest[lastComma] ?? '') &&
    !UNIT_WORDS.has(rest[lastComma] ?? '') &&
    rest[lastComma] !== '#'
  ) {
    city = rest.slice(lastComma).join(' ');
    rest.splice(lastComma);
    commas.splice(lastComma);
  } else if (rest.length > 3 && rest[rest.length - 1] === 'CHICAGO' && STREET_TYPES[rest[rest.length - 2] ?? '']) {
    city = 'CHICAGO';
    pop();
  } else if (isTown) {
    // A town written straight after the street type: the longest run of words that names one.
    for (let n = Math.min(TOWN_WORDS, rest.length - 3); n >= 1; n--) {
      const words = rest.slice(-n).join(' ');
      if (STREET_TYPES[rest[rest.length - n - 1] ?? ''] && isTown(words, state)) {
        city = words;
        for (let k = 0; k < n; k++) pop();
        break;
      }
    }
  }
  return { rest, zip, state, city };
}

/** A unit written without a word for it, as licence and mailing lists do: "2", "C-214", "G", "1ST", "2R". */
const BARE_UNIT = /^(?:[A-Z]?-?\d{1,5}[A-Z]?(?:-[A-Z]?\d{1,5})?|[A-Z]|\d+(?:ST|ND|RD|TH))$/;

/**
 * Cuts "Apt 3", "Suite 200", "# 5", "2nd Floor" off the street words; also bare units after the street type
 * ("S Ashland Ave 1", "W Carroll Ave 2 C-214") when every word after the type looks like one. Returns the unit text.
 */
function cutUnit(words: string[]): string | null {
  for (let k = 1; k < words.length - 1; k++) {
    if (STREET_TYPES[words[k] as string] && words.slice(k + 1).every((w) => BARE_UNIT.test(w)))
      return words.splice(k + 1).join(' ');
  }
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    const next = words[k + 1];
    const floorAfter = next === 'FL' || next === 'FLOOR' || next === 'FLR';
    if (UNIT_WORDS.has(w) || w === '#' || (floorAfter && /^\d+(ST|ND|RD|TH)?$/.test(w))) {
      const unit = words.splice(k).join(' ');
      return unit;
    }
  }
  return null;
}

/**
 * The other places a unit may start, for unit words no list foresees ("S Cottage Grove Ave Storefront", "W Merchandise
 * Mart Plz Outdoor Plaza", "N Broadway 2 19", "S Avenue O 1"): after any street type inside the words, or before
 * trailing bare units. Longest street first; the split already taken is left out.
 */
function otherSplits(words: readonly string[], taken: number): UnitSplit[] {
  const cuts = new Set<number>();
  for (let k = words.length - 2; k >= 1; k--) if (STREET_TYPES[words[k] as string]) cuts.add(k + 1);
  for (let k = words.length - 1; k >= 1 && BARE_UNIT.test(words[k] as string); k--) cuts.add(k);
  return [...cuts]
    .filter((cut) => cut !== taken)
    .sort((a, b) => b - a)
    .map((cut) => ({ readings: streetReadings(words.slice(0, cut)), unit: words.slice(cut).join(' ') }));
}

/**
 * Parses an address as typed: house number, street words (read several ways, see
 * {@link streetReadings}), unit, city, state and ZIP; "Clark & Fullerton" as an intersection; a P.O.
 * box as such. Anything else (a ZIP, a city name) is `other` for the other geocoders. `isTown`, when given, reads a
 * town written after the street without a comma.
 */
export function parseAddress(input: string, isTown: TownLookup | null = null): ParsedAddress {
  const text = clean(input);
  if (PO_BOX.test(text)) return { kind: 'po-box' };
  // Commas that only separate a unit ("…Ave, Suite 200, Chicago") are not place separators.
  const tokens: string[] = [];
  const commaBefore: boolean[] = [];
  for (const [p, part] of text.split(',').entries()) {
    const words = part.trim().split(' ').filter(Boolean);
    words.forEach((w, k) => {
      tokens.push(w);
      commaBefore.push(p > 0 && k === 0);
    });
  }
  if (tokens.length === 0) return { kind: 'other' };
  const place = peelPlace(tokens, commaBefore, isTown);
  const words = place.rest.filter((w, k) => k === 0 || w !== ',');
  const joined = words.join(' ');
  const pieces = joined
    .split(INTERSECTION)
    .map((s) => s.trim())
    .filter(Boolean);
  if (pieces.length === 2 && !HOUSE_NUMBER.test((pieces[0] as string).split(' ')[0] ?? '')) {
    const a = streetReadings((pieces[0] as string).split(' '));
    const b = streetReadings((pieces[1] as string).split(' '));
    if (a.length > 0 && b.length > 0)
      return { kind: 'intersection', a, b, city: place.city, state: place.state, zip: place.zip };
  }
  const number = HOUSE_NUMBER.exec(words[0] ?? '');
  // Only with a street type: "West Chicago, IL" is a town, "W Chicago Ave" a street.
  if (!number && words.length >= 2 && STREET_TYPES[words[words.length - 1] as string])
    return {
      kind: 'street-name',
      readings: streetReadings(words),
      city: place.city,
      state: place.state,
      zip: place.zip,
    };
  if (!number || words.length < 2) return { kind: 'other' };
  const allStreetWords = words.slice(1);
  const streetWords = [...allStreetWords];
  const unit = cutUnit(streetWords);
  if (streetWords.length === 0) return { kind: 'other' };
  return {
    kind: 'street',
    number: Number(number[1]),
    readings: streetReadings(streetWords),
    unit,
    otherSplits: otherSplits(allStreetWords, streetWords.length),
    city: place.city,
    state: place.state,
    zip: place.zip,
  };
}
