import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../../lib/app-error.js';
import { findInputProblem } from '../../input-guard.js';
import type { IncomingStore } from '../incoming-store.js';
import { type IncomingPayload, receiveAnalysis } from '../receive-analysis.js';
import { ErrorSchema, MAX_INCOMING_BYTES, ReceiveResult, WebhookBody } from '../schemas.js';
import {
  checkWebhookSignature,
  LEGACY_SIGNATURE_SUNSET,
  legacySignaturesAllowed,
  SIGNATURE_HEADER,
} from '../webhook-signature.js';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * `POST /api/webhooks/incoming-analyses`: the signed server-to-server path. The signature (with its timestamp) is
 * checked over the exact bytes before the body is parsed, so an unsigned or replayed request costs no JSON parse
 * and its sender learns nothing but 401.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ store: IncomingStore }> = async (app, { store }) => {
  // This plugin's own JSON parser only keeps the raw bytes; they are parsed once the signature passed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_INCOMING_BYTES },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      done(null, null);
    },
  );
  const refused = () =>
    new AppError(401, 'invalid_signature', `${SIGNATURE_HEADER}: signature missing, wrong or expired`);

  app.post(
    '/api/webhooks/incoming-analyses',
    {
      bodyLimit: MAX_INCOMING_BYTES,
      schema: {
        tags: ['incoming'],
        summary: 'Deliver an analysis report (HMAC-signed webhook)',
        description:
          'Body `{email, html}` or an array (first item used), signed with header `x-sitescout-signature: ' +
          't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under WEBHOOK_SECRET>`, refused when t is more ' +
          'than 5 minutes off (the untimed `sha256=<hex of the raw body>` is accepted until ' +
          `${LEGACY_SIGNATURE_SUNSET}). The HTML is reduced to its body and ` +
          'sanitised, then stored for the account of `email` (created with no password when missing). A payload ' +
          'without email or html is ignored (200, status `ignored`, field named). Bodies over 2 MiB get 413.',
        headers: {
          type: 'object',
          properties: { [SIGNATURE_HEADER]: { type: 'string', description: 't=<unix>,v1=<hex> (or sha256=<hex>)' } },
        },
        body: WebhookBody,
        response: { 200: ReceiveResult, 400: ErrorSchema, 401: ErrorSchema, 413: ErrorSchema, 503: ErrorSchema },
      },
      preValidation: async (request) => {
        const secret = app.config.incoming.webhookSecret;
        if (!secret) {
          throw new AppError(
            503,
            'webhook_not_configured',
            'Incoming analyses are not enabled (WEBHOOK_SECRET unset).',
          );
        }
        const raw = rawBodies.get(request);
        const check = raw ? checkWebhookSignature(secret, raw, request.headers[SIGNATURE_HEADER]) : 'invalid';
        if (check === 'legacy' && !legacySignaturesAllowed(app.config.incoming.acceptLegacySignatures)) {
          request.log.warn(
            { sunset: LEGACY_SIGNATURE_SUNSET },
            'incoming analysis webhook: untimed signature (sha256=) refused; sign with t=…,v1=… (WEBHOOK_LEGACY_SIGNATURES)',
          );
          throw refused();
        }
        if (check === 'legacy') {
          request.log.warn(
            { sunset: LEGACY_SIGNATURE_SUNSET },
            'incoming analysis webhook: deprecated untimed signature (sha256=); sign with t=…,v1=… instead',
          );
        } else if (check !== 'valid') {
          request.log.warn({ check }, 'incoming analysis webhook: bad, missing or expired signature');
          throw refused();
        }
        let body: unknown;
        try {
          body = JSON.parse((raw as Buffer).toString('utf8'));
        } catch {
          throw new AppError(400, 'invalid_input', 'body: is not valid JSON', 'body');
        }
        // The app-wide input guard ran before this hook, on the still unparsed body: apply it now.
        const problem = findInputProblem(body, '');
        if (problem) throw badInput(problem.path || 'body', problem.message);
        request.body = body as typeof request.body;
      },
    },
    async (request) =>
      receiveAnalysis({ accounts: app.accounts, store, log: request.log }, request.body as IncomingPayload, 'webhook'),
  );
};
