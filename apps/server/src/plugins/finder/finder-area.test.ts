import type { AreaRecord, GeoView } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { resolveCounty } from './finder-area.js';

/** The counties named Cook in the U.S. (Census Gazetteer): Illinois, Georgia and Minnesota. */
const COUNTIES = [
  { id: '17031', name: 'Cook County, IL' },
  { id: '13075', name: 'Cook County, GA' },
  { id: '27031', name: 'Cook County, MN' },
  { id: '17043', name: 'DuPage County, IL' },
  { id: '06037', name: 'Los Angeles County, CA' },
] as AreaRecord[];
const view = {
  areas: () => COUNTIES,
  area: (_kind: string, id: string) => COUNTIES.find((c) => c.id === id),
} as unknown as GeoView;

describe('naming a county for the finder', () => {
  it('reads "Cook County" without a state as Illinois’ county (the product’s home market)', () => {
    expect(resolveCounty(view, 'Cook County').fips).toBe('17031');
    expect(resolveCounty(view, 'cook').fips).toBe('17031');
  });

  it('takes a state or a FIPS code as given, and a unique name anywhere', () => {
    expect(resolveCounty(view, 'Cook County, GA').fips).toBe('13075');
    expect(resolveCounty(view, '27031').fips).toBe('27031');
    expect(resolveCounty(view, 'Los Angeles County').fips).toBe('06037');
  });

  it('names the field when a county is not found', () => {
    expect(() => resolveCounty(view, 'Nowhere County')).toThrowError(/No county named "Nowhere County"/);
  });
});
