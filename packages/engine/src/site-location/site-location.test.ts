import { describe, expect, it } from 'vitest';
import { approximateMilesText, siteLocation, withheldSections } from './site-location.js';

const at = { label: 'x', lat: 41.9, lon: -87.65 };

describe('site location precision', () => {
  it('a ZIP- or city-located site is approximate, with rounded distances and a plain message', () => {
    const zip = siteLocation({ ...at, precision: 'zip' });
    expect(zip).toMatchObject({ approximate: true, distanceStepMiles: 1, needsUsData: [] });
    expect(zip.message).toMatch(
      /located only to its ZIP code area.*zoning is not checked — place the pin on the parcel/,
    );
    expect(siteLocation({ ...at, precision: 'city' }).distanceStepMiles).toBe(5);
  });

  it('street, intersection, pin and coordinates are exact enough; no message', () => {
    for (const precision of ['street', 'intersection', 'pin', 'coordinates'] as const)
      expect(siteLocation({ ...at, precision })).toMatchObject({
        approximate: false,
        distanceStepMiles: null,
        message: null,
      });
  });

  it('outside the U.S. the sections needing U.S. data are named', () => {
    const london = siteLocation({ ...at, precision: 'city', country: 'GB' });
    expect(london.needsUsData).toContain('demographics');
    expect(london.needsUsData).toContain('zoning');
    expect(london.message).toMatch(/outside the United States \(GB\): demographics, .* need U\.S\. data/);
  });

  it('a city or ZIP wider across than the ring withholds every figure read at its point, with the reason', () => {
    const tucson = { ...at, precision: 'city' as const, area: { name: 'Tucson, AZ', acrossMiles: 17.8 } };
    const wide = siteLocation(tucson, 1);
    expect(wide.widerThanRing?.name).toBe('Tucson, AZ');
    expect(wide.withheld).toContain('site score');
    expect(wide.withheld).toContain('revenue forecast');
    expect(wide.needsUsData).toEqual([]);
    expect(wide.message).toBe(
      'This site is located only to Tucson, AZ, about 18 mi across — wider than the 1-mile ring, so figures at one point of it would not describe your site: the site score, revenue forecast, demographics, competitors and walk, transit and bike scores are not shown; enter a street address or place the pin on the parcel.',
    );
    // A ring wider than the city keeps it; without a radius (zoning) nothing is withheld.
    expect(withheldSections(siteLocation(tucson, 10))).toEqual([]);
    expect(withheldSections(siteLocation(tucson))).toEqual([]);
    const zip = siteLocation({ ...at, precision: 'zip', area: { name: 'ZIP code 85641', acrossMiles: 40 } }, 0.5);
    expect(zip.message).toMatch(
      /^This site is located only to ZIP code 85641, about 40 mi across — wider than the 0\.5-mile ring/,
    );
  });

  it('a town no wider than the ring, or one the geocoder gave no size for, keeps today’s notice', () => {
    for (const area of [
      { name: 'Forest Park, IL', acrossMiles: 1.7 },
      { name: 'Edge, IL', acrossMiles: 2.04 },
      undefined,
    ]) {
      const town = siteLocation({ ...at, precision: 'city', ...(area ? { area } : {}) }, 1);
      expect(town).toMatchObject({ approximate: true });
      expect(town).not.toHaveProperty('withheld');
      expect(town).not.toHaveProperty('widerThanRing');
      expect(town.message).toMatch(/^This site is located only to its city: distances are rounded to about 5 mi/);
    }
    // An exact point with an area is exact.
    expect(
      withheldSections(
        siteLocation({ ...at, precision: 'street', area: { name: 'Tucson, AZ', acrossMiles: 17.8 } }, 1),
      ),
    ).toEqual([]);
  });

  it('a stored analysis from before `withheld` reads its abroad list', () => {
    expect(
      withheldSections({
        precision: 'city',
        approximate: true,
        distanceStepMiles: 5,
        needsUsData: ['zoning'],
        message: null,
      }),
    ).toEqual(['zoning']);
    expect(withheldSections(undefined)).toEqual([]);
  });

  it('rounds distances to the step, and says "within" below it', () => {
    expect(approximateMilesText(0.03, 1)).toBe('within about 1 mi');
    expect(approximateMilesText(1.4, 1)).toBe('about 1 mi');
    expect(approximateMilesText(2.6, 1)).toBe('about 3 mi');
    expect(approximateMilesText(12, 5)).toBe('about 10 mi');
  });
});
