import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../../lib/http/signed-in.js';
import { chargeGeocodeLookups } from '../../geocode/lookup-allowance.js';
import { detailJson, toDetail, toListItem } from '../analysis-responses.js';
import type { AnalysisService } from '../analysis-service.js';
import { analysisNotFound } from '../analysis-service.js';
import type { AnalysisStore } from '../analysis-store.js';
import type { ResultRead } from '../result-read.js';
import { checkSliderTypes, countReweight } from '../reweight-limits.js';
import {
  AnalysisDetail,
  AnalysisList,
  AnalysisParams,
  AnalysisQuote,
  CreateAnalysisBody,
  RerunBody,
  ReweightBody,
} from '../schemas.js';

/** Starting, listing, reading and re-running the signed-in account's analyses. */
export function analysesRoutes(
  service: AnalysisService,
  store: AnalysisStore,
  readResult: ResultRead,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = signedInOnly(app);
    const publicUrl = app.config.publicUrl;

    app.post(
      '/api/analyses',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: 'Start an analysis: spends one credit and queues the job (202); progress at /events',
          body: CreateAnalysisBody,
          response: {
            202: AnalysisDetail,
            400: BadRequestBody,
            401: AuthErrorBody,
            402: ErrorBody,
            403: ErrorBody,
            502: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const row = await service.create({ id: user.id, email: user.email }, request.body);
        return reply.status(202).send(toDetail(row, publicUrl));
      },
    );

    app.post(
      '/api/analyses/quote',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary:
            'What starting this analysis would spend (or why a comparison needs a Complete Report or Pro) and, per site, which report parts the data supports there; spends nothing',
          body: CreateAnalysisBody,
          response: {
            200: AnalysisQuote,
            400: BadRequestBody,
            401: AuthErrorBody,
            429: ErrorBody,
            502: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        // Each address is a lookup like GET /api/geocode's (maybe online): same allowance.
        const addresses = request.body.sites.filter((site) => typeof site === 'string').length;
        await chargeGeocodeLookups(app.counters, request.ip, addresses);
        return service.quote({ id: user.id, email: user.email }, request.body);
      },
    );

    app.get(
      '/api/analyses',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: "The signed-in account's analyses, newest first",
          response: { 200: AnalysisList, 400: AuthErrorBody, 401: AuthErrorBody },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'no-store');
        return { analyses: (await store.list(user.id)).map(toListItem) };
      },
    );

    app.get(
      '/api/analyses/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: 'One analysis: status, progress step, and when done every site’s SiteAnalysis and the comparison',
          params: AnalysisParams,
          response: { 200: AnalysisDetail, 400: BadRequestBody, 401: AuthErrorBody, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const answer = await readResult(request.params.id, user.id, (seconds) =>
          reply.header('retry-after', String(seconds)),
        );
        reply.header('cache-control', 'no-store');
        if (typeof answer !== 'string') return answer;
        // Already JSON (the stored result text inside): sent as it is, not through the response serialiser.
        return reply.type('application/json; charset=utf-8').send(answer as unknown as AnalysisDetail);
      },
    );

    app.post(
      '/api/analyses/:id/reweight',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary:
            'Re-score a finished analysis with new priorities from its stored parts: a new finished version (201), no credit spent',
          params: AnalysisParams,
          body: ReweightBody,
          response: {
            201: AnalysisDetail,
            400: BadRequestBody,
            401: AuthErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            429: ErrorBody,
          },
        },
        // Before validation, which would coerce `"50"`, `true`, `null` and `[50]` into numbers.
        preValidation: async (request) => checkSliderTypes(request.body),
      },
      async (request, reply) => {
        const user = requireUser(request);
        // Only an analysis of this account counts against its allowance (a stranger's id is a 404, counted nowhere).
        if (!(await store.getOwnedHead(request.params.id, user.id))) throw analysisNotFound();
        await countReweight(app.counters, user.id, request.params.id, (seconds) =>
          reply.header('retry-after', String(seconds)),
        );
        const { row, text } = await service.reweight(
          { id: user.id, email: user.email },
          request.params.id,
          request.body.priorities,
        );
        // Already JSON (the version's text as stored): sent as it is, not through the response serialiser.
        const body = detailJson(row, publicUrl, text) as unknown as AnalysisDetail;
        return reply.status(201).type('application/json; charset=utf-8').send(body);
      },
    );

    app.post(
      '/api/analyses/:id/rerun',
      {
        preHandler: authenticate,
        schema: {
          tags: ['analyses'],
          security: bearerSecurity,
          summary: 'Run an analysis again with new priorities: a new analysis and job, paid with one credit',
          params: AnalysisParams,
          body: RerunBody,
          response: {
            202: AnalysisDetail,
            400: BadRequestBody,
            401: AuthErrorBody,
            402: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const row = await service.rerun({ id: user.id, email: user.email }, request.params.id, request.body.priorities);
        return reply.status(202).send(toDetail(row, publicUrl));
      },
    );
  };
}
