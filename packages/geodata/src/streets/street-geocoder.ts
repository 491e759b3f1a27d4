import { GeocodeError, type GeocodeResult } from '../model/geocode.js';
import { type ParsedAddress, parseAddress, type StreetReading } from './address-parser.js';
import { correctedKey, nearestStreetNames } from './did-you-mean.js';
import type { AddressRanges } from './range-locator.js';
import type { IndexedStreet, StreetIndex, StreetPoint } from './street-index.js';

/** A known street without the house number: the one street error a ZIP may stand in for. */
export class HouseNumberOutOfRange extends GeocodeError {
  constructor(message: string) {
    super('GEOCODE_NOT_FOUND', message);
  }
}

/** A P.O. box is where mail goes, not where a shop stands. */
export function poBoxError(): GeocodeError {
  return new GeocodeError(
    'GEOCODE_BAD_INPUT',
    'a P.O. box is a mailing address, not a site: enter the street address of the site',
  );
}

const CITY_NAMES = new Set(['CHICAGO', 'CHGO', 'CHI']);

/** ZIP → city name (upper case) from the USPS table; null when unknown. */
export type ZipCityLookup = (zip: string) => string | null;

interface Matched {
  streets: IndexedStreet[];
  reading: StreetReading;
  typeIgnored: boolean;
  /** Set when a typo was corrected: what was typed. */
  correctedFrom: string | null;
}

function readingLabel(r: StreetReading): string {
  return [r.dir, r.name, r.type]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Chicago street addresses and intersections from the street index, offline. Answers null when the
 * query is not a street address or intersection, or names a place outside Chicago (another city,
 * state, or a non-Chicago ZIP without a city): the next geocoder in the chain takes it. A Chicago
 * address it cannot place (unknown street, number off the street's range) throws a
 * {@link GeocodeError} that says why and what was meant.
 */
export class StreetGeocoder {
  constructor(
    private readonly index: StreetIndex,
    private readonly zipCity: ZipCityLookup,
    /** The City's address ranges per segment, when the pack has them: numbers are placed on those first. */
    private readonly ranges: AddressRanges | null = null,
  ) {}

  geocode(query: string): GeocodeResult | null {
    return this.geocodeParsed(parseAddress(query));
  }

  /** As {@link geocode}, for an address already taken apart (the offline geocoder reads towns into it first). */
  geocodeParsed(parsed: ParsedAddress): GeocodeResult | null {
    if (parsed.kind === 'po-box') throw poBoxError();
    if (parsed.kind === 'other' || !this.inChicago(parsed)) return null;
    if (parsed.kind === 'street-name') return this.streetName(parsed);
    return parsed.kind === 'street' ? this.street(parsed) : this.intersection(parsed);
  }

  /** A known Chicago street without a number: ask for the number, with the street's range. */
  private streetName(p: Extract<ParsedAddress, { kind: 'street-name' }>): null {
    const matched = this.match(p.readings);
    if (!matched || matched.correctedFrom) return null;
    const ranges = matched.streets.map((s) => `${s.label} ${Math.max(1, s.low)}–${s.high} ${s.dir}`).join('; ');
    throw new GeocodeError('GEOCODE_BAD_INPUT', `add the house number: ${ranges}`);
  }

  private inChicago(p: Extract<ParsedAddress, { city: string | null }>): boolean {
    if (p.state && p.state !== 'IL') return false;
    if (p.city) return CITY_NAMES.has(p.city);
    if (p.zip) return this.zipCity(p.zip) === 'CHICAGO';
    return true;
  }

  /** The streets a set of readings names, most specific reading first; then one typo corrected. */
  private match(readings: readonly StreetReading[]): Matched | null {
    return this.matchExactly(readings) ?? this.matchCorrected(readings);
  }

  private matchExactly(readings: readonly StreetReading[]): Matched | null {
    for (const reading of readings) {
      const found = this.matchReading(reading, this.index.find(reading.name));
      if (found) return found;
    }
    return null;
  }

  /**
   * A street address's streets: as read, else split from a unit elsewhere ("S Cottage Grove Ave Storefront"), else
   * with one typo corrected. Returns the unit that goes with the match.
   */
  private matchStreet(p: Extract<ParsedAddress, { kind: 'street' }>): { matched: Matched; unit: string | null } | null {
    const exact = this.matchExactly(p.readings);
    if (exact) return { matched: exact, unit: p.unit };
    for (const split of p.otherSplits) {
      const found = this.matchExactly(split.readings);
      // A street found only by ignoring the type typed before the unit is too loose a reading to trust.
      if (found && !found.typeIgnored) return { matched: found, unit: split.unit };
    }
    const corrected = this.matchCorrected(p.readings);
    return corrected ? { matched: corrected, unit: p.unit } : null;
  }

  private matchCorrected(readings: readonly StreetReading[]): Matched | null {
    for (const reading of readings) {
      const accept = (s: IndexedStreet) =>
        (!reading.dir || s.dir === reading.dir) && (!reading.type || s.type === reading.type);
      const key = correctedKey(this.index, reading.name, accept);
      if (!key) continue;
      const found = this.matchReading(reading, this.index.byLookupKey(key));
      if (found) return { ...found, correctedFrom: readingLabel(reading) };
    }
    return null;
  }

  private matchReading(reading: StreetReading, streets: IndexedStreet[]): Matched | null {
    const named = streets.filter((s) => !reading.dir || s.dir === reading.dir);
    if (named.length === 0) return null;
    const typed = reading.type ? named.filter((s) => s.type === reading.type) : named;
    if (typed.length > 0) return { streets: typed, reading, typeIgnored: false, correctedFrom: null };
    // "Chicago St" when only "Chicago Ave" exists: one street of that name, so take it and say so.
    const types = new Set(named.map((s) => s.type));
    if (types.size === 1) return { streets: named, reading, typeIgnored: true, correctedFrom: null };
    return null;
  }

  private unknown(readings: readonly StreetReading[]): GeocodeError {
    const typed = readings[0] as StreetReading;
    const withoutDir = readings.find((r) => r.dir === null && r.type === typed.type) ?? typed;
    const near = nearestStreetNames(this.index, withoutDir.name);
    const hint = near.length > 0 ? ` — did you mean ${near.join(', ')}?` : '';
    return new GeocodeError('GEOCODE_NOT_FOUND', `no street named '${readingLabel(typed)}' in Chicago${hint}`);
  }

  private street(p: Extract<ParsedAddress, { kind: 'street' }>): GeocodeResult {
    const found = this.matchStreet(p);
    if (!found) throw this.unknown(p.readings);
    const { matched, unit } = found;
    const inRange = matched.streets.filter(
      (s) => this.ranges?.covers(s.full, p.number) || this.index.inRange(s, p.number),
    );
    if (inRange.length === 0) {
      const ranges = matched.streets.map((s) => `${s.label} ${Math.max(1, s.low)}–${s.high}`).join('; ');
      throw new HouseNumberOutOfRange(
        `${p.number} is outside the street's numbers (${ranges}): check the house number or the direction`,
      );
    }
    // Several streets of the name have the number (E and W Chicago Ave): the ZIP decides, else the longest.
    const byZip = p.zip ? inRange.filter((s) => this.index.zipsOf(s).has(p.zip as string)) : [];
    const street = (byZip[0] ?? inRange[0]) as IndexedStreet;
    const ranged = this.ranges?.locate(street.full, p.number) ?? null;
    const point = ranged ?? (this.index.locate(street, p.number) as StreetPoint);
    const notes: string[] = [];
    if (!matched.reading.dir && inRange.length > 1 && byZip.length !== 1)
      notes.push(
        `no direction given: took ${street.label} (also ${inRange
          .filter((s) => s !== street)
          .map((s) => s.label)
          .join(', ')})`,
      );
    if (matched.typeIgnored) notes.push(`no ${readingLabel(matched.reading)} in Chicago: took ${street.label}`);
    if (matched.correctedFrom) notes.push(`no street named '${matched.correctedFrom}': took ${street.label}`);
    const zip = this.reconcileZip(p.zip, point, notes, `${p.number} ${street.label}`);
    if (unit) notes.push(`unit "${unit.toLowerCase()}" is not part of the location`);
    return {
      lat: point.lat,
      lon: point.lon,
      precision: 'street',
      label: `${p.number} ${street.label}, Chicago, IL${zip ? ` ${zip}` : ''}`,
      zip,
      state: 'IL',
      provider: 'offline-street',
      note: [
        ranged
          ? `placed on the City's address range of its block (${this.ranges?.data.source}, ${this.ranges?.data.vintage})`
          : 'placed on its block between the measured crossings (City of Chicago street centerlines)',
        ...notes,
      ].join('; '),
      uncertaintyMetres: point.uncertaintyMetres,
    };
  }

  private intersection(p: Extract<ParsedAddress, { kind: 'intersection' }>): GeocodeResult {
    const a = this.match(p.a);
    if (!a) throw this.unknown(p.a);
    const b = this.match(p.b);
    if (!b) throw this.unknown(p.b);
    const found: Array<{ sa: IndexedStreet; sb: IndexedStreet; point: StreetPoint }> = [];
    for (const sa of a.streets)
      for (const sb of b.streets) {
        const point = this.index.crossing(sa, sb);
        if (point) found.push({ sa, sb, point });
      }
    if (found.length === 0)
      throw new GeocodeError(
        'GEOCODE_NOT_FOUND',
        `${a.streets[0]?.label} and ${b.streets[0]?.label} do not cross in Chicago's street list: check the names`,
      );
    const best = (p.zip ? found.find((f) => f.point.zip === p.zip) : undefined) ?? (found[0] as (typeof found)[0]);
    const notes: string[] = [];
    if (found.length > 1) notes.push(`${found.length} crossings match: took ${best.sa.label} & ${best.sb.label}`);
    const zip = this.reconcileZip(p.zip, best.point, notes, `${best.sa.label} & ${best.sb.label}`);
    return {
      lat: best.point.lat,
      lon: best.point.lon,
      precision: 'intersection',
      label: `${best.sa.label} & ${best.sb.label}, Chicago, IL${zip ? ` ${zip}` : ''}`,
      zip,
      state: 'IL',
      provider: 'offline-intersection',
      note: ['street crossing (City of Chicago street centerlines)', ...notes].join('; '),
      uncertaintyMetres: best.point.uncertaintyMetres,
    };
  }

  /** The ZIP to report; a contradicting ZIP typed by the user loses to the street, with a note. */
  private reconcileZip(given: string | null, point: StreetPoint, notes: string[], what: string): string | null {
    if (!given) return point.zip;
    if (point.zip === given || point.nearbyZips.includes(given)) return given;
    notes.push(
      `ZIP ${given} does not match ${what}${point.zip ? ` (ZIP ${point.zip})` : ''}: the street address was used`,
    );
    return point.zip;
  }
}
