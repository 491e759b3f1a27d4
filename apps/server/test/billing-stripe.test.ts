import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, paymentOrders } from '../src/db/schema/index.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { type StripeStandIn, sessionEvent, startStripeStandIn } from './billing-stripe-stand-in.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const WEBHOOK_SECRET = 'whsec_billing_test_secret';
const SECRET_KEY = 'sk_test_billing_stand_in';
// Only used for its webhook helpers: signing test payloads the way Stripe does.
const stripe = new Stripe(SECRET_KEY);

describe.each(DATABASE_KINDS)('Stripe checkout and webhook on %s', (kind) => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let buyer: SignedUpUser;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp(kind, {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      PUBLIC_URL: 'https://sitescout.example',
    });
    buyer = await signUpConfirmed(t.app, t.outbox);
  });
  afterAll(async () => {
    await t?.dispose();
    await standIn?.close();
  });

  const auth = () => ({ authorization: `Bearer ${buyer.accessToken}` });
  const balance = () => t.app.credits.balance(buyer.id);

  async function buyAnalyses(quantity: number): Promise<{ sessionId: string; orderId: string; url: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/purchase-credits',
      headers: auth(),
      payload: { packageId: 'additional-analyses', quantity },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    const sessionId = url.split('/').pop() ?? '';
    const [order] = await t.db.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, sessionId));
    if (!order) throw new Error('no order stored for the session');
    return { sessionId, orderId: order.id, url };
  }

  const deliver = (payload: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/functions/v1/stripe-webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });

  it('opens a Stripe Checkout Session for 5 analyses at $9.99 with the spec return URLs', async () => {
    expect(await balance()).toBe(1);
    const before = standIn.requests.length;
    const { url, orderId } = await buyAnalyses(5);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = standIn.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.idempotencyKey).toBe(`checkout-${orderId}`);
    const form = request?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][quantity]')).toBe('5');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form?.get('client_reference_id')).toBe(orderId);
    expect(form?.get('customer_email')).toBe(buyer.email);
    expect(form?.get('success_url')).toBe('https://sitescout.example/get-started?payment=success&analyses=5');
    expect(form?.get('cancel_url')).toBe('https://sitescout.example/get-started?payment=cancelled');
  });

  it('credits a webhook delivered 10 times concurrently exactly once', async () => {
    const start = await balance();
    const { sessionId, orderId } = await buyAnalyses(5);
    const payload = sessionEvent(`evt_${sessionId}`, 'checkout.session.completed', { id: sessionId, orderId });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(replies.filter((r) => r.json().result === 'fulfilled')).toHaveLength(1);
    expect(replies.filter((r) => r.json().result === 'duplicate')).toHaveLength(9);
    expect(await balance()).toBe(start + 5);

    // A later, different notification for the same session (Stripe sends several) credits nothing more.
    const other = sessionEvent(`evt_other_${sessionId}`, 'checkout.session.async_payment_succeeded', {
      id: sessionId,
      orderId,
    });
    const late = await deliver(
      other,
      stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }),
    );
    expect(late.json()).toMatchObject({ received: true, result: 'already_settled' });
    expect(await balance()).toBe(start + 5);
    const purchases = await t.db.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, buyer.id), eq(creditLedger.reference, orderId)));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ kind: 'purchase', amount: 5, description: 'Additional analyses × 5' });
    const [order] = await t.db.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order?.status).toBe('paid');
  });

  it('answers a bad or missing signature with 400 and changes nothing', async () => {
    const start = await balance();
    const { sessionId, orderId } = await buyAnalyses(2);
    const payload = sessionEvent(`evt_${sessionId}`, 'checkout.session.completed', { id: sessionId, orderId });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_somebody_else' });
    const bad = await deliver(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_signature' });
    const missing = await deliver(payload, undefined);
    expect(missing.statusCode).toBe(400);
    const signedOther = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), signedOther);
    expect(tampered.statusCode).toBe(400);
    expect(await balance()).toBe(start);
    const [order] = await t.db.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(order?.status).toBe('open');

    // The rejected deliveries did not use up the event: the genuine one still credits.
    const good = await deliver(payload, signedOther);
    expect(good.json()).toMatchObject({ result: 'fulfilled' });
    expect(await balance()).toBe(start + 2);
  });

  it('does not credit a session that completed without payment, and closes an expired one', async () => {
    const start = await balance();
    const pending = await buyAnalyses(3);
    const unpaid = sessionEvent(
      `evt_unpaid_${pending.sessionId}`,
      'checkout.session.completed',
      { id: pending.sessionId, orderId: pending.orderId },
      'unpaid',
    );
    const res = await deliver(
      unpaid,
      stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret: WEBHOOK_SECRET }),
    );
    expect(res.json()).toMatchObject({ result: 'ignored' });
    const expired = sessionEvent(`evt_expired_${pending.sessionId}`, 'checkout.session.expired', {
      id: pending.sessionId,
      orderId: pending.orderId,
    });
    const closed = await deliver(
      expired,
      stripe.webhooks.generateTestHeaderString({ payload: expired, secret: WEBHOOK_SECRET }),
    );
    expect(closed.json()).toMatchObject({ result: 'cancelled' });
    expect(await balance()).toBe(start);
  });

  it('sells the Complete Report at $75 as one Complete Report credit', async () => {
    const before = standIn.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/create-complete-report-payment',
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    const form = standIn.requests[before]?.form;
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('7500');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe('Complete Report');
    expect(form?.get('success_url')).toBe('https://sitescout.example/get-started?payment=success&credits=1');
    const sessionId = (res.json().url as string).split('/').pop() ?? '';
    const [order] = await t.db.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, sessionId));
    const payload = sessionEvent(`evt_cr_${sessionId}`, 'checkout.session.completed', {
      id: sessionId,
      orderId: order?.id ?? '',
    });
    await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(await t.app.credits.balances(buyer.id)).toMatchObject({ complete_report: 1 });
  });

  it('tells the buyer when Stripe refuses to open a session, and leaves no open order behind', async () => {
    standIn.failing = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/functions/v1/purchase-credits',
        headers: auth(),
        payload: { packageId: 'additional-analyses', quantity: 1 },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'checkout_unavailable',
        message: 'Failed to create checkout session. Please try again.',
      });
    } finally {
      standIn.failing = false;
    }
    const open = await t.db.database.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, buyer.id),
          eq(paymentOrders.offerId, 'additional-analyses'),
          eq(paymentOrders.quantity, 1),
        ),
      );
    expect(open.map((o) => o.status)).toEqual(['cancelled']);
  });
});
