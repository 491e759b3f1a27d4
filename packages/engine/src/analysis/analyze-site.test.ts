import { describe, expect, it } from 'vitest';
import { CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { runAnalysis } from './analyze-request.js';
import { analyzeSite } from './analyze-site.js';
import { createEngineContext } from './engine-context.js';

/** Paths of every object holding a numeric `value` without `{source, vintage}` or `{estimate: {method}}`. */
function unsourcedFigures(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => unsourcedFigures(v, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  const bad: string[] = [];
  if ('value' in o && (typeof o.value === 'number' || typeof o.value === 'string' || typeof o.value === 'object')) {
    const sourced = typeof o.source === 'string' && typeof o.vintage === 'string';
    const estimate = typeof (o.estimate as { method?: unknown } | undefined)?.method === 'string';
    if (!sourced && !estimate) bad.push(path);
  }
  for (const [k, v] of Object.entries(o)) bad.push(...unsourcedFigures(v, `${path}.${k}`));
  return bad;
}

describe('analyzeSite on a hand-made city', () => {
  const ctx = createEngineContext(tinyWorld());
  const coffee = getBusinessType('coffee-shop');
  const site = { label: 'Centre', lat: CENTER.lat, lon: CENTER.lon };
  const a = analyzeSite(ctx, coffee, site, 1);

  it('counts competitors per ring and measures density per 10,000 households', () => {
    // Cafés at 0.3, 0.8 and 2.5 mi.
    expect(a.competitors.countsByRing.map((r) => [r.radiusMiles, r.count.value])).toEqual([
      [0.5, 1],
      [1, 2],
      [3, 3],
      [5, 3],
    ]);
    expect(a.competitors.nearestMiles?.value).toBeCloseTo(0.3, 2);
    const households = a.demographics.figures.households?.value as number;
    expect(a.competitors.densityPer10kHouseholds?.value).toBeCloseTo((2 * 10_000) / households, 9);
    expect(a.competitors.list.map((c) => [c.name, c.chain])).toEqual([
      ['Bean There', false],
      ['Starbucks', true],
    ]);
    expect(a.competitors.list[0]?.rating).toMatchObject({ value: 4.5, source: 'Test places' });
    expect(a.competitors.saturation.verdict).toBe('sweet-spot');
  });

  it('compares density with the county’s business-pattern density', () => {
    // 200 establishments / 400,000 households × 10,000 = 5.
    expect(a.competitors.referenceDensity?.figure.value).toBe(5);
  });

  it('apportions the centre ZCTA into the 1-mile ring', () => {
    // The 4 sq mi centre ZCTA is a disc of radius 1.128 mi: π / 4 = 78.5% of it lies within 1 mi.
    const people = a.demographics.figures.population?.value as number;
    expect(people).toBeGreaterThan(40_000 * 0.78);
    expect(people).toBeLessThan(40_000 * 0.8);
    expect(a.demographics.basis.population?.kind).toBe('zcta');
    expect(a.demographics.basis.medianHouseholdIncome?.kind).toBe('county');
    expect(a.demographics.lifestyle.value.traits).toContain('young professionals');
  });

  it('scores walkability with the classes the data cannot see left out', () => {
    expect(a.scores.walk.unseenCategories).toEqual(['shopping', 'parks', 'entertainment']);
    // Visible: grocery 3, restaurants 3, coffee 2, banks 1, schools 1, books 1 = 11 of 15. Grocery at
    // 0.1 mi → 3; restaurants at 0.2 mi → 0.75 + 0.45; cafés at 0.3 and 0.8 mi → 1.25·d(0.3) + 0.75·d(0.8);
    // bank at 0.1 mi → 1; school at 0.3 mi → d(0.3); the library 2 mi out earns nothing. Then put on the
    // published scale: 100 · (score / 100)^1.7 (no street intersections here, so no pedestrian adjustment).
    const d = (miles: number) => 1 - (0.875 * (miles - 0.25)) / 0.75;
    const earned = 3 + 1.2 + 1.25 * d(0.3) + 0.75 * d(0.8) + 1 + d(0.3);
    const method = Math.round((100 * earned) / 11);
    expect(a.scores.walk.score).toBe(Math.round(100 * (method / 100) ** 1.7));
    expect(a.scores.walk.score).toBeLessThan(method);
    expect(a.scores.transit?.score).toBeGreaterThan(60);
  });

  it('says zoning was not checked where no zoning data is loaded', () => {
    expect(a.zoning.status).toBe('not-checked');
    expect(a.narrative.risks.join(' ')).toContain('Zoning was not checked');
  });

  it('a site located only to its ZIP says so: zoning not checked with the reason, distances to round', () => {
    const zipSite = analyzeSite(ctx, coffee, { ...site, precision: 'zip' }, 1);
    expect(zipSite.location).toMatchObject({ approximate: true, distanceStepMiles: 1 });
    expect(zipSite.zoning).toMatchObject({ status: 'not-checked', zoneClass: null });
    expect(zipSite.zoning.message).toMatch(/^Zoning not checked — place the pin on the parcel/);
    expect(zipSite.narrative.risks.join(' ')).toMatch(/located only to zip precision/);
    const streetSite = analyzeSite(ctx, coffee, { ...site, precision: 'street' }, 1);
    expect(streetSite.location).toMatchObject({ approximate: false, message: null });
    expect(streetSite.zoning.message).not.toMatch(/place the pin/);
  });

  it('forecasts with the Huff model against the mapped competitors', () => {
    expect(a.forecast.model).toBe('huff');
    expect(a.forecast.marketShare?.value).toBeGreaterThan(0);
    expect(a.forecast.marketShare?.value).toBeLessThan(1);
    expect(a.forecast.annualRevenue?.low.value).toBeLessThan(a.forecast.annualRevenue?.expected.value as number);
  });

  it('gives every figure a source and vintage or an estimate method', () => {
    expect(unsourcedFigures(JSON.parse(JSON.stringify(a)))).toEqual([]);
    expect(a.siteScore.score?.value).toBeGreaterThanOrEqual(0);
    expect(a.siteScore.nationalPercentile).not.toBeNull();
  });

  it('is deterministic', () => {
    expect(JSON.stringify(analyzeSite(ctx, coffee, site, 1))).toBe(JSON.stringify(a));
  });

  it('never raises the competition sub-score when competitors are added', () => {
    const existing = tinyWorld()
      .placesWithin(CENTER, 10)
      .items.map((h) => h.place);
    const cafe = existing.find((p) => p.name === 'Bean There');
    if (!cafe) throw new Error('fixture lost its café');
    const crowded = createEngineContext(
      tinyWorld({
        places: [
          ...existing,
          ...[0.1, 0.2, 0.4, 0.6].map((d, i) => ({
            ...cafe,
            id: `extra:${i}`,
            name: `Extra ${i}`,
            ...offset(CENTER, -d, 0),
          })),
        ],
      }),
    );
    const b = analyzeSite(crowded, coffee, site, 1);
    const comp = (x: typeof a) => x.siteScore.subScores.find((s) => s.name === 'competition')?.score as number;
    expect(comp(b)).toBeLessThan(comp(a));
    expect(b.competitors.saturation.verdict).toBe('crowded');
  });

  it('counts from the county Census count where the named places were not measured complete, and leaves competition unmeasured when that count is its own reference', () => {
    const unmeasured = createEngineContext(tinyWorld({ completeness: [] }));
    const south = { label: 'South', ...offset(CENTER, -4, 0) };
    const b = analyzeSite(unmeasured, coffee, south, 1);
    const households = b.demographics.figures.households?.value as number;
    // The county's 200 establishments per 400,000 households × the ring's households.
    expect(b.competitors.countWithinRadius?.value).toBe(Math.round((200 * households) / 400_000));
    expect(b.competitors.countBasis).toBe('county-business-patterns');
    expect(b.competitors.countSummary).toContain('Test CBP 2023');
    // The only county is the whole state: a county or state reference would be the same count.
    expect(b.competitors.referenceDensity).toBeNull();
    const competition = b.siteScore.subScores.find((s) => s.name === 'competition');
    expect(competition?.score).toBeNull();
    expect(competition?.weight).toBe(0);
    expect(competition?.missing).toBe(true);
    expect(b.siteScore.score?.estimate).toMatchObject({
      method: expect.stringContaining('Not scored here: competition'),
    });
    expect(b.narrative.strengths.join(' ')).not.toMatch(/competition/i);
    expect(b.narrative.risks.join(' ')).toMatch(/competition could not be measured/i);
  });

  it('reports outside place coverage plainly instead of zero competitors', () => {
    const far = { label: 'Far', lat: CENTER.lat + 1, lon: CENTER.lon };
    const b = analyzeSite(ctx, coffee, far, 1);
    expect(b.competitors.placesCovered).toBe(false);
    expect(b.competitors.placesMessage).toContain('no place data for this area');
    expect(b.competitors.countWithinRadius).toBeNull();
  });
});

describe('runAnalysis', () => {
  it('validates, analyses every site and compares them', () => {
    const ctx = createEngineContext(tinyWorld());
    const result = runAnalysis(ctx, {
      businessType: 'coffee-shop',
      sites: [
        { label: 'Centre', ...CENTER },
        { label: 'North', ...offset(CENTER, 2, 0) },
      ],
    });
    expect(result.analyses).toHaveLength(2);
    expect(result.comparison?.ranking).toHaveLength(2);
    const residents = result.comparison?.criteria.find((c) => c.criterion === 'Residents within 3 mi');
    const [c, n] = result.analyses.map(
      (x) => x.tradeArea.rings.find((r) => r.radiusMiles === 3)?.population?.value as number,
    );
    // A lead of less than the head count's measurement error (±5 %) is a tie, not a win.
    if (Math.abs((c as number) - (n as number)) < 0.05 * Math.max(c as number, n as number)) {
      expect(residents?.winner).toBeNull();
      expect(residents?.reason).toMatch(/^tie within the measurement error/);
    } else {
      expect(residents?.winner).toBe((c as number) >= (n as number) ? 'Centre' : 'North');
      expect(residents?.reason).toMatch(/vs/);
    }
  });
});
