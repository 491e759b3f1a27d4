import { describe, expect, it } from 'vitest';
import { approximateMilesText, siteLocation } from './site-location.js';

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

  it('rounds distances to the step, and says "within" below it', () => {
    expect(approximateMilesText(0.03, 1)).toBe('within about 1 mi');
    expect(approximateMilesText(1.4, 1)).toBe('about 1 mi');
    expect(approximateMilesText(2.6, 1)).toBe('about 3 mi');
    expect(approximateMilesText(12, 5)).toBe('about 10 mi');
  });
});
