import type { GeoView, LatLon, StreetLine, TrafficCountHit } from '@sitescout/geodata';
import { localProjector } from '@sitescout/geodata';
import { latestYear, oldFigureNote } from '../figures/vintage-age.js';

/** A street line this close to the point is one the site can front (a geocoded address sits on its centre line). */
export const FRONTAGE_MILES = 0.1;
/**
 * The nearest count on the site's own street is used up to this far along it: the City counted major streets
 * about every 0.5–1.5 mi (2101 N Clark St's nearest Clark St count is 1.2 mi south), so a wider search would
 * describe another stretch of the street.
 */
export const SAME_STREET_COUNT_MILES = 1.5;

const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NORTH', 'SOUTH', 'EAST', 'WEST']);
const SUFFIXES = new Set([
  'ST',
  'AVE',
  'AV',
  'BLVD',
  'RD',
  'DR',
  'PKWY',
  'PL',
  'CT',
  'LN',
  'HWY',
  'TER',
  'WAY',
  'EXPY',
  'PLZ',
  'STREET',
  'AVENUE',
  'BOULEVARD',
  'ROAD',
  'DRIVE',
  'PARKWAY',
]);

/**
 * A street's name without its direction and type, so the City's two spellings meet: "N MILWAUKEE AVE" and
 * "Milwaukee Ave" → "MILWAUKEE"; "W WASHINGTON BLVD" and "Washington St" → "WASHINGTON".
 */
export function streetKey(name: string): string {
  const words = name.toUpperCase().replace(/[.,#]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length > 1 && DIRECTIONS.has(words[0] as string)) words.shift();
  if (words.length > 1 && SUFFIXES.has(words[words.length - 1] as string)) words.pop();
  return words.join(' ');
}

/** The street named in an address label ("1750 N Milwaukee Ave, Chicago, IL" → "MILWAUKEE"), or null. */
export function addressStreetKey(label: string): string | null {
  const first = label.split(',')[0] ?? '';
  const m = /^\s*\d+[A-Z]?(?:-\d+)?\s+(.+)$/i.exec(first);
  return m?.[1] ? streetKey(m[1]) : null;
}

/** "N CLARK ST" → "N Clark St". */
const plainName = (name: string) => name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Distance in miles from the point to the street line (straight segments between crossings). */
function milesToLine(center: LatLon, line: StreetLine): number {
  const project = localProjector(center);
  let best = Number.POSITIVE_INFINITY;
  for (const part of line.line) {
    const pts = part.map(([lon, lat]) => project(lon, lat));
    for (let i = 0; i < pts.length; i++) {
      const [ax, ay] = pts[i] as [number, number];
      const [bx, by] = (pts[i + 1] ?? pts[i]) as [number, number];
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best;
}

export interface SiteStreet {
  /** The street's name as the City writes it, in plain case ("N Milwaukee Ave"). */
  name: string;
  /** address: the street named in the site's address; nearest: the street line nearest the point. */
  basis: 'address' | 'nearest';
  /** Distance from the point to the street, miles. */
  distanceMiles: number;
}

/**
 * The street the site fronts: the one its address names, when a line of that street passes within
 * `FRONTAGE_MILES`; otherwise the street line nearest the point (within the same distance). Null without street
 * lines there (outside the City's street data).
 */
export function siteStreet(geo: GeoView, center: LatLon, label: string): SiteStreet | null {
  const lines = geo
    .streetLinesWithin(center, FRONTAGE_MILES)
    .map((line) => ({ line, miles: milesToLine(center, line) }))
    .filter((x) => x.miles <= FRONTAGE_MILES)
    .sort((a, b) => a.miles - b.miles);
  const named = addressStreetKey(label);
  const byAddress = named ? lines.find((x) => streetKey(x.line.name) === named) : undefined;
  const pick = byAddress ?? lines[0];
  if (!pick) return null;
  return { name: plainName(pick.line.name), basis: byAddress ? 'address' : 'nearest', distanceMiles: pick.miles };
}

/** The nearest traffic count on the given street within `SAME_STREET_COUNT_MILES`, or null. */
export function nearestCountOnStreet(geo: GeoView, center: LatLon, street: string): TrafficCountHit | null {
  const key = streetKey(street);
  const hits = geo
    .trafficCountsWithin(center, SAME_STREET_COUNT_MILES)
    .items.filter((h) => streetKey(h.count.street) === key)
    .sort((a, b) => a.distanceMiles - b.distanceMiles);
  return hits[0] ?? null;
}

/**
 * "October 2006": one formatter for every count (`toLocaleDateString` with options builds one per call, about
 * 0.1 ms on this machine, against microseconds for a kept one).
 */
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "counted October 2006 — an old count, 19 years before the newest data (2025)". */
export function countAgeText(date: string, vintage: string, referenceYear: number | null): string {
  const d = new Date(`${date}T00:00:00Z`);
  const when = Number.isNaN(d.getTime()) ? date : MONTH_YEAR.format(d);
  const old = oldFigureNote(String(latestYear(date) ?? vintage), referenceYear);
  return `counted ${when}${old ? ` — an old count, ${old.replace(/^from \d{4}, /, '')}` : ''}`;
}
