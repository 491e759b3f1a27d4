import type { GeoView, LatLon, StopHit, TransitMode } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { newestDataYear, oldFigureNote } from '../figures/vintage-age.js';

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
  /** The busiest counted street within 0.25 mi: the arterial the site fronts or sits just off. */
  nearestArterial: TrafficRef | null;
  /** When no counts exist here: what stands in for traffic, and why. */
  trafficProxy: { label: string; reason: string } | null;
  /** CTA 'L' stations within 0.5 mi with their weekday entries (entries, not a sidewalk count). */
  stationEntries: StationEntriesRef[];
  /** Their weekday entries added up: the foot-traffic measure the access sub-score reads; null without stations. */
  weekdayEntriesNearby: Figure | null;
  /** Set when the counts shown are more than five years older than the newest data: their age, plainly. */
  trafficAgeNote: string | null;
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
 * Access, traffic and visibility: transit stops within 0.25 mi, rail stations within 1 mi, traffic
 * counts within 0.5 mi and the busiest counted street within 0.25 mi (the arterial); where no counts
 * are loaded, a labelled proxy and the reason. CTA 'L' stations within 0.5 mi bring their average
 * weekday entries (a measured proxy for people on foot near the station).
 */
export function analyzeAccess(geo: GeoView, center: LatLon): AccessSection {
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
  const arterial = counts.find((c) => c.distanceMiles <= 0.25) ?? null;
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
  const age = vintages.length > 0 ? oldFigureNote(vintages.join(', '), newestDataYear(geo.datasets())) : null;
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
    trafficProxy: proxy,
  };
}
