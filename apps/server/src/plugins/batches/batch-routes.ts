import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../lib/http/signed-in.js';
import { batchCsv, storedOrBuiltXlsx } from './batch-downloads.js';
import { batchInputError, MAX_BATCH_BYTES } from './batch-input-error.js';
import { toBatchDetail, toBatchSummary } from './batch-responses.js';
import { type BatchService, batchNotFound, proRequired } from './batch-service.js';
import type { BatchRecord, BatchStore } from './batch-store.js';
import { exportName } from './batch-table.js';
import { suggestMapping } from './column-mapping.js';
import { readBatchCsv } from './read-batch-csv.js';
import {
  BatchDetail,
  BatchList,
  BatchParams,
  BatchPreview,
  BatchSummary,
  CreateBatchBody,
  PreviewBatchBody,
} from './schemas.js';
import { uploadCounter } from './upload-counter.js';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Uploads over the limit are refused before they are read, with the sizes named. */
function tooLarge(request: FastifyRequest): AppError {
  const sent = Number(request.headers['content-length']);
  const size = Number.isFinite(sent) && sent > 0 ? `The upload is ${megabytes(sent)}; ` : 'The upload is too large; ';
  return batchInputError(
    'upload_too_large',
    `${size}a batch file may be at most ${megabytes(MAX_BATCH_BYTES)} (1,000 rows). Keep only the columns you map, or split the file.`,
    'csv',
    413,
  );
}

/**
 * The upload's lines and columns are counted as it arrives: a hostile one stops before its JSON is parsed. The rest
 * of a stopped upload is read and dropped (no parsing), so the answer reaches the client on a healthy connection.
 */
const countWhileReceiving = async (_request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
  const counter = uploadCounter();
  payload.on('error', (error) => counter.destroy(error));
  counter.on('error', () => {
    payload.unpipe(counter);
    payload.resume();
  });
  return payload.pipe(counter);
};

/** Batch scoring for Pro accounts: preview a CSV's columns, start a batch, follow it, download it. */
export function batchRoutes(service: BatchService, store: BatchStore): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = signedInOnly(app);
    // Body-size and JSON errors of these routes get a message naming the problem; the rest go to the app's handler.
    app.setErrorHandler((error: FastifyError, request) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(request);
      if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        throw batchInputError('no_input', 'Upload a CSV file or paste the addresses, one per line.', 'csv');
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        throw batchInputError(
          'not_json',
          'Send the batch as JSON: {"businessType", "csv"} or {"businessType", "addresses"}.',
          'csv',
          415,
        );
      throw error;
    });

    const owned = async (request: FastifyRequest, id: string): Promise<BatchRecord> => {
      const batch = await store.getOwned(id, requireUser(request).id);
      if (!batch) throw batchNotFound();
      return batch;
    };
    const errors = { 400: BadRequestBody, 401: AuthErrorBody, 403: ErrorBody, 404: ErrorBody };

    app.post(
      '/api/batches/preview',
      {
        preHandler: authenticate,
        bodyLimit: MAX_BATCH_BYTES,
        preParsing: countWhileReceiving,
        schema: {
          tags: ['batches'],
          security: bearerSecurity,
          summary: 'Read a CSV without storing it: its columns, the suggested mapping, its row count (Pro)',
          body: PreviewBatchBody,
          response: { 200: BatchPreview, ...errors, 413: ErrorBody },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!(await app.pro.isPro(user.id))) throw proRequired();
        const csv = await readBatchCsv(request.body.csv, user.id);
        return {
          columns: csv.headers,
          suggested: suggestMapping(csv.headers),
          rows: csv.rows.length,
          sample: csv.rows.slice(0, 5),
        };
      },
    );

    app.post(
      '/api/batches',
      {
        preHandler: authenticate,
        bodyLimit: MAX_BATCH_BYTES,
        preParsing: countWhileReceiving,
        schema: {
          tags: ['batches'],
          security: bearerSecurity,
          summary:
            'Start a batch (Pro): up to 1,000 addresses from a CSV (with its column mapping) or pasted; 202, then follow GET /api/batches/:id',
          body: CreateBatchBody,
          response: { 202: BatchSummary, ...errors, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const batch = await service.create(user.id, request.body);
        return reply.status(202).send(toBatchSummary(batch));
      },
    );

    app.get(
      '/api/batches',
      {
        preHandler: authenticate,
        schema: {
          tags: ['batches'],
          security: bearerSecurity,
          summary: "The signed-in account's batches, newest first",
          response: { 200: BatchList, 400: BadRequestBody, 401: AuthErrorBody },
        },
      },
      async (request) => ({ batches: (await store.list(requireUser(request).id)).map(toBatchSummary) }),
    );

    app.get(
      '/api/batches/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['batches'],
          security: bearerSecurity,
          summary: 'A batch: status, rows processed, the ranked table so far and the rows that could not be scored',
          params: BatchParams,
          response: { 200: BatchDetail, ...errors },
        },
      },
      async (request, reply) => {
        const batch = await owned(request, request.params.id);
        reply.header('cache-control', 'no-store');
        // A running batch is polled: its rows read before are kept, only the new ones are read.
        const running = batch.status === 'queued' || batch.status === 'running';
        return toBatchDetail(batch, await store.processed(batch.id, running));
      },
    );

    const finished = async (request: FastifyRequest, id: string) => {
      const batch = await owned(request, id);
      if (batch.status !== 'done' && batch.status !== 'failed')
        throw new AppError(409, 'batch_not_ready', 'This batch is still running; download it when it is done.');
      return batch;
    };

    app.get(
      '/api/batches/:id/export.csv',
      {
        preHandler: authenticate,
        schema: {
          tags: ['batches'],
          security: bearerSecurity,
          summary: 'The ranked table as CSV, then the rows not scored with the reason (text/csv)',
          params: BatchParams,
          produces: ['text/csv'],
          response: { 200: Type.String({ description: 'CSV, RFC 4180, UTF-8 with BOM' }), ...errors, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const batch = await finished(request, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportName(batch, 'csv')}"`)
          .send(batchCsv(await store.processed(batch.id)));
      },
    );

    app.get(
      '/api/batches/:id/export.xlsx',
      {
        preHandler: authenticate,
        schema: {
          tags: ['batches'],
          security: bearerSecurity,
          summary: 'The ranked table as an Excel workbook (sheets "Sites" and "About")',
          params: BatchParams,
          produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          response: {
            200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'Excel workbook (.xlsx)' }),
            ...errors,
            409: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const batch = await finished(request, request.params.id);
        const workbook = await storedOrBuiltXlsx(store, batch);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${exportName(batch, 'xlsx')}"`)
          .send(workbook);
      },
    );
  };
}
