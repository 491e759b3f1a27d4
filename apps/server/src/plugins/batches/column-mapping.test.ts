import { describe, expect, it } from 'vitest';
import { suggestMapping } from './column-mapping.js';

describe('the suggested column mapping', () => {
  it('offers a "Branch name" column as the site name', () => {
    expect(suggestMapping(['Branch name', 'Street address', 'City', 'ZIP'])).toEqual({
      name: 'Branch name',
      address: 'Street address',
      city: 'City',
      zip: 'ZIP',
    });
  });

  it('takes another "… name" column only when no usual one is there, and never a column already used', () => {
    expect(suggestMapping(['Franchisee Name', 'Address']).name).toBe('Franchisee Name');
    expect(suggestMapping(['Store name', 'Owner name', 'Address']).name).toBe('Store name');
    expect(suggestMapping(['Address', 'Latitude', 'Longitude'])).not.toHaveProperty('name');
  });
});
