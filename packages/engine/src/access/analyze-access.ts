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
 * are loaded, a labelled proxy and the reason.
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
  return {
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
