import { ConfigError } from '../../config/config-error.js';
import { type Env, oneOf, optionalString, url } from '../../config/env-parsers.js';

export type PaymentsConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      /** Never logged. */
      stripeSecretKey: string;
      /** Signing secret of the webhook endpoint (`whsec_…`); never logged. */
      stripeWebhookSecret: string;
      /** Another Stripe API endpoint (a local stand-in); the real api.stripe.com when undefined. */
      stripeApiUrl: string | undefined;
    };

/** PAYMENTS_PROVIDER and, for Stripe, its keys; Stripe without both secrets is refused at startup. */
export function loadPaymentsConfig(env: Env): PaymentsConfig {
  const provider = oneOf(env, 'PAYMENTS_PROVIDER', ['local', 'stripe'], 'local');
  if (provider === 'local') return { provider };
  const stripeSecretKey = optionalString(env, 'STRIPE_SECRET_KEY');
  if (!stripeSecretKey) throw new ConfigError('STRIPE_SECRET_KEY', 'is required when PAYMENTS_PROVIDER=stripe');
  const stripeWebhookSecret = optionalString(env, 'STRIPE_WEBHOOK_SECRET');
  if (!stripeWebhookSecret) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when PAYMENTS_PROVIDER=stripe');
  }
  const stripeApiUrl = url(env, 'STRIPE_API_URL', ['http:', 'https:'])?.toString();
  return { provider, stripeSecretKey, stripeWebhookSecret, stripeApiUrl };
}
