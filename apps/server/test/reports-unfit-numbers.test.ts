import type { GeoView } from '@sitescout/geodata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisReportInput } from '../src/plugins/reports/report-input.js';
import { renderAnalysisPdf } from '../src/plugins/reports/report-service.js';
import { chicagoSites, sampleReportInput } from '../src/scripts/report-sample.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { openPdf, type PdfFile } from './reports-pdf.js';

/** A copy of a real one-site report input whose first site's analysis is changed by `edit`. */
function withAnalysis(input: AnalysisReportInput, edit: (analysis: Record<string, unknown>) => void) {
  const analysis = structuredClone(input.sites[0]?.analysis) as unknown as Record<string, unknown>;
  edit(analysis);
  return { ...input, sites: [{ address: input.sites[0]?.address ?? '', analysis: analysis as never }] };
}

// A number that is not finite used to stop the whole report in pdfkit ("unsupported number: Infinity"): now the part
// holding it says so, with the field named, and every other part is drawn.
describe('a report with figures that are not numbers', () => {
  let t: TestApp;
  let view: GeoView;
  let pdf: PdfFile;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    view = (await t.app.geodata.get()).view;
    const input = withAnalysis(sampleReportInput(view, chicagoSites(1)), (a) => {
      const forecast = a.forecast as { annualRevenue: { high: { value: number } } };
      forecast.annualRevenue.high.value = Number.POSITIVE_INFINITY;
      const tradeArea = a.tradeArea as { rings: Array<{ population: { value: number } }> };
      if (tradeArea.rings[1]) tradeArea.rings[1].population.value = Number.NaN;
    });
    pdf = openPdf(await renderAnalysisPdf(input, view));
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('names the part and the field that cannot be drawn', () => {
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Revenue forecast could not be drawn: the figure forecast.annualRevenue.high.value is not');
    expect(text).toContain('Trade area by distance could not be drawn: the figure tradeArea.rings[1].population.value');
    expect(text).toContain('the interactive dashboard shows this part');
  });

  it('draws every other part of the report', () => {
    for (const heading of ['Site score', 'Site map', 'Demographics', 'Competitors', 'Rent', 'Capacity'])
      expect(pdf.text, heading).toMatch(new RegExp(`^\\s*${heading}\\s*$`, 'm'));
    expect(pdf.text).toMatch(/^\s*Sources and methods\s*$/m);
    expect(pdf.text).not.toMatch(/\bNaN\b|Infinity/);
  });

  it('says so in words when a stored forecast lost its high case (saved as null)', async () => {
    const input = withAnalysis(sampleReportInput(view, chicagoSites(1)), (a) => {
      const forecast = a.forecast as { annualRevenue: { high: { value: number | null } } };
      forecast.annualRevenue.high.value = null;
    });
    const text = openPdf(await renderAnalysisPdf(input, view)).text.replace(/\s+/g, ' ');
    expect(text).toContain(
      'The revenue range chart could not be drawn (forecast.annualRevenue.high.value not a number)',
    );
  });
});
