import { describe, expect, it } from 'vitest';
import { categoryRecognition, patternWords } from '../src/categories/recognised-labels.js';
import { BUSINESS_CATEGORIES } from '../src/model/categories.js';

describe('how a category is recognised, in words a report can print', () => {
  it('reads a name pattern as its words, without the pattern syntax', () => {
    expect(patternWords(/\b(coffee|tea ?house|donuts?|paleter[ií]a|bakery ?caf[eé])\b/i)).toEqual([
      'coffee',
      'tea house',
      'donuts',
      'paleteria',
      'bakery cafe',
    ]);
    expect(patternWords(/tavern|liquor.*consum|auto(motive)? repair/i)).toEqual([
      'tavern',
      'liquor ... consum',
      'automotive repair',
    ]);
  });

  it('prints no regular-expression syntax for any category', () => {
    expect(categoryRecognition('coffee-shop').bySource.flatMap((s) => s.labels)).toContain('coffee');
    const labels = BUSINESS_CATEGORIES.flatMap((c) => categoryRecognition(c).bySource.flatMap((s) => s.labels));
    for (const label of labels) expect(label).not.toMatch(/\\b|[|()[\]?*]/);
  });
});
