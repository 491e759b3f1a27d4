import { describe, expect, it } from 'vitest';
import { CENTER, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { analyzeSite } from '../analysis/analyze-site.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { type AreaBasisInputs, areaBasisScore } from './area-basis-score.js';

/**
 * The national percentile ranks a site among U.S. ZCTAs on the parts both carry. The offline national layers have no
 * ZCTA home values, so no ZCTA has a cost part: a site's own rent estimate must not enter its side of the ranking
 * (before, a Chicago site's high rent lowered its basis while no ZCTA it was ranked against paid any).
 */
describe('the Census-based part ranked nationally', () => {
  const coffee = getBusinessType('coffee-shop');
  const inputs = (rentIndex: number | null): AreaBasisInputs => ({
    residents3mi: 60_000,
    ownerHomesInRadius: 4_000,
    householdIncome: 70_000,
    fit: {
      under18Share: 20,
      age25to44Share: 35,
      age65PlusShare: 12,
      bachelorsOrHigherShare: 45,
      ownerOccupiedShare: 45,
      medianHouseholdIncome: 70_000,
      perCapitaIncome: 40_000,
    },
    rentIndex,
  });

  it('reads demand and customer fit only: a dear or a cheap rent gives the same basis', () => {
    const base = areaBasisScore(coffee, inputs(null));
    expect(base).not.toBeNull();
    expect(areaBasisScore(coffee, inputs(0.6))).toBe(base);
    expect(areaBasisScore(coffee, inputs(1.6))).toBe(base);
  });

  it('says so where the percentile is shown', () => {
    const ctx = createEngineContext(tinyWorld());
    const a = analyzeSite(ctx, coffee, { label: 'Centre', lat: CENTER.lat, lon: CENTER.lon }, 1);
    const method = a.siteScore.nationalPercentile?.estimate?.method ?? '';
    expect(method).toMatch(/demand and customer fit/);
    expect(method).not.toMatch(/cost/);
  });
});
