import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PaymentEventRejected, type PaymentProvider } from '../../../infra/payments/index.js';
import { AppError } from '../../../lib/app-error.js';
import { ErrorBody } from '../../../lib/http/common-schemas.js';
import type { OrderService } from '../orders.js';

/**
 * Stripe's webhook endpoint. The signature covers the exact bytes sent, so this plugin (encapsulated) reads
 * JSON bodies as raw buffers. Fulfilment is idempotent by event id and by session, so Stripe's retries and
 * replays credit an order once.
 */
export function stripeWebhookRoute(provider: PaymentProvider, orders: OrderService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/functions/v1/stripe-webhook',
      {
        bodyLimit: 512 * 1024,
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook: Checkout Session completed, async payment succeeded or failed, expired',
          headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
          response: {
            200: Type.Object({ received: Type.Boolean(), result: Type.String() }),
            400: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (request) => {
        if (!provider.parseWebhook) {
          throw new AppError(404, 'not_found', 'Stripe payments are not enabled (PAYMENTS_PROVIDER is not stripe).');
        }
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new AppError(400, 'invalid_payload', 'Expected a JSON webhook body.');
        let event: ReturnType<NonNullable<PaymentProvider['parseWebhook']>>;
        try {
          event = provider.parseWebhook(raw, request.headers['stripe-signature']);
        } catch (error) {
          if (!(error instanceof PaymentEventRejected)) throw error;
          request.log.warn({ reason: error.message }, 'stripe webhook rejected');
          throw new AppError(400, 'invalid_signature', 'Webhook signature verification failed.');
        }
        const result = await orders.settle(event);
        request.log.info({ eventId: event.eventId, type: event.type, result }, 'stripe webhook');
        return { received: true, result };
      },
    );
  };
}
