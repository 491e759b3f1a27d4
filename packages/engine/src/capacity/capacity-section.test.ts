import { type BusinessCount, createGeoView } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { capacityModelFixture as model } from '../../test/fixtures/capacity-model.js';
import { area, CENTER } from '../../test/fixtures/tiny-world.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { analyzeCapacity, type CapacityModelError, capacityVerdict, gapWords } from './capacity-section.js';

const error = (typicalPct: number): CapacityModelError => ({
  typicalPct,
  mapePct: typicalPct,
  within25Share: 0.5,
  areas: 40,
  basis: 'zip-backtest',
  backtest: 'test',
  weak: typicalPct > 50,
  text: `typically within ±${typicalPct}%`,
});

describe('gap words and verdict', () => {
  it('says room or saturated in whole establishments', () => {
    expect(gapWords(4.4)).toBe('room for about 4 more');
    expect(gapWords(-2.6)).toBe('saturated by about 3');
    expect(gapWords(0.3)).toBe('about as many as the model expects');
    expect(gapWords(-0.6)).toBe('about as many as the model expects');
  });

  it('calls a gap only outside the typical error band, and never for a weak model', () => {
    expect(capacityVerdict(20, 10, error(30))).toBe('room');
    expect(capacityVerdict(20, 30, error(30))).toBe('saturated');
    expect(capacityVerdict(20, 16, error(30))).toBe('balanced');
    expect(capacityVerdict(1.1, 1.6, error(30))).toBe('balanced');
    expect(capacityVerdict(20, 2, error(70))).toBe('weak-model');
    expect(capacityVerdict(20, 2, null)).toBe('unknown');
  });
});

const zbp = (n: number): BusinessCount => ({
  geography: 'zip',
  geoId: '60001',
  naics: '722515',
  establishments: n,
  establishmentsRange: [n, n],
  employees: null,
  payrollThousands: null,
  suppressed: false,
  source: 'Test ZBP',
  vintage: '2018',
});

function run(observed: number, typicalPct: number) {
  const zcta = area('zcta', '60001', CENTER, 4, {
    population: 40_000,
    populationDensity: 10_000,
    perCapitaIncome: 50_000,
    householdSize: 2,
  });
  const geo = createGeoView({
    areas: [zcta],
    businessCounts: [zbp(observed)],
    businessCountCoverage: { county: [], zip: ['60001'] },
  });
  return analyzeCapacity({
    ctx: createEngineContext(geo),
    model: model(typicalPct),
    type: getBusinessType('coffee-shop'),
    radiusMiles: 1,
    // Half of the ZCTA lies in the ring: 20 expected, half its establishments observed.
    zctas: [{ area: zcta, overlapFraction: 0.5, distanceMiles: 0, method: 'equal-area-disc' }],
    counties: [],
    households: null,
  });
}

describe('analyzeCapacity', () => {
  it('apportions expected and observed establishments to the ring and reports the gap with its error', () => {
    const c = run(20, 30);
    expect(c.expected?.value).toBe(20);
    expect(c.observed?.value).toBe(10);
    expect(c.gap?.value).toBe(10);
    expect(c.modelError?.value).toBe(6);
    expect(c.verdict).toBe('room');
    expect(c.summary).toContain('room for about 10 more');
    expect(c.summary).toContain('This estimate is typically within ±30%');
    expect(c.source).toContain('capacity-v1+test');
    expect(c.source).toContain('Test ZBP 2018');
  });

  it('agrees in number with what is counted: "1 is counted", "10 are counted"', () => {
    expect(run(2, 30).summary).toContain('; 1 is counted (');
    expect(run(20, 30).summary).toContain('; 10 are counted (');
  });

  it('says saturated when more are counted than the band allows', () => {
    const c = run(60, 30);
    expect(c.gap?.value).toBe(-10);
    expect(c.verdict).toBe('saturated');
    expect(c.summary).toContain('saturated by about 10');
  });

  it('flags a weak model and points to the competitor rules instead', () => {
    const c = run(4, 65);
    expect(c.verdict).toBe('weak-model');
    expect(c.modelErrorDetail?.weak).toBe(true);
    expect(c.summary).toContain('rely on the competitor counts');
    expect(c.voids).toEqual([]);
  });

  it('says so when no model has been fitted', () => {
    const c = analyzeCapacity({
      ctx: createEngineContext(createGeoView({})),
      model: null,
      type: getBusinessType('coffee-shop'),
      radiusMiles: 1,
      zctas: [],
      counties: [],
      households: null,
    });
    expect(c.expected).toBeNull();
    expect(c.summary).toContain('npm run model:fit');
  });
});
