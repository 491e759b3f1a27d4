import type { LatLon } from '@sitescout/geodata';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import type { EngineContext } from '../src/analysis/engine-context.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

/** 20 Chicago sites spread over the city (north side to far south side, lakefront to the west edge). */
export const CHICAGO_SITES: Array<[string, LatLon]> = [
  ['West Loop', { lat: 41.8825, lon: -87.65 }],
  ['Lincoln Park', { lat: 41.9251, lon: -87.6497 }],
  ['South Shore', { lat: 41.7615, lon: -87.5755 }],
  ['Humboldt Park', { lat: 41.9025, lon: -87.7209 }],
  ['near Midway', { lat: 41.7868, lon: -87.7522 }],
  ['Bucktown', { lat: 41.9135, lon: -87.6776 }],
  ['Pilsen', { lat: 41.8556, lon: -87.6606 }],
  ['Chatham', { lat: 41.7409, lon: -87.6125 }],
  ['Austin', { lat: 41.8937, lon: -87.765 }],
  ['Rogers Park', { lat: 42.0087, lon: -87.6697 }],
  ['The Loop', { lat: 41.8789, lon: -87.6298 }],
  ['Hyde Park', { lat: 41.7943, lon: -87.5907 }],
  ['Uptown', { lat: 41.9665, lon: -87.6533 }],
  ['Logan Square', { lat: 41.9231, lon: -87.7093 }],
  ['Bridgeport', { lat: 41.8381, lon: -87.6511 }],
  ['Englewood', { lat: 41.7798, lon: -87.6456 }],
  ['Jefferson Park', { lat: 41.9703, lon: -87.7614 }],
  ['Edgewater', { lat: 41.9837, lon: -87.6598 }],
  ['Little Village', { lat: 41.8445, lon: -87.7131 }],
  ['Beverly', { lat: 41.7145, lon: -87.6723 }],
];

/**
 * The figures a user reads for a coffee shop at each site (1 mi): ring residents and households at every
 * ring, walkshed residents and households, the site score and its parts, the forecast's market and revenue.
 */
export function chicagoFigures(ctx: EngineContext): Record<string, Record<string, number | null>> {
  const coffee = getBusinessType('coffee-shop');
  const out: Record<string, Record<string, number | null>> = {};
  for (const [name, point] of CHICAGO_SITES) {
    const a = analyzeSite(ctx, coffee, { label: name, ...point }, 1);
    const figures: Record<string, number | null> = {};
    for (const ring of a.tradeArea.rings) {
      figures[`ring ${ring.radiusMiles} mi residents`] = ring.population?.value ?? null;
      figures[`ring ${ring.radiusMiles} mi households`] = ring.households?.value ?? null;
    }
    for (const w of a.tradeArea.walk?.walksheds ?? []) {
      figures[`walkshed ${w.minutes} min residents`] = w.population?.value ?? null;
      figures[`walkshed ${w.minutes} min households`] = w.households?.value ?? null;
    }
    figures['site score'] = a.siteScore.score?.value ?? null;
    for (const s of a.siteScore.subScores) figures[`site score: ${s.name}`] = s.score ?? null;
    const f = a.forecast;
    figures['forecast market share'] = f.available ? (f.marketShare?.value ?? null) : null;
    figures['forecast annual market'] = f.available ? (f.annualMarket?.value ?? null) : null;
    figures['forecast annual revenue'] = f.available ? (f.annualRevenue?.expected.value ?? null) : null;
    figures['forecast customers a day'] = f.available ? (f.customersPerDay?.value ?? null) : null;
    out[name] = figures;
  }
  return out;
}
