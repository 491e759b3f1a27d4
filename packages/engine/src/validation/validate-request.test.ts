import { describe, expect, it } from 'vitest';
import { EngineInputError } from '../errors/engine-input-error.js';
import { validateRequest } from './validate-request.js';

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineInputError) return e.field;
    throw e;
  }
  return undefined;
}

const site = { lat: 41.92, lon: -87.64 };

describe('validateRequest', () => {
  it('fills the radius from the business type and labels unlabelled sites by coordinates', () => {
    const coffee = validateRequest({ businessType: 'coffee-shop', sites: [site] });
    expect(coffee.radiusMiles).toBe(1);
    expect(coffee.sites[0]?.label).toBe('41.92000, -87.64000');
    expect(validateRequest({ businessType: 'hvac', sites: [site] }).radiusMiles).toBe(15);
  });

  it('names the offending field', () => {
    expect(fieldOf(() => validateRequest({ sites: [site] }))).toBe('businessType');
    expect(fieldOf(() => validateRequest({ businessType: 'bakery', sites: [] }))).toBe('sites');
    expect(fieldOf(() => validateRequest({ businessType: 'bakery', sites: [site, { lat: 95, lon: 0 }] }))).toBe(
      'sites[1].lat',
    );
    expect(fieldOf(() => validateRequest({ businessType: 'bakery', sites: [{ lat: 41, lon: 'x' }] }))).toBe(
      'sites[0].lon',
    );
    expect(fieldOf(() => validateRequest({ businessType: 'bakery', sites: [site], radiusMiles: 0.1 }))).toBe(
      'radiusMiles',
    );
    expect(fieldOf(() => validateRequest({ businessType: 'bakery', sites: [site], radiusMiles: 51 }))).toBe(
      'radiusMiles',
    );
    expect(
      fieldOf(() => validateRequest({ businessType: 'bakery', sites: [site], priorities: { footTraffic: 101 } })),
    ).toBe('priorities.footTraffic');
    expect(
      fieldOf(() =>
        validateRequest({ businessType: 'bakery', sites: [site], priorities: { customers: ['families', 'aliens'] } }),
      ),
    ).toBe('priorities.customers[1]');
  });

  it('limits sites by plan: 3 for a Complete Report, 25 for Pro, 10,000 in batch', () => {
    const sites = (n: number) => Array.from({ length: n }, () => site);
    expect(fieldOf(() => validateRequest({ businessType: 'bar', sites: sites(4) }))).toBe('sites');
    expect(validateRequest({ businessType: 'bar', sites: sites(25), plan: 'pro' }).sites).toHaveLength(25);
    expect(fieldOf(() => validateRequest({ businessType: 'bar', sites: sites(26), plan: 'pro' }))).toBe('sites');
    expect(validateRequest({ businessType: 'bar', sites: sites(10_000), plan: 'batch' }).sites).toHaveLength(10_000);
    expect(fieldOf(() => validateRequest({ businessType: 'bar', sites: [site], plan: 'gold' }))).toBe('plan');
  });

  it('turns into the {code, message, field} shape the API returns', () => {
    try {
      validateRequest({ businessType: 'bar', sites: [site], radiusMiles: 'far' });
    } catch (e) {
      expect((e as EngineInputError).toJSON()).toEqual({
        code: 'invalid_number',
        message: 'radiusMiles: must be a number',
        field: 'radiusMiles',
      });
    }
    expect.assertions(1);
  });
});
