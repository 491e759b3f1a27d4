import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../src/db/schema/index.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('local test-mode checkout and credits API on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signUpConfirmed(t.app, t.outbox);
  });
  afterAll(() => t.dispose());

  const auth = () => ({ authorization: `Bearer ${buyer.accessToken}` });
  const purchase = (payload: unknown, headers: Record<string, string> = auth()) =>
    t.app.inject({ method: 'POST', url: '/functions/v1/purchase-credits', headers, payload: payload as object });
  const orderCount = async () => (await t.db.database.db.select().from(paymentOrders)).length;

  it('starts every new account with one free analysis, shown in its ledger', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/credits', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      balance: 1,
      completeReports: 0,
      pro: false,
      entries: [{ kind: 'grant', amount: 1, balanceAfter: 1, description: 'Welcome: your first analysis is free' }],
    });
  });

  it('buys 5 analyses on the TEST MODE page: pay credits once and returns to /get-started', async () => {
    const res = await purchase({ packageId: 'additional-analyses', quantity: 5 });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/checkout\/test\/lcs_/);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('5 × $9.99');
    expect(page.body).toContain('Pay $49.95 (test)');

    const pay = await t.app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('/get-started?payment=success&analyses=5');
    expect(await t.app.credits.balance(buyer.id)).toBe(6);

    // Pressing Pay again (back button, double submit) credits nothing more.
    const again = await t.app.inject({ method: 'POST', url: `${url}/pay` });
    expect(again.headers.location).toBe('/get-started?payment=success&analyses=5');
    expect(await t.app.credits.balance(buyer.id)).toBe(6);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('This order has been paid');

    // The credits FAQ promises an e-mail when credits are added: one, however often Pay is pressed.
    const receipts = () => t.outbox().filter((m) => m.to === buyer.email && /added to your SiteScout/.test(m.subject));
    await expect.poll(() => receipts().length).toBe(1);
    expect(receipts()[0]?.subject).toBe('5 analysis credits added to your SiteScout account');
    expect(receipts()[0]?.text).toContain('5 analysis credits are now in your account. You have 6 analysis credits');
    // The receipt: the order as stored, named as the customer can quote it.
    const [paid] = await t.db.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, url.split('/').pop() ?? ''));
    const day = paid?.settledAt?.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(receipts()[0]?.text).toContain(
      [
        'Receipt',
        `Order number: SS-${paid?.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
        `Date: ${day}`,
        'Item: Additional analyses',
        'Quantity: 5',
        'Amount: $49.95 USD',
        `Payment reference: ${paid?.providerSessionId} (test mode)`,
      ].join('\n'),
    );

    const credits = (await t.app.inject({ method: 'GET', url: '/api/billing/credits', headers: auth() })).json();
    expect(credits.balance).toBe(6);
    expect(credits.entries[0]).toMatchObject({ kind: 'purchase', amount: 5, balanceAfter: 6, paid: '$49.95 USD' });
    // The account page's receipt is the mail's, field for field.
    expect(credits.receipts).toEqual([
      {
        orderNumber: `SS-${paid?.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
        date: day,
        item: 'Additional analyses',
        quantity: 5,
        amount: '$49.95 USD',
        paymentReference: `${paid?.providerSessionId} (test mode)`,
      },
    ]);
  });

  it('cancels on the TEST MODE page: back to /get-started?payment=cancelled, nothing credited', async () => {
    const before = await t.app.credits.balance(buyer.id);
    const url: string = (await purchase({ packageId: 'additional-analyses', quantity: 2 })).json().url;
    const cancel = await t.app.inject({ method: 'POST', url: `${url}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/get-started?payment=cancelled');
    const payAfter = await t.app.inject({ method: 'POST', url: `${url}/pay` });
    expect(payAfter.headers.location).toBe('/get-started?payment=cancelled');
    expect(await t.app.credits.balance(buyer.id)).toBe(before);
    const sessionId = url.split('/').pop() ?? '';
    const [order] = await t.db.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerSessionId, sessionId));
    expect(order?.status).toBe('cancelled');
  });

  it('buys the Complete Report for $75 through the same page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/create-complete-report-payment',
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Pay $75.00 (test)');
    const pay = await t.app.inject({ method: 'POST', url: `${url}/pay` });
    expect(pay.headers.location).toBe('/get-started?payment=success&credits=1');
    expect(await t.app.credits.balances(buyer.id)).toMatchObject({ complete_report: 1 });
  });

  it.each([0, 6, 7, 25, -1])('refuses quantity %s with a 400 naming quantity, storing no order', async (quantity) => {
    const before = await orderCount();
    const res = await purchase({ packageId: 'additional-analyses', quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'quantity' });
    expect(res.json().message).toContain('Quantity: must be one of 1, 2, 3, 4, 5, 10, 15, 20');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a missing quantity, a fractional one and an unknown package, naming the field', async () => {
    expect((await purchase({ packageId: 'additional-analyses' })).json()).toMatchObject({ field: 'quantity' });
    expect((await purchase({ packageId: 'additional-analyses', quantity: 2.5 })).json()).toMatchObject({
      field: 'quantity',
    });
    const pkg = await purchase({ packageId: 'gold', quantity: 1 });
    expect(pkg.statusCode).toBe(400);
    expect(pkg.json()).toMatchObject({ field: 'packageId' });
  });

  it('needs a signed-in account to buy or to read credits', async () => {
    const before = await orderCount();
    expect((await purchase({ packageId: 'additional-analyses', quantity: 1 }, {})).statusCode).toBe(401);
    const report = await t.app.inject({ method: 'POST', url: '/functions/v1/create-complete-report-payment' });
    expect(report.statusCode).toBe(401);
    const forged = { authorization: `Bearer ${buyer.accessToken.slice(0, -4)}AAAA` };
    const forgedRead = await t.app.inject({ method: 'GET', url: '/api/billing/credits', headers: forged });
    // GoTrue answers a token it cannot verify with its own error body (status set by the auth plugin).
    expect([400, 401]).toContain(forgedRead.statusCode);
    expect(forgedRead.json().msg).toBeTruthy();
    const forgedBuy = await purchase({ packageId: 'additional-analyses', quantity: 1 }, forged);
    expect([400, 401]).toContain(forgedBuy.statusCode);
    expect(forgedBuy.json().msg).toBeTruthy();
    expect(await orderCount()).toBe(before);
  });

  it('shows "not found" for an unknown checkout, and has no Stripe webhook in local mode', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/checkout/test/lcs_doesnotexist0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Checkout not found');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/functions/v1/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('documents the payment calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/functions/v1/create-complete-report-payment',
      '/functions/v1/purchase-credits',
      '/functions/v1/stripe-webhook',
      '/api/billing/credits',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const body = doc.paths['/functions/v1/purchase-credits'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['packageId', 'quantity']);
  });
});
