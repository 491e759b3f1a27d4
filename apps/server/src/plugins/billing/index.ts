import fp from 'fastify-plugin';
import { createPaymentProvider } from '../../infra/payments/index.js';
import { emailIdentity } from '../../lib/email-identity.js';
import type { CreditService } from './credit-ledger.js';
import { createCreditService } from './credit-ledger.js';
import { creditsAddedMail } from './credit-mails.js';
import { createOrderService, type PaymentOrder } from './orders.js';
import type { ProService } from './pro-memberships.js';
import { createProService } from './pro-memberships.js';
import { checkoutRoutes } from './routes/checkout-routes.js';
import { creditsRoutes } from './routes/credits-routes.js';
import { localCheckoutRoutes } from './routes/local-checkout-routes.js';
import { proCancelRoutes } from './routes/pro-cancel-routes.js';
import { stripeWebhookRoute } from './routes/stripe-webhook-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Credit ledger: balance, spend (can join a caller's transaction), refund, grant. */
    credits: CreditService;
    /** Pro Monthly status (unlocks multi-location comparison). */
    pro: ProService;
  }
}

export type { CreditService, DbOrTx } from './credit-ledger.js';
export { COMPLETE_REPORT_MAX_LOCATIONS } from './offers.js';
export type { ProService } from './pro-memberships.js';

/** What every new account starts with: one free analysis, so a report can be judged before anything is paid. */
const WELCOME_CREDITS = 1;

/**
 * Credits and money: the credit ledger (`app.credits`), Pro Monthly (`app.pro`), checkout through the configured
 * payment provider and its fulfilment. Decorators are shared with the whole app; routes stay encapsulated.
 */
export const billingPlugin = fp(
  async (app) => {
    const credits = createCreditService(app.database.db);
    const pro = createProService(app.database.db, credits);
    const provider = createPaymentProvider(app.config);
    // The receipt goes out after the credits are committed; a mail failure is logged and never undoes a payment.
    const mailReceipt = async (order: PaymentOrder) => {
      const to = app.hasDecorator('accounts') ? await app.accounts.confirmedEmailOf(order.userId) : null;
      if (!to) return;
      const balances = await credits.balances(order.userId);
      await app.mailer.send(creditsAddedMail(order, to, balances, app.config.publicUrl));
    };
    const orders = createOrderService(
      app.database.db,
      provider,
      credits,
      (error, order) =>
        app.log.error({ err: error, orderId: order.id, provider: provider.name }, 'checkout session not created'),
      (order) => {
        mailReceipt(order).catch((error: unknown) =>
          app.log.error({ err: error, orderId: order.id }, 'credits-added e-mail not sent'),
        );
      },
    );
    app.decorate('credits', credits);
    app.decorate('pro', pro);

    // The free first analysis goes to a person, once: granted when they prove the address (so nobody can use up
    // someone else's by signing up as `them+x@`), and `erin+1@` / `e.rin@gmail` are the same person as `erin@`.
    app.accountEvents.onAccountCreated(async ({ userId, email, phone, confirmed }) => {
      if (!confirmed) return;
      await credits.grantOncePerPerson(userId, {
        amount: WELCOME_CREDITS,
        key: 'welcome',
        person: email ? emailIdentity(email) : phone ? `phone:${phone}` : `account:${userId}`,
        description: 'Welcome: your first analysis is free',
      });
    });

    await app.register(checkoutRoutes(orders));
    await app.register(creditsRoutes(credits, pro));
    await app.register(proCancelRoutes(pro));
    await app.register(stripeWebhookRoute(provider, orders));
    if (provider.name === 'local') {
      app.log.warn('payments run in TEST MODE (PAYMENTS_PROVIDER=local): orders are paid without charging a card');
      await app.register(localCheckoutRoutes(provider, orders));
    }
  },
  { name: 'billing' },
);
