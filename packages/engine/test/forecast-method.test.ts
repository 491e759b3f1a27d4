import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteAnalysis } from '../src/analysis/analysis-result-types.js';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { compareSites } from '../src/comparison/compare-sites.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// One forecast method wherever demand zones exist, so forecasts at different sites can be compared. The West Loop has named places; Naperville,
// Evanston and Peoria have only the Census estimate of their competitors — all four must be Huff forecasts whose
// competitors add up to the competitor section's estimate, so their revenues can be compared.
const SITES = ['41.8825, -87.65', 'Naperville, IL', 'Evanston, IL', 'Peoria, IL'];

describe('one forecast method across Illinois (real data pack)', () => {
  let engine: LoadedEngine;
  const analyses: SiteAnalysis[] = [];
  beforeAll(async () => {
    engine = loadEngine(process.env, repo, () => {});
    for (const query of SITES) {
      const g = await engine.geocoder.geocode(query);
      analyses.push(
        analyzeSite(
          engine.ctx,
          getBusinessType('coffee-shop'),
          { label: query, lat: g.lat, lon: g.lon, precision: g.precision },
          1,
        ),
      );
    }
    for (const a of analyses) {
      const f = a.forecast;
      console.log(
        `${a.site.label}: ${f.model}, $${f.annualRevenue?.expected.value.toLocaleString('en-US')} a year, ${f.customersPerDay?.value} customers a day, share ${((f.marketShare?.value ?? 0) * 100).toFixed(1)} % of $${f.annualMarket?.value.toLocaleString('en-US')}; county check ${f.check?.verdict} (${f.check?.ratio}× the average $${f.check?.averageRevenue?.value.toLocaleString('en-US')})`,
      );
    }
  }, 240_000);

  it('forecasts every site with the Huff model over demand zones', () => {
    expect(analyses.map((a) => a.forecast.model)).toEqual(SITES.map(() => 'huff'));
    for (const a of analyses) {
      const method =
        a.forecast.marketShare && 'estimate' in a.forecast.marketShare ? a.forecast.marketShare.estimate.method : '';
      expect(method).toMatch(/^Huff model/);
    }
  });

  it('lets the estimated competitors without a location take their share', () => {
    const naperville = analyses[1] as SiteAnalysis;
    expect(naperville.competitors.placesCovered).toBe(false);
    expect(naperville.competitors.countWithinRadius?.value).toBeGreaterThan(0);
    // With about as many coffee shops per household as around it, a new one cannot take a quarter of the market.
    expect(naperville.forecast.marketShare?.value).toBeLessThan(0.25);
    const method =
      naperville.forecast.marketShare && 'estimate' in naperville.forecast.marketShare
        ? naperville.forecast.marketShare.estimate.method
        : '';
    expect(method).toMatch(/without a location/);
  });

  it('gives plausible figures: no suburb sells ten times the West Loop, every site between 10 and 1,000 customers a day', () => {
    const westLoop = analyses[0]?.forecast.annualRevenue?.expected.value as number;
    for (const a of analyses.slice(1)) {
      const revenue = a.forecast.annualRevenue?.expected.value as number;
      expect(revenue / westLoop).toBeLessThan(5);
      expect(a.forecast.customersPerDay?.value).toBeGreaterThan(10);
      expect(a.forecast.customersPerDay?.value).toBeLessThan(1000);
    }
  });

  it('would compare the revenues (one method), but crowns none: only the West Loop is placed at its street', () => {
    const revenue = compareSites(analyses).criteria.find((c) => c.criterion === 'Expected revenue');
    console.log(`Expected revenue: ${revenue?.reason}`);
    expect(revenue?.reason).not.toMatch(/different methods/);
    // Naperville, Evanston and Peoria are placed at their city centres: their forecasts are shown, never ranked.
    expect(revenue?.winner).toBeNull();
    expect(revenue?.reason).toMatch(/only .*41\.8825, -87\.65.* comparable/i);
  });

  it('counts the West Loop’s daytime population and marks the city-centre guesses as no plan', () => {
    const [westLoop, naperville, , peoria] = analyses as [SiteAnalysis, SiteAnalysis, SiteAnalysis, SiteAnalysis];
    expect(westLoop.forecast.assumptions.join(' ')).toMatch(/Daytime population counted: 50 %/);
    expect(westLoop.forecast.basis).toMatchObject({ sitePrecision: 'street', market: 'receipts' });
    for (const city of [naperville, peoria]) {
      expect(city.forecast.basis).toMatchObject({ sitePrecision: 'city', planReady: false });
      expect(city.narrative.recommendations.join(' ')).not.toContain('Plan around');
    }
  });
});
