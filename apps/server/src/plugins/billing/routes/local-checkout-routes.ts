import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { localCheckoutPath, type PaymentProvider } from '../../../infra/payments/index.js';
import { renderLocalCheckoutPage } from '../local-checkout-page.js';
import { type OrderService, returnPaths } from '../orders.js';

const SessionParams = Type.Object({ sessionId: Type.String({ pattern: '^lcs_[A-Za-z0-9_-]{10,64}$' }) });

/**
 * The local payment provider's checkout page: SiteScout's own page, marked TEST MODE, where an order is paid
 * (credited at once, no card charged) or cancelled, then the customer returns to /get-started like from Stripe.
 * Registered only when PAYMENTS_PROVIDER=local.
 */
export function localCheckoutRoutes(provider: PaymentProvider, orders: OrderService): FastifyPluginAsyncTypebox {
  return async (app) => {
    // The page's buttons are plain HTML forms; their (empty) bodies carry nothing we read.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );

    app.get(
      '/checkout/test/:sessionId',
      {
        // The path holds the session id, which is enough to settle the order: keep it out of the request log.
        logLevel: 'warn',
        schema: {
          tags: ['billing'],
          summary: 'Local TEST MODE checkout page (HTML)',
          params: SessionParams,
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        const order = await orders.findBySession(request.params.sessionId);
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        if (!order) {
          return reply.status(404).type('text/html; charset=utf-8').send(renderLocalCheckoutPage(null, ''));
        }
        return reply
          .type('text/html; charset=utf-8')
          .send(renderLocalCheckoutPage(order, localCheckoutPath(request.params.sessionId)));
      },
    );

    for (const action of ['pay', 'cancel'] as const) {
      app.post(
        `/checkout/test/:sessionId/${action}`,
        {
          logLevel: 'warn',
          schema: {
            tags: ['billing'],
            summary: action === 'pay' ? 'Local TEST MODE: pay the order' : 'Local TEST MODE: cancel the order',
            params: SessionParams,
          },
        },
        async (request, reply) => {
          const { sessionId } = request.params;
          const order = await orders.findBySession(sessionId);
          if (!order) return reply.redirect(localCheckoutPath(sessionId), 303);
          const result = await orders.settle({
            eventId: `${sessionId}:${action}`,
            type: `local.checkout.${action}`,
            outcome: action === 'pay' ? 'paid' : 'cancelled',
            sessionId,
            orderId: null,
          });
          app.log.info({ orderId: order.id, provider: provider.name, action, result }, 'local checkout');
          const settled = await orders.findBySession(sessionId);
          const paths = returnPaths(order);
          if (settled?.status === 'paid') return reply.redirect(paths.successPath, 303);
          if (settled?.status === 'cancelled') return reply.redirect(paths.cancelPath, 303);
          return reply.redirect(localCheckoutPath(sessionId), 303);
        },
      );
    }
  };
}
