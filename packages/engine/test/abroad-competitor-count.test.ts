import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { formatReport } from '../src/cli/format-report.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { reportNotice } from '../src/site-location/report-notice.js';
import { reportSections } from '../src/site-location/report-sections.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';
import type { SiteInput } from '../src/validation/validate-request.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const coffee = getBusinessType('coffee-shop');

// Toronto's report said "competitors counted: 0" (the Yelp sample names Toronto places, so a named-places count of 0
// within the mile came out): outside the United States there is no Census count to make one from, and 0 reads as
// "no competition".
describe('outside the United States the competitor count is left out and says why (real data pack)', () => {
  let engine: LoadedEngine;
  const site = async (query: string): Promise<SiteInput> => {
    const g = await engine.geocoder.geocode(query);
    return { label: query, lat: g.lat, lon: g.lon, precision: g.precision, country: g.country ?? null };
  };
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);

  it.each(['Toronto, ON', 'Paris, France'])(
    '%s: no count, no ring counts, no density; the summary and the notice say it is not available there',
    async (query) => {
      const s = await site(query);
      expect(s.country).not.toBe('US');
      const a = analyzeSite(engine.ctx, coffee, s, 1);
      const c = a.competitors;
      expect(c.countWithinRadius).toBeNull();
      expect(c.countRange).toBeNull();
      expect(c.countsByRing).toEqual([]);
      expect(c.densityPer10kHouseholds).toBeNull();
      expect(c.countSummary).toMatch(
        new RegExp(`the competitor count is not available outside the United States \\(${s.country}\\)`, 'i'),
      );
      expect(c.countSummary).not.toMatch(/of about 0|counted: 0/);
      expect(c.saturation.verdict).toBe('unknown');
      const counted = reportSections(a).find((x) => x.id === 'competitors-counted');
      expect(counted).toMatchObject({ included: false });
      expect(counted?.detail).toMatch(/not available outside the United States/);
      // The notice before payment says the same.
      const notice = reportNotice(engine.ctx, coffee, s, 1).find((x) => x.id === 'competitors-counted');
      expect(notice).toEqual(counted);
      expect(formatReport(a)).not.toMatch(/of about 0 establishments/);
    },
    120_000,
  );

  it('a U.S. site still gets its count', async () => {
    const a = analyzeSite(engine.ctx, coffee, await site('2400 N Clark St, Chicago, IL 60614'), 1);
    expect(a.competitors.countWithinRadius?.value).toBeGreaterThan(5);
    expect(reportSections(a).find((x) => x.id === 'competitors-counted')?.included).toBe(true);
  }, 120_000);
});
