import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { reportNotice } from '../src/site-location/report-notice.js';
import { reportSections } from '../src/site-location/report-sections.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';
import type { SiteInput } from '../src/validation/validate-request.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const coffee = getBusinessType('coffee-shop');

// The "before you spend" notice against the finished report, on the real data pack, for the sites the "what a credit
// buys" issue tried: the notice must name exactly the sections the report then holds, and say why the others are out.
describe('the notice before payment says what the report holds, section by section (real data pack)', () => {
  let engine: LoadedEngine;
  const site = async (query: string): Promise<SiteInput> => {
    const g = await engine.geocoder.geocode(query);
    return { label: query, lat: g.lat, lon: g.lon, precision: g.precision, country: g.country ?? null };
  };
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);

  const cases: Array<[string, Record<string, boolean>]> = [
    // What each site is known to lack (issue text and the pack's coverage): the comparison below checks all sections.
    [
      '2400 N Clark St, Chicago, IL 60614',
      { 'walk-score': true, 'transit-score': true, zoning: true, 'site-score': true },
    ],
    ['Naperville, IL', { 'transit-score': false, 'walk-score': false, zoning: false }],
    ['Peoria, IL', { 'transit-score': false, 'walk-score': false, 'competitors-named': false }],
    ['78704', { 'transit-score': false, 'site-score': false, forecast: false }],
    ['10001', { 'transit-score': false, 'site-score': false, rent: true }],
    ['Toronto, ON', { 'site-score': false, forecast: false, rent: false, 'transit-score': false }],
  ];

  it.each(cases)(
    '%s',
    async (query, known) => {
      const s = await site(query);
      const notice = reportNotice(engine.ctx, coffee, s, 1);
      const report = reportSections(analyzeSite(engine.ctx, coffee, s, 1));
      console.log(
        `${query}: in ${notice
          .filter((x) => x.included)
          .map((x) => x.id)
          .join(', ')} | out ${notice
          .filter((x) => !x.included)
          .map((x) => x.id)
          .join(', ')}`,
      );
      expect(notice.map((x) => [x.id, x.included])).toEqual(report.map((x) => [x.id, x.included]));
      expect(notice.map((x) => x.detail)).toEqual(report.map((x) => x.detail));
      for (const [id, included] of Object.entries(known))
        expect(notice.find((x) => x.id === id)?.included, `${query}: ${id}`).toBe(included);
      // Every section left out says why, in words.
      for (const x of notice.filter((n) => !n.included)) expect(x.detail.length).toBeGreaterThan(10);
    },
    120_000,
  );
});
