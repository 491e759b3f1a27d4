import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badInput } from '../../../lib/app-error.js';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../../lib/http/signed-in.js';
import { parseAnalysisQuantity } from '../offers.js';
import type { OrderService } from '../orders.js';
import { CheckoutUrl, PurchaseCreditsBody } from '../schemas.js';

/**
 * The two checkout calls, at the paths the product spec names (`/functions/v1/...`).
 * Both need a signed-in account: credits belong to one.
 */
export function checkoutRoutes(orders: OrderService): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Resolved per request so the auth plugin may register before or after billing.
    const authenticate = signedInOnly(app);

    app.post(
      '/functions/v1/create-complete-report-payment',
      {
        preHandler: authenticate,
        schema: {
          tags: ['billing'],
          security: bearerSecurity,
          summary: 'Start checkout for the Complete Report ($75 one-time, compares up to 3 locations)',
          response: { 200: CheckoutUrl, 400: AuthErrorBody, 401: AuthErrorBody, 502: ErrorBody },
        },
      },
      async (request) => {
        const user = requireUser(request);
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
          security: bearerSecurity,
          summary: 'Start checkout for extra analyses ($9.99 each)',
          body: PurchaseCreditsBody,
          response: { 200: CheckoutUrl, 400: BadRequestBody, 401: AuthErrorBody, 502: ErrorBody },
        },
      },
      async (request) => {
        const user = requireUser(request);
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
