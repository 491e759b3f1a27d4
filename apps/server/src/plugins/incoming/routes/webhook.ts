import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.js';
import type { IncomingStore } from '../incoming-store.js';
import { type IncomingPayload, receiveAnalysis } from '../receive-analysis.js';
import { ErrorSchema, MAX_INCOMING_BYTES, ReceiveResult, WebhookBody } from '../schemas.js';
import { isValidWebhookSignature, SIGNATURE_HEADER } from '../webhook-signature.js';

/** Parsed body of a webhook request, with the bytes the signature covers. */
interface SignedBody {
  raw: Buffer;
  json: unknown;
  parseError: boolean;
}
const rawBodies = new WeakMap<FastifyRequest, SignedBody>();

/**
 * `POST /api/webhooks/incoming-analyses`: the signed server-to-server path. The signature is checked over the
 * exact bytes before anything in the body is looked at, so an unsigned sender learns nothing but 401.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ store: IncomingStore }> = async (app, { store }) => {
  // This plugin's own JSON parser keeps the raw bytes; JSON errors surface only after the signature passed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_INCOMING_BYTES },
    (request, body, done) => {
      const raw = body as Buffer;
      let json: unknown = null;
      let parseError = false;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        parseError = true;
      }
      rawBodies.set(request, { raw, json, parseError });
      done(null, json);
    },
  );

  app.post(
    '/api/webhooks/incoming-analyses',
    {
      bodyLimit: MAX_INCOMING_BYTES,
      schema: {
        tags: ['incoming'],
        summary: 'Deliver an analysis report (HMAC-signed webhook)',
        description:
          'Body `{email, html}` or an array (first item used), signed with header `x-sitescout-signature: ' +
          'sha256=<hex HMAC-SHA256 of the raw body under WEBHOOK_SECRET>`. The HTML is reduced to its body and ' +
          'sanitised, then stored for the account of `email` (created with no password when missing). A payload ' +
          'without email or html is ignored (200, status `ignored`, field named). Bodies over 2 MiB get 413.',
        headers: {
          type: 'object',
          properties: { [SIGNATURE_HEADER]: { type: 'string', description: 'sha256=<hex>' } },
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
        const signed = rawBodies.get(request);
        if (!signed || !isValidWebhookSignature(secret, signed.raw, request.headers[SIGNATURE_HEADER])) {
          request.log.warn('incoming analysis webhook: bad or missing signature');
          throw new AppError(401, 'invalid_signature', `${SIGNATURE_HEADER}: signature missing or wrong`);
        }
        if (signed.parseError) throw new AppError(400, 'invalid_input', 'body: is not valid JSON', 'body');
      },
    },
    async (request) =>
      receiveAnalysis({ accounts: app.accounts, store, log: request.log }, request.body as IncomingPayload, 'webhook'),
  );
};
