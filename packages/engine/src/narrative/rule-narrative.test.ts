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
      geocodePrecision: 'street',
      zoningStatus: 'not-checked',
      zoneClass: null,
      placesCovered: false,
      saturation: 'unknown',
      saturationReason: 'no competitor data for this area',
    });
    expect(m.risks.join(' ')).toContain('Zoning was not checked: no zoning data is loaded');
    expect(m.risks.join(' ')).toContain('No place data is loaded');
  });

  it('a ZIP-located site asks for the pin instead of blaming missing zoning data or a next-door competitor', () => {
    const m = ruleNarrative({
      ...FACTS,
      geocodePrecision: 'zip',
      zoningStatus: 'not-checked',
      zoneClass: null,
      nearestCompetitorMiles: 0.02,
    });
    expect(m.risks.join(' ')).toContain('located only to zip precision');
    expect(m.risks.join(' ')).not.toContain('no zoning data is loaded');
    expect(m.risks.join(' ')).not.toContain('nearest competitor is only');
    expect(m.recommendations.join(' ')).toContain('Place the pin on the parcel');
  });
});

describe('uncitedNumbers', () => {
  it('normalises money, thousands separators and decimals', () => {
    expect(uncitedNumbers('Rent $1,250.50 and 12% growth', ['1250.5 rent', 'growth 12'])).toEqual([]);
    expect(uncitedNumbers('About 40% more', ['nothing here'])).toEqual(['40']);
  });

  it('never makes competition a strength unless its density is measured below the reference', () => {
    const sweet = {
      ...FACTS,
      saturation: 'sweet-spot' as const,
      saturationReason: '3 competitors within 1 mi: inside the 2–5 sweet spot',
    };
    const text = (f: typeof FACTS) => ruleNarrative(f).strengths.join(' ');
    expect(text({ ...sweet, competitorDensityRatio: 0.7 })).toMatch(/Competition:/);
    expect(text({ ...sweet, competitorDensityRatio: 1.4 })).not.toMatch(/Competition:/);
    expect(ruleNarrative({ ...sweet, competitorDensityRatio: 1.4 }).risks.join(' ')).toMatch(/above the reference/);
    // No reference (e.g. the only count is the county's own): not a strength either.
    expect(text({ ...sweet, competitorDensityRatio: null })).not.toMatch(/Competition:/);
    const inLine = { ...FACTS, saturation: 'in-line' as const, saturationReason: 'in line', competitorDensityRatio: 1 };
    expect(text(inLine)).not.toMatch(/Competition:/);
    const unknown = {
      ...FACTS,
      saturation: 'unknown' as const,
      saturationReason: 'no count',
      competitorDensityRatio: null,
    };
    expect(ruleNarrative(unknown).risks.join(' ')).toMatch(/Competition could not be measured: no count/);
  });
});

describe('old figures in the narrative', () => {
  it('names the year of a traffic count and says how old it is', () => {
    const text = ruleNarrative(FACTS).strengths.join(' ');
    expect(text).toContain('Clark St carried 18,000 vehicles a day when the City counted it in 2006');
    expect(text).toContain('19 years before the newest data');
  });

  it('never recommends planning around a forecast beyond the county comparison, and says why', () => {
    const flagged = ruleNarrative({
      ...FACTS,
      expectedRevenue: 2_894_831,
      customersPerDay: 134,
      revenueCheck: 'above',
      countyAverageRevenue: 281_279,
      revenueCheckCounty: 'Cook County, IL',
    });
    const recs = flagged.recommendations.join(' ');
    expect(recs).not.toContain('Plan around');
    expect(recs).toContain('Do not plan around the flagged forecast of $2,894,831 a year');
    expect(flagged.risks.join(' ')).toContain(
      'Unproven forecast: $2,894,831 a year is more than 3× what the average coffee shop in Cook County, IL takes in (about $281,279',
    );
    expect(flagged.strengths.join(' ')).not.toContain('2,894,831');
  });

  it('never quotes a forecast for a site placed at its city centre as a plan', () => {
    // The Peoria: "Plan around about $578,688" for a city-centre guess.
    const city = ruleNarrative({
      ...FACTS,
      expectedRevenue: 578_688,
      customersPerDay: 230,
      revenueCheck: 'within',
      countyAverageRevenue: 747_657,
      revenueCheckCounty: 'Peoria County, IL',
      geocodePrecision: 'city',
    });
    const recs = city.recommendations.join(' ');
    expect(recs).not.toContain('Plan around');
    expect(recs).toContain(
      'Do not plan around the forecast of $578,688 a year: the site is placed only at its city centre',
    );
  });

  it('places a plan-ready forecast among the state’s establishments, and holds back one outside the 10th–90th', () => {
    const base = {
      ...FACTS,
      expectedRevenue: 640_000,
      customersPerDay: 250,
      revenueCheck: 'within' as const,
      geocodePrecision: null,
    };
    expect(ruleNarrative({ ...base, revenuePercentile: 62 }).recommendations.join(' ')).toContain(
      "Plan around about $640,000 a year in revenue (about 250 customers a day), an estimate whose assumptions are listed in the forecast; it sits around the 62nd percentile of the state's coffee shops",
    );
    const high = ruleNarrative({ ...base, revenuePercentile: 97 }).recommendations.join(' ');
    expect(high).not.toContain('Plan around');
    expect(high).toContain('above what 9 in 10 coffee shops in the state take in (around the 97th percentile)');
  });
});
