import type { GeoView, LatLon, StopHit, TransitMode } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { newestDataYear, oldFigureNote } from '../figures/vintage-age.js';
import {
  countAgeText,
  nearestCountOnStreet,
  SAME_STREET_COUNT_MILES,
  type SiteStreet,
  siteStreet,
  streetKey as streetKeyOf,
} from './site-street.js';

export const RAIL_MODES: readonly TransitMode[] = ['rail', 'subway', 'commuter-rail'];

export interface StationRef {
  name: string;
  mode: TransitMode;
  routes: string[];
  distanceMiles: Figure;
}

export interface TrafficRef {
  street: string;
  location: string;
  date: string;
  dailyVehicles: Figure;
  distanceMiles: number;
}

/** A CTA 'L' station within 0.5 mi with its average weekday entries. */
export interface StationEntriesRef {
  name: string;
  distanceMiles: number;
  /** Average weekday fare-gate entries over the station's latest 12 months (source and vintage). */
  weekdayEntries: Figure;
  /** The months averaged, e.g. "Jul 2022–Jun 2023". */
  period: string;
}

/** Stations within this distance count towards foot traffic: a short walk from the site. */
export const ENTRIES_RADIUS_MILES = 0.5;

export interface AccessSection {
  transitCovered: boolean;
  transitMessage: string | null;
  stopsWithinQuarterMile: Figure | null;
  railStationsWithinMile: Figure | null;
  railStations: StationRef[];
  trafficCovered: boolean;
  /** Traffic counts within 0.5 mi, busiest first. */
  trafficCounts: TrafficRef[];
  /**
   * The count on the street the site fronts (the nearest one on that street within 1.5 mi), the one the access
   * sub-score and the narrative use; null when that street has no count (another street's count never stands in).
   */
  nearestArterial: TrafficRef | null;
  /**
   * The street the site fronts and its traffic in plain words, with the count's year and an old-count note; other
   * streets' counts only labelled as such. Absent on analyses stored before it; null outside the street data.
   */
  frontage?: Frontage | null;
  /** When no counts exist here: what stands in for traffic, and why. */
  trafficProxy: { label: string; reason: string } | null;
  /** CTA 'L' stations within 0.5 mi with their weekday entries (entries, not a sidewalk count). */
  stationEntries: StationEntriesRef[];
  /** Their weekday entries added up: the foot-traffic measure the access sub-score reads; null without stations. */
  weekdayEntriesNearby: Figure | null;
  /** Set when the counts shown are more than five years older than the newest data: their age, plainly. */
  trafficAgeNote: string | null;
}

/** The street the site fronts and what is known of its traffic. */
export interface Frontage extends SiteStreet {
  /** "N Milwaukee Ave: 12,800 vehicles/day at 1640 North Milwaukee Ave, 0.22 mi away, counted October 2006 — an old count, …". */
  summary: string;
  /** The busiest other street within 0.5 mi (its count nearest the site), labelled as such; null when none. */
  otherStreet: { text: string; count: TrafficRef } | null;
}

const vehicles = (n: number) => `${Math.round(n).toLocaleString('en-US')} vehicles/day`;
const miles = (m: number) => `${m.toFixed(2)} mi`;

function frontageOf(
  geo: GeoView,
  center: LatLon,
  label: string,
  counts: readonly TrafficRef[],
  referenceYear: number | null,
): { frontage: Frontage | null; count: TrafficRef | null } {
  const street = siteStreet(geo, center, label);
  if (!street) return { frontage: null, count: null };
  const hit = nearestCountOnStreet(geo, center, street.name);
  const count: TrafficRef | null = hit
    ? {
        street: hit.count.street,
        location: hit.count.location,
        date: hit.count.date,
        dailyVehicles: {
          value: hit.count.totalVolume,
          source: hit.count.source,
          vintage: hit.count.vintage,
          note: `counted ${hit.count.date} at ${hit.count.location}, on the street the site fronts`,
        },
        distanceMiles: hit.distanceMiles,
      }
    : null;
  const found = street.basis === 'address' ? 'the street in the address' : 'the street nearest the point';
  const summary = count
    ? `${street.name} (${found}): ${vehicles(count.dailyVehicles.value)} at ${count.location}, ${miles(count.distanceMiles)} away, ${countAgeText(count.date, 'vintage' in count.dailyVehicles ? count.dailyVehicles.vintage : '', referenceYear)}.`
    : `${street.name} (${found}): no traffic count on this street within ${SAME_STREET_COUNT_MILES} mi (the City counted major streets only, 2006–2007), so passing traffic is not scored.`;
  // The busiest other street within 0.5 mi (counts are busiest first), at its count nearest the site.
  const busiest = counts.find((c) => streetKeyOf(c.street) !== streetKeyOf(street.name));
  const other = busiest
    ? counts
        .filter((c) => streetKeyOf(c.street) === streetKeyOf(busiest.street))
        .reduce((a, b) => (b.distanceMiles < a.distanceMiles ? b : a))
    : undefined;
  return {
    count,
    frontage: {
      ...street,
      summary,
      otherStreet: other
        ? {
            count: other,
            text: `Another street: ${other.street}, ${vehicles(other.dailyVehicles.value)}, ${miles(other.distanceMiles)} from the site, ${countAgeText(other.date, '', referenceYear)} — not the street the site fronts.`,
          }
        : null,
    },
  };
}

function uniqueStations(hits: readonly StopHit[]): StopHit[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = `${h.stop.name}|${h.stop.mode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Access, traffic and visibility: transit stops within 0.25 mi, rail stations within 1 mi, traffic counts within
 * 0.5 mi, and the count on the street the site fronts (the street its address names, else the street nearest the
 * point; the nearest count on that street) — the one the access sub-score uses; another street's count is only shown
 * labelled as such. A site placed only to its ZIP or city fronts no street. Where no counts are loaded, a labelled
 * proxy and the reason. CTA 'L' stations within 0.5 mi bring their average weekday entries (a measured proxy for
 * people on foot near the station).
 */
export function analyzeAccess(
  geo: GeoView,
  center: LatLon,
  /** The site as typed: its address names the street it fronts; a ZIP or city centre fronts no street. */
  site: { label: string; precision?: string | null } = { label: '' },
): AccessSection {
  const stops = geo.stopsWithin(center, 0.25);
  const rail = geo.stopsWithin(center, 1, RAIL_MODES);
  const stations = uniqueStations(rail.items);
  const stopCite = (hits: readonly StopHit[]) => ({
    source: [...new Set(hits.map((h) => h.stop.source))].join('; ') || 'loaded transit feeds',
    vintage: [...new Set(hits.map((h) => h.stop.vintage))].join('; ') || 'n/a',
  });
  const traffic = geo.trafficCountsWithin(center, 0.5);
  const counts: TrafficRef[] = traffic.items
    .map((h) => ({
      street: h.count.street,
      location: h.count.location,
      date: h.count.date,
      dailyVehicles: {
        value: h.count.totalVolume,
        source: h.count.source,
        vintage: h.count.vintage,
        note: `counted ${h.count.date}`,
      },
      distanceMiles: h.distanceMiles,
    }))
    .sort((a, b) => b.dailyVehicles.value - a.dailyVehicles.value);
  const referenceYear = newestDataYear(geo.datasets());
  const approximate = site.precision === 'zip' || site.precision === 'city';
  const { frontage, count: arterial } =
    traffic.covered && !approximate
      ? frontageOf(geo, center, site.label, counts, referenceYear)
      : { frontage: null, count: null };
  let proxy: AccessSection['trafficProxy'] = null;
  if (!traffic.covered) {
    proxy = {
      label: 'Walk Score and transit stops stand in for passing traffic',
      reason: traffic.message ?? 'no traffic counts loaded for this area',
    };
  } else if (counts.length === 0) {
    proxy = {
      label: 'Walk Score and transit stops stand in for passing traffic',
      reason: 'no traffic count within 0.5 mi (the City counted major streets only, 2006–2007)',
    };
  }
  const vintages = [...new Set(counts.map((c) => ('vintage' in c.dailyVehicles ? c.dailyVehicles.vintage : '')))];
  const age = vintages.length > 0 ? oldFigureNote(vintages.join(', '), referenceYear) : null;
  const entries: StationEntriesRef[] = stations
    .filter((h) => h.distanceMiles <= ENTRIES_RADIUS_MILES && h.stop.weekdayEntries)
    .map((h) => {
      const e = h.stop.weekdayEntries as NonNullable<typeof h.stop.weekdayEntries>;
      return {
        name: h.stop.name,
        distanceMiles: h.distanceMiles,
        period: e.period,
        weekdayEntries: {
          value: e.averageWeekdayEntries,
          source: e.source,
          vintage: e.vintage,
          note: `average weekday fare-gate entries, ${e.period}${e.months < 12 ? ` (${e.months} months with entries)` : ''}; entries, not a sidewalk count`,
        },
      };
    });
  const total = entries.reduce((s, e) => s + e.weekdayEntries.value, 0);
  return {
    stationEntries: entries,
    weekdayEntriesNearby:
      entries.length === 0
        ? null
        : {
            value: total,
            estimate: {
              method: `average weekday entries at the ${entries.length} CTA 'L' station${entries.length === 1 ? '' : 's'} within ${ENTRIES_RADIUS_MILES} mi (${entries[0]?.weekdayEntries && 'source' in entries[0].weekdayEntries ? entries[0].weekdayEntries.source : ''}, ${entries[0]?.weekdayEntries.note ?? ''}), added up: people entering the 'L' near the site, not a sidewalk count`,
            },
          },
    trafficAgeNote: age
      ? `Traffic counts are ${age}: street volumes may have changed since; count or ask the City for a newer figure before relying on them.`
      : null,
    transitCovered: stops.covered,
    transitMessage: stops.covered ? null : stops.message,
    stopsWithinQuarterMile: stops.covered
      ? { value: stops.items.length, ...stopCite(stops.items), note: 'stops and stations within 0.25 mi' }
      : null,
    railStationsWithinMile: rail.covered
      ? { value: stations.length, ...stopCite(stations), note: 'rail stations within 1 mi' }
      : null,
    railStations: stations.map((h) => ({
      name: h.stop.name,
      mode: h.stop.mode,
      routes: h.stop.routes,
      distanceMiles: {
        value: h.distanceMiles,
        source: h.stop.source,
        vintage: h.stop.vintage,
        note: 'straight-line distance',
      },
    })),
    trafficCovered: traffic.covered,
    trafficCounts: counts,
    nearestArterial: arterial,
    frontage,
    trafficProxy: proxy,
  };
}
