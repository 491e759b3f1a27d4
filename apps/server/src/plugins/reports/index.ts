import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createReportService } from './report-service.js';

/**
 * Decorates `app.reports`: the PDF report renderer. It owns no routes; the analyses plugin calls it
 * for downloads and e-mails. Map points come from the geodata plugin's pack when it is loaded.
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.decorate(
    'reports',
    createReportService(() => app.geodata.current()?.view),
  );
};

export const reportsPlugin = fp(plugin, { name: 'reports', dependencies: ['geodata'] });
