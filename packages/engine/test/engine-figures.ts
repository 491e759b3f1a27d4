import { createHash } from 'node:crypto';
import type { LatLon } from '@sitescout/geodata';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import type { EngineContext } from '../src/analysis/engine-context.js';
import { bestLocations } from '../src/finder/best-locations.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';
import { CHICAGO_SITES } from './chicago-figures.js';

/**
 * Every figure of whole analyses, for every business type, as one digest per analysis: the analysis as JSON with
 * each number written to 9 significant digits (so a sum taken in another order, which moves the 16th digit, reads
 * the same, while any figure a user could see moving does not), without the engine and data version stamps.
 * The headline figures are kept beside each digest so a failure says what moved.
 */
export interface AnalysisFigures {
  digest: string;
  score: number | null;
  competitors: number | null;
  named: number | null;
  revenue: number | null;
}

/** Ten of the twenty Chicago sites, six Illinois towns outside it and one site outside Illinois. */
export const FIGURE_SITES: Array<[string, LatLon]> = [
  ...CHICAGO_SITES.filter((_, i) => i % 2 === 0),
  ['Naperville', { lat: 41.7729, lon: -88.1479 }],
  ['Rockford', { lat: 42.2711, lon: -89.094 }],
  ['Peoria', { lat: 40.6936, lon: -89.589 }],
  ['Springfield', { lat: 39.7989, lon: -89.6544 }],
  ['Champaign', { lat: 40.1164, lon: -88.2434 }],
  ['Carbondale', { lat: 37.7273, lon: -89.2168 }],
  ['Indianapolis', { lat: 39.7684, lon: -86.1581 }],
];

const rounded = (_key: string, value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value !== 0 ? Number(value.toPrecision(9)) : value;

export function figuresDigest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value, rounded)).digest('hex').slice(0, 24);
}

/** The figures of every business type at every site (radius 1 mi at even sites, 3 mi at odd ones). */
export function engineFigures(ctx: EngineContext): Record<string, AnalysisFigures> {
  const out: Record<string, AnalysisFigures> = {};
  for (const type of BUSINESS_TYPES) {
    FIGURE_SITES.forEach(([name, point], i) => {
      const radius = i % 2 === 0 ? 1 : 3;
      const { engineVersion: _e, dataVersion: _d, ...a } = analyzeSite(ctx, type, { label: name, ...point }, radius);
      out[`${type.id} at ${name}, ${radius} mi`] = {
        digest: figuresDigest(a),
        score: a.siteScore.score?.value ?? null,
        competitors: a.competitors.countWithinRadius?.value ?? null,
        named: a.competitors.namedWithinRadius ?? null,
        revenue: a.forecast.available ? (a.forecast.annualRevenue?.expected.value ?? null) : null,
      };
    });
  }
  return out;
}

/** The finder's whole ranking over every Illinois ZCTA for three trades, one digest each. */
export function finderFigures(ctx: EngineContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of ['coffee-shop', 'beauty-salon', 'hvac']) {
    const type = BUSINESS_TYPES.find((t) => t.id === id);
    if (!type) throw new Error(`no business type ${id}`);
    out[id] = figuresDigest(bestLocations(ctx, type, { kind: 'state', state: 'IL' }));
  }
  return out;
}
