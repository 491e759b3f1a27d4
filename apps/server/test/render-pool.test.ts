import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, type RenderPool } from '../src/plugins/reports/render-pool.js';
import type { RenderTask } from '../src/plugins/reports/render-task.js';
import { renderTask } from '../src/plugins/reports/report-service.js';
import { CHICAGO_COFFEE_SITES, sampleReportInput } from '../src/scripts/report-sample.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { openPdf } from './reports-pdf.js';

describe('render pool', () => {
  let t: TestApp;
  let task: RenderTask;
  let pool: RenderPool;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const { view } = await t.app.geodata.get();
    task = renderTask(sampleReportInput(view), view);
  }, 120_000);
  afterAll(async () => {
    await pool?.close();
    await t?.dispose();
  });

  it('draws a report that does not fit in the capped threads on a thread without the cap', async () => {
    // 40 MB of old generation loads react-pdf but is too little to draw a report: the capped thread runs out.
    pool = createRenderPool(1, 20, 40);
    const pdf = openPdf(await pool.render(task));
    // The whole report, as a reader opens it: the three sample sites' pages, the comparison, the sources.
    expect(pdf.pages).toBeGreaterThan(8);
    const text = pdf.text.replace(/\s+/g, ' ');
    for (const site of CHICAGO_COFFEE_SITES.slice(0, 3)) expect(text).toContain(site.address);
    expect(text).toContain('Site comparison');
    expect(text).toContain('SITE 3 OF 3');
    expect(text).toContain('Sources and methods');
  }, 120_000);
});
