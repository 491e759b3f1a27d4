import { describe, expect, it } from 'vitest';
import { headcount, percentileText, rangeText, rankAmongText } from '../src/evidence-words.js';

describe('evidence words', () => {
  it('never says 0 % or 100 %', () => {
    expect(percentileText(100)).toBe('above 99%');
    expect(percentileText(99.7)).toBe('above 99%');
    expect(percentileText(0)).toBe('below 1%');
    expect(percentileText(0.3)).toBe('below 1%');
    expect(percentileText(76.2)).toBe('76%');
    expect(percentileText(99.4)).toBe('99%');
  });

  it('never collapses a range', () => {
    expect(rangeText(39, 39)).toBe('about 39');
    expect(rangeText(0.01, 0.04, (v) => v.toFixed(1))).toBe('about 0.0');
    expect(rangeText(12, 18)).toBe('12–18');
    expect(rangeText(18, 12)).toBe('12–18');
  });

  it('counts whole people', () => {
    expect(headcount(66.8)).toBe(67);
    expect(Number.isInteger(headcount(1234.49))).toBe(true);
  });
});

describe('rankAmongText', () => {
  it('never says higher than 100% or than 0% of the others', () => {
    expect(rankAmongText(100)).toBe('in the top 1% of');
    expect(rankAmongText(99.8)).toBe('in the top 1% of');
    expect(rankAmongText(0)).toBe('in the bottom 1% of');
    expect(rankAmongText(76.2)).toBe('higher than 76% of');
  });
});
