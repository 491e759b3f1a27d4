import type { Config } from '../../config/config.js';
import { createLocalPaymentProvider } from './local-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider } from './stripe-provider.js';

export { localCheckoutPath } from './local-provider.js';
export * from './payment-provider.js';

/** The payment provider chosen by PAYMENTS_PROVIDER. */
export function createPaymentProvider(config: Config): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'stripe') {
    return createStripePaymentProvider({
      secretKey: payments.stripeSecretKey,
      webhookSecret: payments.stripeWebhookSecret,
      apiUrl: payments.stripeApiUrl,
      publicUrl: config.publicUrl,
    });
  }
  return createLocalPaymentProvider();
}
