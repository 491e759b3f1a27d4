import { describe, expect, it } from 'vitest';
import { parseAddress } from './address-parser.js';

describe('address parser', () => {
  it('reads abbreviations, dots, a suite and "City, ST ZIP"', () => {
    expect(parseAddress('1600 W. Chicago Ave., Suite 200, Chicago, IL 60622')).toMatchObject({
      kind: 'street',
      number: 1600,
      readings: [{ dir: 'W', name: 'CHICAGO', type: 'AVE' }, expect.anything(), expect.anything(), expect.anything()],
      unit: 'SUITE 200',
      city: 'CHICAGO',
      state: 'IL',
      zip: '60622',
    });
  });

  it('reads full words in lower case without commas', () => {
    const parsed = parseAddress('1600 west chicago avenue chicago illinois');
    expect(parsed).toMatchObject({ kind: 'street', number: 1600, city: 'CHICAGO', state: 'IL', zip: null });
    expect(parsed.kind === 'street' && parsed.readings[0]).toEqual({ dir: 'W', name: 'CHICAGO', type: 'AVE' });
  });

  it('cuts floors and unit numbers off the street, and keeps "FL" after a comma as Florida', () => {
    expect(parseAddress('2400 N Clark St Fl 2')).toMatchObject({ unit: 'FL 2', state: null });
    expect(parseAddress('2400 N Clark St #5')).toMatchObject({ unit: '# 5' });
    expect(parseAddress('2400 N Clark St 2nd Floor')).toMatchObject({ unit: '2ND FLOOR' });
    // Bare units after the street type, as in the City's business licence addresses.
    expect(parseAddress('9215 S ASHLAND AVE 1, Chicago, IL 60620')).toMatchObject({ unit: '1', zip: '60620' });
    expect(parseAddress('2041 W CARROLL AVE 2 C-214')).toMatchObject({ unit: '2 C-214' });
    expect(parseAddress('4100 W 76TH ST  G')).toMatchObject({ unit: 'G' });
    // A street type inside the name is not its end: nothing is cut from "W Park Ave".
    expect(parseAddress('100 W Park Ave')).toMatchObject({ unit: null });
    expect(parseAddress('100 Main St, Miami, FL 33101')).toMatchObject({ state: 'FL', city: 'MIAMI' });
  });

  it('offers the other unit splits, longest street first, for unit words no list foresees', () => {
    const storefront = parseAddress('8248 S COTTAGE GROVE AVE STOREFRONT');
    expect(storefront.kind === 'street' && storefront.otherSplits).toEqual([
      { readings: expect.arrayContaining([{ dir: 'S', name: 'COTTAGE GROVE', type: 'AVE' }]), unit: 'STOREFRONT' },
    ]);
    const mart = parseAddress('222 W MERCHANDISE MART PLZ OUTDOOR PLAZA');
    expect(mart.kind === 'street' && mart.otherSplits[0]).toMatchObject({
      readings: expect.arrayContaining([{ dir: 'W', name: 'MERCHANDISE MART', type: 'PLZ' }]),
      unit: 'OUTDOOR PLAZA',
    });
    // The bare-unit rule reads "S Avenue O 1" as "S Avenue" + "O 1"; the other split keeps the "O".
    const avenueO = parseAddress('13258 S AVENUE O  1');
    expect(avenueO).toMatchObject({ unit: 'O 1' });
    expect(avenueO.kind === 'street' && avenueO.otherSplits.map((s) => s.unit)).toEqual(['1']);
    expect(parseAddress('2400 N Clark St')).toMatchObject({ unit: null, otherSplits: [] });
  });

  it('"North Ave" is a name after a direction, and a trailing direction is dropped', () => {
    const north = parseAddress('1600 W North Ave');
    expect(north.kind === 'street' && north.readings[0]).toEqual({ dir: 'W', name: 'NORTH', type: 'AVE' });
    const doty = parseAddress('10900 S Doty Ave W');
    expect(doty.kind === 'street' && doty.readings[0]).toEqual({ dir: 'S', name: 'DOTY', type: 'AVE' });
  });

  it('reads intersections written with & or "and"', () => {
    expect(parseAddress('Clark & Fullerton')).toMatchObject({
      kind: 'intersection',
      a: [{ dir: null, name: 'CLARK', type: null }],
      b: [{ dir: null, name: 'FULLERTON', type: null }],
    });
    expect(parseAddress('Clark and Fullerton, Chicago')).toMatchObject({ kind: 'intersection', city: 'CHICAGO' });
  });

  it('a street name with a type but no number is a street name; a town like "West Chicago" is not', () => {
    expect(parseAddress('W Chicago Ave')).toMatchObject({ kind: 'street-name' });
    expect(parseAddress('West Chicago, IL').kind).toBe('other');
  });

  it('knows a P.O. box, and leaves ZIPs and city names to the other geocoders', () => {
    expect(parseAddress('P.O. Box 1234, Chicago, IL 60690').kind).toBe('po-box');
    expect(parseAddress('PO BOX 5').kind).toBe('po-box');
    expect(parseAddress('60614').kind).toBe('other');
    expect(parseAddress('Paris, France').kind).toBe('other');
    expect(parseAddress('').kind).toBe('other');
  });
});
