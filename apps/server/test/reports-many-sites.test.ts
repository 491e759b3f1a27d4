import { createEngineContext, runAnalysis } from '@sitescout/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisReportInput } from '../src/plugins/reports/report-input.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { openPdf, type PdfFile, toPngs } from './reports-pdf.js';

const SITES = 20;

// A Pro comparison of many sites: 18 or more used to fail in pdfkit ("unsupported number").
describe('PDF report with 20 sites', () => {
  let t: TestApp;
  let pdf: PdfFile;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const { view } = await t.app.geodata.get();
    // A grid of Chicago points, five per row, about 2 miles apart.
    const sites = Array.from({ length: SITES }, (_, i) => ({
      label: `Grid site ${i + 1}`,
      lat: 41.76 + Math.floor(i / 5) * 0.05,
      lon: -87.78 + (i % 5) * 0.04,
      precision: 'coordinates' as const,
    }));
    const { analyses, comparison } = runAnalysis(createEngineContext(view), {
      businessType: 'coffee-shop',
      sites,
      radiusMiles: 1,
      plan: 'pro',
    });
    const input: AnalysisReportInput = {
      title: `Coffee shop - ${SITES} Chicago sites`,
      businessTypeLabel: 'Coffee shop',
      createdAt: new Date('2026-11-22T12:00:00Z'),
      sites: analyses.map((analysis) => ({ address: analysis.site.label, analysis })),
      ...(comparison ? { comparison } : {}),
      dashboardUrl: 'https://sitescout.example/app/analyses/many',
    };
    pdf = openPdf(await t.app.reports.renderAnalysisPdf(input));
  }, 300_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('renders every site, the comparison and the sources', () => {
    // Per site its decision page and about three pages of detail, not ten.
    expect(pdf.pages).toBeGreaterThanOrEqual(1 + 4 * SITES + 2);
    expect(pdf.pages).toBeLessThanOrEqual(3 + 5 * SITES + 4);
    expect(pdf.text).toContain(`SITE ${SITES} OF ${SITES}`);
    expect(pdf.text).toContain('Site comparison');
    expect(pdf.text).toMatch(/^[ \t]*Sources and methods[ \t]*$/m);
  });

  it('prints the page number in the footer of every page after the cover', () => {
    for (const page of [Math.floor(pdf.pages / 2), pdf.pages])
      expect(pdf.pageText(page)).toContain(`Page ${page} of ${pdf.pages}`);
    // The cover (its 20-row site table takes two pages) has no footer.
    expect(pdf.text.match(/Page \d+ of \d+/g)).toHaveLength(pdf.pages - 2);
  });

  it('draws every page', () => {
    expect(toPngs(pdf, 20)).toHaveLength(pdf.pages);
  });
});
