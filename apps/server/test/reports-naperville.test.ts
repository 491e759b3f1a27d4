import { createEngineContext, type EngineContext, runAnalysis } from '@sitescout/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAnalysisPdf } from '../src/plugins/reports/report-service.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { NAPERVILLE_DENTAL } from './naperville-dental.js';
import { openPdf } from './reports-pdf.js';

// The dental office at 200 S Washington St, Naperville never got its PDF: at 5 and 10 miles its forecast section
// started a few points above the page foot, react-pdf squeezed the section's range chart into that sliver and pdfkit
// threw "unsupported number: Infinity" drawing the chart.
describe('the Naperville dental report', () => {
  let t: TestApp;
  let ctx: EngineContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    ctx = createEngineContext((await t.app.geodata.get()).view);
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it.each([5, 10])('draws at %d miles, its forecast range chart on the page with its heading', async (radiusMiles) => {
    const { analyses } = runAnalysis(ctx, { businessType: 'dental', sites: [NAPERVILLE_DENTAL], radiusMiles });
    const pdf = openPdf(
      await renderAnalysisPdf({
        title: 'Dental office - 200 S Washington St',
        businessTypeLabel: 'Dental office',
        createdAt: new Date('2026-11-27T12:00:00Z'),
        sites: analyses.map((analysis) => ({ address: NAPERVILLE_DENTAL.label, analysis })),
        dashboardUrl: 'https://sitescout.example/app/analyses/naperville',
      }),
    );
    const forecastPage = Array.from({ length: pdf.pages }, (_, i) => i + 1).find((p) =>
      /^\s*Revenue forecast\s*$/m.test(pdf.pageText(p)),
    );
    expect(forecastPage).toBeDefined();
    // The chart's labels are drawn on the heading's page, under it.
    expect(pdf.pageText(forecastPage ?? 0)).toMatch(/Revenue forecast[\s\S]*Expected \$[\d,]+[\s\S]*Low \$/);
  });
});
