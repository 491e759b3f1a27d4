import { describe, expect, it } from 'vitest';
import { FACTS } from '../../test/fixtures/narrative-facts.js';
import { uncitedNumbers } from './cited-numbers.js';
import { NARRATIVE_THRESHOLDS, ruleNarrative } from './rule-narrative.js';

describe('ruleNarrative', () => {
  const n = ruleNarrative(FACTS);

  it('turns strong figures into strengths and weak ones into risks', () => {
    expect(n.strengths).toContain(
      'Site score 78/100 is strong for a coffee shop (higher than 91% of U.S. ZIP areas on the Census-based part of the score).',
    );
    expect(n.strengths).toContain('312,450 residents live within 3 miles, above the 50,000 a storefront needs.');
    expect(n.risks).toContain('Competition: 24 competitors within 1 mi: more than twice the 2–5 sweet spot.');
    expect(n.risks).toContain('Estimated rent of $27.50 per sq ft a year is 25% above the market average.');
    expect(n.risks.join(' ')).toContain('zip precision');
    expect(n.strengths).toContain('Zoning B3-2 normally allows a coffee shop.');
  });

  it('recommends what to do about the risks', () => {
    expect(n.recommendations.join(' ')).toContain('Stand out from the 24 nearby competitors');
    expect(n.recommendations.join(' ')).toContain('Negotiate the rent');
  });

  it('cites no number that is not in the facts', () => {
    const text = [...n.strengths, ...n.risks, ...n.recommendations].join(' ');
    expect(uncitedNumbers(text, [JSON.stringify(FACTS), JSON.stringify(NARRATIVE_THRESHOLDS), '100 3 2–5'])).toEqual(
      [],
    );
  });

  it('is the same every time and says it came from the rules', () => {
    expect(ruleNarrative(FACTS)).toEqual(n);
    expect(n.generatedBy).toBe('rules');
  });

  it('flags missing zoning and place data instead of staying silent', () => {
    const m = ruleNarrative({
      ...FACTS,
      zoningStatus: 'not-checked',
      zoneClass: null,
      placesCovered: false,
      saturation: 'unknown',
      saturationReason: 'no competitor data for this area',
    });
    expect(m.risks.join(' ')).toContain('Zoning was not checked');
    expect(m.risks.join(' ')).toContain('No place data is loaded');
  });
});

describe('uncitedNumbers', () => {
  it('normalises money, thousands separators and decimals', () => {
    expect(uncitedNumbers('Rent $1,250.50 and 12% growth', ['1250.5 rent', 'growth 12'])).toEqual([]);
    expect(uncitedNumbers('About 40% more', ['nothing here'])).toEqual(['40']);
  });
});

describe('old figures in the narrative', () => {
  it('names the year of a traffic count and says how old it is', () => {
    const text = ruleNarrative(FACTS).strengths.join(' ');
    expect(text).toContain('Clark St carried 18,000 vehicles a day when the City counted it in 2006');
    expect(text).toContain('19 years before the newest data');
  });
});
