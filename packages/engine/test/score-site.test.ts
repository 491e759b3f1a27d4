import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AreaRecord } from '@sitescout/geodata';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { scoreSite } from '../src/analysis/score-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Batch scoring skips the sections only a report needs; a batch row must still show the report's own figures.
 * Every business type at sites across Illinois (Chicago, suburbs, small towns, places outside the street and place
 * data) and at several radii: the site score with its parts and coverage, the competitor estimate with its range,
 * source, density and saturation verdict, and the whole forecast with its county check — equal, not close.
 */
describe('scoreSite (batch scoring) gives the report’s figures (real data pack)', () => {
  let engine: LoadedEngine;
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);

  it('for every business type at 28 Illinois sites and radii 0.5–5 mi', () => {
    const zctas = engine.ctx.geo
      .areas('zcta')
      .filter((z) => z.state === 'IL' && (z.demographics.population?.value ?? 0) > 0)
      .sort((a, b) => a.id.localeCompare(b.id));
    // Chicago ZIPs (606xx) and ZIPs spread over the rest of the state, each at its internal point.
    const chicago = zctas.filter((z) => z.id.startsWith('606'));
    const pick = (list: AreaRecord[], n: number) =>
      Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as AreaRecord);
    const sites = [...pick(chicago, 16), ...pick(zctas, 12)].map((z, i) => ({
      label: z.id,
      lat: z.internalPoint.lat + (i % 3) * 0.003,
      lon: z.internalPoint.lon - (i % 4) * 0.003,
      precision: 'street' as const,
    }));
    const radii = [0.5, 1, 2, 5];
    let compared = 0;
    let withForecast = 0;
    BUSINESS_TYPES.forEach((type, t) => {
      sites.forEach((site, s) => {
        const radius = radii[(s + t) % radii.length] as number;
        const priorities = s % 5 === 0 ? { lowCompetition: 80, footTraffic: 20 } : {};
        const full = analyzeSite(engine.ctx, type, site, radius, priorities);
        const lean = scoreSite(engine.ctx, type, site, radius, priorities);
        const where = `${type.id} at ${site.label}, ${radius} mi`;
        const { nationalPercentile: _, ...score } = full.siteScore;
        expect(lean.siteScore, where).toEqual(score);
        const pickCompetitors = (c: typeof full.competitors) => ({
          countWithinRadius: c.countWithinRadius,
          countRange: c.countRange,
          countBasis: c.countBasis,
          countSource: c.countSource,
          namedWithinRadius: c.namedWithinRadius,
          densityPer10kHouseholds: c.densityPer10kHouseholds,
          referenceDensity: c.referenceDensity,
          saturation: c.saturation,
          placesCovered: c.placesCovered,
        });
        expect(pickCompetitors(lean.competitors), where).toEqual(pickCompetitors(full.competitors));
        expect(lean.forecast, where).toEqual(full.forecast);
        compared++;
        if (full.forecast.annualRevenue) withForecast++;
      });
    });
    expect(compared).toBe(BUSINESS_TYPES.length * sites.length);
    // The comparison covers real forecasts, not only places where there is none.
    expect(withForecast).toBeGreaterThan(compared / 2);
  }, 600_000);
});
