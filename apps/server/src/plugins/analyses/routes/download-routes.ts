import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AnalysisResult } from '@sitescout/engine';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../../lib/http/signed-in.js';
import { analysisCsv, analysisGeoJson } from '../analysis-exports.js';
import { analysisNotFound } from '../analysis-service.js';
import type { AnalysisRow, AnalysisStore } from '../analysis-store.js';
import { downloadName } from '../report-input.js';
import { AnalysisParams } from '../schemas.js';
import type { StoredReports } from '../stored-reports.js';

function notReady(row: Pick<AnalysisRow, 'status'>): AppError {
  return row.status === 'failed'
    ? new AppError(
        409,
        'analysis_failed',
        'This analysis failed, so there is nothing to download; its credit was refunded.',
      )
    : new AppError(409, 'analysis_not_ready', 'This analysis is still running; download it when it is done.');
}

/** A PDF that could not be drawn even on demand: what the user reads (the cause stays in the server's log). */
function reportNotDrawn(): AppError {
  return new AppError(
    503,
    'report_not_drawn',
    'The PDF report could not be drawn just now. Your analysis is complete on this page; try "Download PDF" again in a few minutes, and if it still fails, write to support and we will send it.',
  );
}

/**
 * On-demand PDF renders one account may have in flight (drawing or waiting their turn) in this process; more get
 * 429 with Retry-After. Renders of one account are drawn one at a time anyway (reports plugin), so a longer line
 * would only hold connections open.
 */
export const PDF_DOWNLOADS_PER_ACCOUNT = 2;
/** Seconds a refused download is asked to wait: about one multi-site render. */
const PDF_RETRY_AFTER_SECONDS = 5;

/** CSV, GeoJSON and PDF downloads of a finished analysis. */
export function downloadRoutes(store: AnalysisStore, reports: StoredReports): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = signedInOnly(app);

    async function finished(request: FastifyRequest, id: string): Promise<AnalysisRow> {
      const user = requireUser(request);
      const row = await store.getOwned(id, user.id);
      if (!row) throw analysisNotFound();
      if (row.status !== 'done' || !row.result) throw notReady(row);
      return row;
    }

    const errors = { 400: BadRequestBody, 401: AuthErrorBody, 404: ErrorBody, 409: ErrorBody };
    const pdfDownloads = new Map<string, number>();

    app.get(
      '/api/analyses/:id/export.csv',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: 'One row per site: scores and key figures, each with its source (text/csv)',
          params: AnalysisParams,
          produces: ['text/csv'],
          response: { 200: Type.String({ description: 'CSV, RFC 4180' }), ...errors },
        },
      },
      async (request, reply) => {
        const row = await finished(request, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${downloadName(row, 'csv')}"`)
          .send(analysisCsv(row.result as AnalysisResult));
      },
    );

    app.get(
      '/api/analyses/:id/export.geojson',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: 'Sites, competitors and trade-area rings as a GeoJSON FeatureCollection (application/geo+json)',
          params: AnalysisParams,
          produces: ['application/geo+json'],
          response: { 200: Type.String({ description: 'GeoJSON FeatureCollection' }), ...errors },
        },
      },
      async (request, reply) => {
        const row = await finished(request, request.params.id);
        return reply
          .header('content-type', 'application/geo+json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${downloadName(row, 'geojson')}"`)
          .send(JSON.stringify(analysisGeoJson(row.result as AnalysisResult)));
      },
    );

    app.get(
      '/api/analyses/:id/report.pdf',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: `The PDF report of a finished analysis (application/pdf), drawn once by its job right after the result is shown and kept (409 report_not_ready while it is drawn); for an analysis finished before reports were kept, drawn on the first download, as is one the background drawing gave up on (429 with Retry-After while ${PDF_DOWNLOADS_PER_ACCOUNT} of this account's reports are being drawn; 503 report_not_drawn when drawing fails again)`,
          params: AnalysisParams,
          produces: ['application/pdf'],
          response: {
            200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PDF file' }),
            ...errors,
            429: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        // The stored PDF is streamed after a light read of the row (not its result JSON, which can be large).
        const head = await store.getOwnedHead(request.params.id, requireUser(request).id);
        if (!head) throw analysisNotFound();
        if (head.status !== 'done') throw notReady(head);
        if (!app.hasDecorator('reports')) {
          throw new AppError(503, 'reports_unavailable', 'PDF reports are not available on this server.');
        }
        const send = (pdf: Buffer) =>
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${downloadName(head, 'pdf')}"`)
            .send(pdf);
        // Drawn once, by the analysis's job: streamed from the database.
        const stored = await reports.find(head.id);
        if (stored) return send(stored);
        // The job is drawing it right now (the dashboard says "Writing the PDF…"): no second drawing.
        if (head.reportStatus === 'pending')
          throw new AppError(409, 'report_not_ready', 'The PDF report is being written; it is ready in a moment.');
        const row = await finished(request, request.params.id);
        // Only an analysis finished before reports were kept is drawn here (then kept), within the account's cap.
        const account = row.userId;
        const inFlight = pdfDownloads.get(account) ?? 0;
        if (inFlight >= PDF_DOWNLOADS_PER_ACCOUNT) {
          return reply
            .code(429)
            .header('retry-after', String(PDF_RETRY_AFTER_SECONDS))
            .send({
              code: 'report_render_busy',
              message: `${PDF_DOWNLOADS_PER_ACCOUNT} reports of this account are being drawn; try again in a few seconds.`,
            });
        }
        pdfDownloads.set(account, inFlight + 1);
        let pdf: Buffer;
        try {
          pdf = await reports.get(row);
          await store.reportDrawnLate(row.id);
        } catch (error) {
          request.log.error({ err: error, analysisId: row.id }, 'analysis report could not be drawn on download');
          throw reportNotDrawn();
        } finally {
          const left = (pdfDownloads.get(account) ?? 1) - 1;
          if (left > 0) pdfDownloads.set(account, left);
          else pdfDownloads.delete(account);
        }
        return send(pdf);
      },
    );
  };
}
