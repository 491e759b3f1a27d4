import type { GeocodePrecision } from '../model/geocode.js';
import type { IndexedStreet, StreetIndex } from './street-index.js';
import { DIRECTIONS, nameKey, STREET_TYPES } from './street-names.js';

/** One suggestion for the address box. */
export interface AddressSuggestion {
  /** What the list shows and what goes into the box when chosen ("1600 W Chicago Ave, Chicago, IL 60622"). */
  label: string;
  kind: 'address' | 'street' | 'intersection' | 'place';
  /** Extra line, e.g. "numbers 1–5999" for a street. */
  detail: string | null;
  /** The point, when the suggestion is one (addresses, intersections, places). */
  lat: number | null;
  lon: number | null;
  precision: GeocodePrecision | null;
}

const TYPE_WORDS = Object.keys(STREET_TYPES);

function words(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[.,’']/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** The last word may be a street type being typed ("Av"): the types it can still become. */
function typePrefix(word: string): Set<string> | null {
  const hits = TYPE_WORDS.filter((t) => t.startsWith(word)).map((t) => STREET_TYPES[t] as string);
  return hits.length > 0 ? new Set(hits) : null;
}

/**
 * Suggestions for a partly typed Chicago address from the street index: "1600 W Chic" → the
 * addresses "1600 W Chicago Ave, Chicago, IL 60622" on every matching street that has that number;
 * "W Chic" → the streets with their number ranges; "Clark & Full" → the crossings.
 */
export class StreetSuggester {
  /** Lookup keys in sorted order, for prefix search by binary search. */
  private readonly keys: string[];

  constructor(private readonly index: StreetIndex) {
    this.keys = [...index.keys()].map(([k]) => k).sort();
  }

  suggest(text: string, limit: number): AddressSuggestion[] {
    const cross = text.split(/\s(?:&|and|at)\s|[&@/]/i);
    if (cross.length === 2) return this.crossings(cross[0] as string, cross[1] as string, limit);
    const w = words(text);
    const number = /^\d{1,6}$/.test(w[0] ?? '') ? Number(w[0]) : null;
    const rest = number === null ? w : w.slice(1);
    const streets = this.streets(rest);
    const out: AddressSuggestion[] = [];
    for (const street of streets) {
      if (out.length >= limit) break;
      if (number === null) {
        out.push({
          label: street.label,
          kind: 'street',
          detail: `numbers ${Math.max(1, street.low)}–${street.high} ${street.dir}`,
          lat: null,
          lon: null,
          precision: null,
        });
        continue;
      }
      const point = this.index.locate(street, number);
      if (!point) continue;
      out.push({
        label: `${number} ${street.label}, Chicago, IL${point.zip ? ` ${point.zip}` : ''}`,
        kind: 'address',
        detail: null,
        lat: point.lat,
        lon: point.lon,
        precision: 'street',
      });
    }
    return out;
  }

  /** Streets matching typed words: optional direction, name prefix, optional (partial) type. */
  private streets(typed: string[]): IndexedStreet[] {
    const dir = typed.length > 1 ? (DIRECTIONS[typed[0] as string] ?? null) : null;
    const nameWords = dir ? typed.slice(1) : typed;
    if (nameWords.length === 0) return [];
    const attempts: Array<{ key: string; types: Set<string> | null }> = [
      { key: nameKey(nameWords.join(' ')), types: null },
    ];
    if (nameWords.length > 1) {
      const types = typePrefix(nameWords[nameWords.length - 1] as string);
      if (types) attempts.unshift({ key: nameKey(nameWords.slice(0, -1).join(' ')), types });
    }
    for (const { key, types } of attempts) {
      if (key.length < 2) continue;
      const found: IndexedStreet[] = [];
      for (const k of this.prefixed(key, types ? 1 : 40)) {
        for (const s of this.index.byLookupKey(k)) {
          if (dir && s.dir !== dir) continue;
          if (types && !types.has(s.type)) continue;
          found.push(s);
        }
      }
      // Exact names first, then longer streets.
      found.sort(
        (a, b) => Number(nameKey(b.name) === key) - Number(nameKey(a.name) === key) || b.crossings - a.crossings,
      );
      if (found.length > 0) return found;
    }
    return [];
  }

  /** Keys starting with `prefix` (at most `max`), by binary search over the sorted keys. */
  private prefixed(prefix: string, max: number): string[] {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.keys[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.keys.length && out.length < max; i++) {
      const k = this.keys[i] as string;
      if (!k.startsWith(prefix)) break;
      if (max === 1 && k !== prefix) continue;
      out.push(k);
    }
    if (max === 1 && out.length === 0) return [];
    return out;
  }

  private crossings(a: string, b: string, limit: number): AddressSuggestion[] {
    const first = this.streets(words(a)).slice(0, 4);
    const second = this.streets(words(b));
    const out: AddressSuggestion[] = [];
    for (const sa of first)
      for (const sb of second) {
        if (out.length >= limit) return out;
        const point = this.index.crossing(sa, sb);
        if (!point) continue;
        out.push({
          label: `${sa.label} & ${sb.label}, Chicago, IL${point.zip ? ` ${point.zip}` : ''}`,
          kind: 'intersection',
          detail: null,
          lat: point.lat,
          lon: point.lon,
          precision: 'intersection',
        });
      }
    return out;
  }
}
