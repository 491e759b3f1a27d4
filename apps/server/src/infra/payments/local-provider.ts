import { randomBytes } from 'node:crypto';
import type { CheckoutSession, PaymentProvider } from './payment-provider.js';

/** Path of the local provider's checkout page for a session. */
export function localCheckoutPath(sessionId: string): string {
  return `/checkout/test/${encodeURIComponent(sessionId)}`;
}

/**
 * Payments without a payment company: the customer is sent to SiteScout's own checkout page, clearly marked
 * TEST MODE, where they pay or cancel; no card is charged. The session id is unguessable, like a hosted
 * checkout link, since anyone holding it can settle the order.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(): Promise<CheckoutSession> {
      const sessionId = `lcs_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: localCheckoutPath(sessionId) };
    },
  };
}
