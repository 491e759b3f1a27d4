import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../../lib/app-error.js';
import { parseAnalysisQuantity } from '../offers.js';
import type { OrderService } from '../orders.js';
import { AuthErrorBody, BadRequestBody, CheckoutUrl, ErrorBody, PurchaseCreditsBody } from '../schemas.js';

/** The signed-in account; `app.authenticate` has run before the handler. */
export function signedInUser(request: FastifyRequest) {
  if (!request.authUser) throw new AppError(401, 'not_signed_in', 'Sign in to continue.');
  return request.authUser;
}

/**
 * The two checkout calls, at the paths the product spec names (`/functions/v1/...`).
 * Both need a signed-in account: credits belong to one.
 */
export function checkoutRoutes(orders: OrderService): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Resolved per request so the auth plugin may register before or after billing.
    const authenticate = (request: FastifyRequest, reply: FastifyReply) => app.authenticate.call(app, request, reply);

    app.post(
      '/functions/v1/create-complete-report-payment',
      {
        preHandler: authenticate,
        schema: {
          tags: ['billing'],
          security: [{ bearerAuth: [] }],
          summary: 'Start checkout for the Complete Report ($75 one-time, compares up to 3 locations)',
          response: { 200: CheckoutUrl, 400: AuthErrorBody, 401: AuthErrorBody, 502: ErrorBody },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { url } = await orders.startCheckout({
          userId: user.id,
          email: user.email,
          offerId: 'complete-report',
          quantity: 1,
        });
        return { url };
      },
    );

    app.post(
      '/functions/v1/purchase-credits',
      {
        preHandler: authenticate,
        schema: {
          tags: ['billing'],
          security: [{ bearerAuth: [] }],
          summary: 'Start checkout for extra analyses ($9.99 each)',
          body: PurchaseCreditsBody,
          response: { 200: CheckoutUrl, 400: BadRequestBody, 401: AuthErrorBody, 502: ErrorBody },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { packageId } = request.body;
        if (packageId !== 'additional-analyses') throw badInput('packageId', "must be 'additional-analyses'");
        const quantity = parseAnalysisQuantity(request.body.quantity);
        const { url } = await orders.startCheckout({
          userId: user.id,
          email: user.email,
          offerId: 'additional-analyses',
          quantity,
        });
        return { url };
      },
    );
  };
}
