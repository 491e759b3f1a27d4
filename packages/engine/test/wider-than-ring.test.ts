import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { scoreSite } from '../src/analysis/score-site.js';
import { siteSummary } from '../src/analysis/site-summary.js';
import { formatComparison, formatReport } from '../src/cli/format-report.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { compareSites } from '../src/comparison/compare-sites.js';
import { reportNotice } from '../src/site-location/report-notice.js';
import { siteFromGeocode, withheldSections } from '../src/site-location/site-location.js';
import { rescoreAnalysis } from '../src/site-score/rescore.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';
import type { SiteInput } from '../src/validation/validate-request.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const coffee = getBusinessType('coffee-shop');
const TUCSON = '100 E Congress St, Tucson, AZ';
const SENTENCE =
  'located only to Tucson, AZ, about 18 mi across — wider than the 1-mile ring, so figures at one point of it would not describe your site';

// "100 E Congress St, Tucson, AZ" is placed at the Census internal point of Tucson, about 7 mi south-east of
// downtown, and was scored there as if it were the site ("22/100", "Walk 0", "421 people within 1 mi", a forecast).
describe('a site placed only at the centre of a ZIP area or town wider than the ring (real data pack)', () => {
  let engine: LoadedEngine;
  const site = async (query: string): Promise<SiteInput> =>
    siteFromGeocode(query, await engine.geocoder.geocode(query));
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);

  it('Tucson: no score, forecast, percentile or ring figures as the site’s; one sentence says why; the map stays', async () => {
    const s = await site(TUCSON);
    expect(s.precision).toBe('city');
    expect(s.area?.name).toBe('Tucson, AZ');
    const a = analyzeSite(engine.ctx, coffee, s, 1);
    expect(a.location?.widerThanRing?.name).toBe('Tucson, AZ');
    expect(a.location?.withheld).toContain('site score');
    expect(a.location?.withheld).toContain('demographics');
    expect(a.location?.message).toContain(SENTENCE);
    expect(a.location?.message).toMatch(/enter a street address or place the pin on the parcel\.$/);
    expect(a.siteScore.score).toBeNull();
    expect(a.siteScore.nationalPercentile).toBeNull();
    expect(a.siteScore.subScores.every((p) => p.score === null)).toBe(true);
    expect(a.siteScore.coverage.summary).toContain(SENTENCE);
    expect(a.forecast.available).toBe(false);
    expect(a.forecast.annualRevenue).toBeNull();
    expect(a.forecast.reason).toContain(SENTENCE);
    // The location stays: the map is drawn at the point, with its ring.
    expect(a.site.lat).toBeCloseTo(32.153, 2);
    // The CLI says the sentence and prints no figure read at the point.
    const text = formatReport(a);
    expect(text).toContain(SENTENCE);
    expect(text).not.toMatch(/\/100|Walk 0|people|households|Revenue|Nearest/);
    // Re-weighting does not bring a score back.
    expect(rescoreAnalysis(a, { footTraffic: 100 }).siteScore.score).toBeNull();
    // The notice before payment says the same, for every section.
    const notice = reportNotice(engine.ctx, coffee, s, 1);
    expect(
      notice.every(
        (x) =>
          !x.included &&
          x.detail === 'not shown: located only to Tucson, AZ, about 18 mi across — wider than the 1-mile ring',
      ),
    ).toBe(true);
    // A batch row: no score, forecast or competitor count, the reason in the score's place.
    const row = siteSummary(scoreSite(engine.ctx, coffee, s, 1), s.precision ?? null);
    expect(row).toMatchObject({ score: null, forecast: { expected: null }, competitors: { estimate: null } });
    expect(row.coverage).toContain(SENTENCE);
  }, 120_000);

  it('Tucson beside a Chicago site: not ranked, and the comparison says why; no figure of it wins', async () => {
    const tucson = analyzeSite(engine.ctx, coffee, await site(TUCSON), 1);
    const clark = analyzeSite(engine.ctx, coffee, await site('2400 N Clark St, Chicago, IL 60614'), 1);
    const c = compareSites([tucson, clark]);
    expect(c.ranking.find((r) => r.label === TUCSON)?.rank).toBeNull();
    expect(c.ranking.find((r) => r.label === clark.site.label)?.rank).toBe(1);
    expect(c.headline).toMatch(/^2400 N Clark St, Chicago, IL 60614 is the only site ranked, with \d+\/100/);
    expect(c.summary).toContain(`${TUCSON} is not ranked: it is ${SENTENCE}`);
    for (const k of c.criteria) {
      expect(k.winner).not.toBe(TUCSON);
      const cell = k.cells?.find((x) => x.label === TUCSON);
      expect(cell).toMatchObject({ text: 'not shown', status: 'not-compared' });
    }
    expect(formatComparison(c)).toContain('is not ranked');
  }, 120_000);

  it('a ZIP code area wider than the ring: withheld, with the ZIP’s own Census population said as the whole area’s', async () => {
    const s = await site('85641');
    expect(s).toMatchObject({ precision: 'zip', area: { zip: '85641' } });
    const a = analyzeSite(engine.ctx, coffee, s, 1);
    expect(a.siteScore.score).toBeNull();
    expect(a.location?.areaPopulation?.value).toBeGreaterThan(10_000);
    expect(a.location?.message).toMatch(
      /^This site is located only to ZIP code 85641 \(Vail, AZ\), about 21 mi across — wider than the 1-mile ring, .* ZIP code 85641 as a whole has [\d,]+ residents \(U\.S\. Census Bureau, [^)]*\), 20\d\d-20\d\d\): the whole area's count, not a ring around your site\.$/,
    );
    // A city has no such figure loaded: the reason alone.
    expect(analyzeSite(engine.ctx, coffee, await site(TUCSON), 1).location?.areaPopulation).toBeUndefined();
  }, 120_000);

  it('a town no wider than the ring (Forest Park, IL, 1.7 mi across) keeps its figures and today’s notice', async () => {
    const s = await site('1 Main St, Forest Park, IL');
    expect(s.precision).toBe('city');
    expect(s.area?.acrossMiles).toBeLessThan(2);
    const a = analyzeSite(engine.ctx, coffee, s, 1);
    expect(a.location?.widerThanRing).toBeUndefined();
    expect(withheldSections(a.location)).toEqual([]);
    expect(a.location?.message).toMatch(/^This site is located only to its city: distances are rounded/);
    expect(a.siteScore.score).not.toBeNull();
    expect(a.forecast.available).toBe(true);
  }, 120_000);

  it('Wheaton (3.8 mi across) is withheld at 1 mi and kept at 3 mi, where the ring is wider than the town', async () => {
    const s = await site('1 Main St, Wheaton, IL');
    expect(analyzeSite(engine.ctx, coffee, s, 1).siteScore.score).toBeNull();
    const wide = analyzeSite(engine.ctx, coffee, s, 3);
    expect(wide.location?.widerThanRing).toBeUndefined();
    expect(wide.siteScore.score).not.toBeNull();
  }, 120_000);

  it('an exact point is unchanged: the same point as a pin keeps its score and forecast', async () => {
    const s = await site(TUCSON);
    const { area: _area, ...rest } = s;
    const pin = analyzeSite(engine.ctx, coffee, { ...rest, precision: 'pin', geocodeNote: null }, 1);
    expect(withheldSections(pin.location)).toEqual([]);
    expect(pin.location?.message).toBeNull();
    expect(pin.siteScore.score).not.toBeNull();
    // The area passed with an exact precision changes nothing either.
    const pinWithArea = analyzeSite(engine.ctx, coffee, { ...s, precision: 'pin' }, 1);
    expect(pinWithArea.siteScore.score?.value).toBe(pin.siteScore.score?.value);
  }, 120_000);
});
