import { describe, expect, it } from 'vitest';
import { latestYear, newestDataYear, oldFigureNote } from './vintage-age.js';

describe('vintage age', () => {
  it('reads the latest year of a vintage or date', () => {
    expect(latestYear('2014-2018')).toBe(2018);
    expect(latestYear('2006-11-14')).toBe(2006);
    expect(latestYear('undated portal copy')).toBeNull();
  });

  it('calls a figure old only when it is more than five years older than the newest data', () => {
    const year = newestDataYear([{ vintage: '2006-2007' }, { vintage: '2025-03' }, { vintage: 'n/a' }]);
    expect(year).toBe(2025);
    expect(oldFigureNote('2006-2007', year)).toBe('from 2006-2007, 18 years before the newest data (2025)');
    expect(oldFigureNote('2020', year)).toBeNull();
    expect(oldFigureNote('2018', year)).toBe('from 2018, 7 years before the newest data (2025)');
  });
});
