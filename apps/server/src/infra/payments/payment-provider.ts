/** What is being sold in one checkout. */
export interface CheckoutRequest {
  /** SiteScout's order id; providers echo it back so a payment can be matched to its order. */
  orderId: string;
  name: string;
  description: string;
  unitAmountCents: number;
  currency: string;
  quantity: number;
  /** Site paths (starting with `/`) the customer returns to. */
  successPath: string;
  cancelPath: string;
  customerEmail?: string | undefined;
}

export interface CheckoutSession {
  /** The provider's session id; fulfilment is keyed by it. */
  sessionId: string;
  /** Where to send the customer to pay (absolute for hosted checkouts, a site path for the local one). */
  url: string;
}

/** A provider notification, reduced to what fulfilment needs. */
export interface PaymentEvent {
  /** Unique per notification; a replayed notification has the same id. */
  eventId: string;
  type: string;
  /** `paid`: credit the order; `cancelled`: close it; `ignored`: nothing to do (e.g. payment still pending). */
  outcome: 'paid' | 'cancelled' | 'ignored';
  sessionId: string | null;
  orderId: string | null;
}

/** The notification could not be verified (bad or missing signature, unreadable body). */
export class PaymentEventRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentEventRejected';
  }
}

/**
 * A way to take card payments. `local` is SiteScout's own test-mode checkout page (the embedded default);
 * `stripe` uses Stripe Checkout Sessions and signed webhooks.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies and reads a webhook delivery; providers without webhooks leave this out. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
