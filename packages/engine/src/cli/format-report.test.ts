import { describe, expect, it } from 'vitest';
import { CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { runAnalysis } from '../analysis/analyze-request.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { formatComparison, formatReport } from './format-report.js';

describe('formatReport', () => {
  const ctx = createEngineContext(tinyWorld());
  const result = runAnalysis(ctx, {
    businessType: 'coffee-shop',
    sites: [
      { label: 'Centre', ...CENTER, precision: 'zip' },
      { label: 'North', ...offset(CENTER, 2, 0) },
    ],
  });
  const text = formatReport(result.analyses[0] as (typeof result.analyses)[number]);

  it('prints every section with the figures tagged by source or estimate', () => {
    for (const heading of [
      'Site score',
      'Trade area',
      'Demographics within 1 mi',
      'Competitors',
      'Walk, transit and bike',
      'Access and traffic',
      'Rent and costs',
      'Zoning',
      'Forecast',
      'Narrative (rule-based)',
      'Sources',
    ])
      expect(text).toContain(`\n${heading}\n`);
    expect(text).toMatch(/population\s+\d[\d,]*\s+\[Test ACS, 2019-2023\] from \d+ ZCTAs?/);
    expect(text).toContain('Bean There (independent)  ★4.5 (200 reviews)');
    expect(text).toContain('geocoded to zip precision');
    expect(text).toContain('NOT-CHECKED');
  });

  it('prints the comparison with a winner per criterion', () => {
    const table = formatComparison(result.comparison as NonNullable<typeof result.comparison>);
    expect(table).toContain('Comparison');
    // Centre is placed only to its ZIP (±1 mi): its Walk Score (a 1-mile figure) is shown but not compared.
    expect(table).toMatch(/Walk Score: /);
    expect(table).toMatch(
      / {6} {2}Centre: \d+ \(not compared: placed only at its ZIP code area \(distances rounded to about 1 mi\)/,
    );
    // The headline's score is the first site's own score on the ranking line.
    const first = result.comparison?.ranking[0];
    expect(table).toContain(`1. Site ${first?.site}: ${first?.label} — ${first?.score}/100`);
  });

  it('says a withheld score is not given, with no empty list of parts', () => {
    const far = runAnalysis(ctx, { businessType: 'coffee-shop', sites: [{ label: 'Far', ...offset(CENTER, 40, 0) }] });
    const farText = formatReport(far.analyses[0] as (typeof far.analyses)[number]);
    expect(farText).toContain('Walk Score — (not given here; see the notes below)');
    expect(farText).toMatch(/Note: No Walk Score/);
    expect(farText).not.toMatch(/Score —? ?\(\)/);
  });
});
