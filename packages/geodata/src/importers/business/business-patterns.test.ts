import { describe, expect, it } from 'vitest';
import { BusinessCountIndex } from '../../view/business-count-index.js';
import { importZbp } from './business-patterns.js';

// Rows of ZIP Code Business Patterns 2018 for 60601 and 60602, coffee and snack bars (NAICS 722515), as published:
// `Employees` is the size-class code (1 = all establishments, 210 = under 5 employees, 220 = 5-9, 230 = 10-19,
// 241 = 20-49).
const ZBP = `Zip,Naics,Establishments,Employees,Payroll,NaicsLevel
60601,722515,21,1,0,6
60601,722515,3,210,0,6
60601,722515,5,220,0,6
60601,722515,10,230,0,6
60601,722515,3,241,0,6
60602,722515,15,1,0,6
60602,722515,3,220,0,6
60602,722515,10,230,0,6
`;

describe('ZIP Code Business Patterns size classes', () => {
  const provenance = { source: 'U.S. Census Bureau, ZIP Code Business Patterns', vintage: '2018' };
  it('keeps each ZIP total with its establishments by size class', () => {
    const { records } = importZbp(ZBP, provenance);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      geoId: '60601',
      establishments: 21,
      sizeClasses: { '210': 3, '220': 5, '230': 10, '241': 3 },
    });
  });

  it('sums the classes over the loaded ZIPs for the NAICS codes or a prefix', () => {
    const { records, zips } = importZbp(ZBP, provenance);
    const index = new BusinessCountIndex(records, { county: [], zip: zips });
    const sizes = index.sizeClasses(['722515']);
    expect(sizes).toMatchObject({ zips: 2, establishments: 36, classes: { '210': 3, '220': 8, '230': 20, '241': 3 } });
    expect(index.sizeClasses(['7225']).classes).toEqual(sizes.classes);
    expect(index.sizeClasses(['722511']).establishments).toBe(0);
  });
});
