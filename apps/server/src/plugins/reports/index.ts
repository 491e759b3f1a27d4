import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createRenderPool } from './render-pool.js';
import type { ReportService } from './report-input.js';
import { createReportService } from './report-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** PDF analysis reports: `renderAnalysisPdf(input)` → PDF bytes. */
    reports: ReportService;
  }
}

/**
 * Decorates `app.reports`: the PDF report renderer. It owns no routes; the analyses plugin calls it
 * for downloads and e-mails. Map points come from the geodata plugin's pack when it is loaded; the PDF itself is
 * drawn on worker threads (REPORT_THREADS), so the API keeps answering while reports render.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const pool = createRenderPool(app.config.reportThreads);
  app.addHook('onClose', () => pool.close());
  const service = createReportService(pool, (sites) => app.geodata.currentViewNear(sites));
  app.decorate('reports', {
    renderAnalysisPdf: (input, account) =>
      app.metrics.timed('pdf', 'pdf_render', () => service.renderAnalysisPdf(input, account)),
  });
};

export const reportsPlugin = fp(plugin, { name: 'reports', dependencies: ['geodata', 'metrics'] });
