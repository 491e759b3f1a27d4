import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { zoningFlags } from './zoning-flags.js';

const zone = (
  zoneClass: string,
  family: Parameters<typeof zoningFlags>[1]['zone'] extends infer Z
    ? Z extends { family: infer F }
      ? F
      : never
    : never,
) => ({
  zoneClass,
  family,
  source: 'Chicago zoning',
  vintage: '2025-04-17',
});

describe('zoningFlags', () => {
  const coffee = getBusinessType('coffee-shop');
  const hvac = getBusinessType('hvac');

  it('flags a storefront in a residential district', () => {
    const r = zoningFlags(coffee, { covered: true, zone: zone('RS-3', 'residential'), nearest: null });
    expect(r.status).toBe('flag');
    expect(r.message).toContain('RS-3');
  });

  it('allows a storefront in a business district and a contractor in manufacturing', () => {
    expect(zoningFlags(coffee, { covered: true, zone: zone('B3-2', 'business'), nearest: null }).status).toBe(
      'allowed',
    );
    expect(zoningFlags(hvac, { covered: true, zone: zone('M1-1', 'manufacturing'), nearest: null }).status).toBe(
      'allowed',
    );
    expect(zoningFlags(coffee, { covered: true, zone: zone('M1-1', 'manufacturing'), nearest: null }).status).toBe(
      'flag',
    );
  });

  it('asks for review in a planned development and uses the nearest district on an unzoned street', () => {
    expect(
      zoningFlags(coffee, { covered: true, zone: zone('PD 991', 'planned-development'), nearest: null }).status,
    ).toBe('review');
    const street = zoningFlags(coffee, {
      covered: true,
      zone: null,
      nearest: { zone: zone('C1-2', 'commercial'), distanceMiles: 0.01 },
    });
    expect(street.status).toBe('allowed');
    expect(street.message).toContain('unzoned street');
  });

  it('never passes silently where no zoning data is loaded', () => {
    const r = zoningFlags(coffee, { covered: false, zone: null, nearest: null });
    expect(r.status).toBe('not-checked');
    expect(r.message).toContain('no zoning data');
  });
});
