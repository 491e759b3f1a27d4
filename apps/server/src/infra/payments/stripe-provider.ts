import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  PaymentEventRejected,
  type PaymentProvider,
} from './payment-provider.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Absolute site origin for Stripe's return URLs. */
  publicUrl: string;
  /** Another Stripe API endpoint (a local stand-in in tests); the real one when undefined. */
  apiUrl?: string | undefined;
}

function endpointOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Reads the Checkout Session events fulfilment cares about; everything else is acknowledged and ignored. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type, sessionId: null, orderId: null } as const;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const ids = { sessionId: session.id, orderId: session.client_reference_id ?? session.metadata?.orderId ?? null };
      if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
        return { ...base, ...ids, outcome: 'cancelled' };
      }
      // A completed session may still await a delayed payment method; that arrives as async_payment_succeeded.
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return { ...base, ...ids, outcome: paid ? 'paid' : 'ignored' };
    }
    default:
      return { ...base, outcome: 'ignored' };
  }
}

/** Card payments through Stripe Checkout (hosted page) with fulfilment driven by signed webhooks. */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...endpointOptions(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: request.quantity,
              price_data: {
                currency: request.currency,
                unit_amount: request.unitAmountCents,
                product_data: { name: request.name, description: request.description },
              },
            },
          ],
          success_url: `${options.publicUrl}${request.successPath}`,
          cancel_url: `${options.publicUrl}${request.cancelPath}`,
        },
        // A retried create for the same order returns the same session instead of a second one.
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new PaymentEventRejected('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new PaymentEventRejected((error as Error).message);
      }
      return toPaymentEvent(event);
    },
  };
}
