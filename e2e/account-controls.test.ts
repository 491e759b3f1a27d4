import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseKind } from '@sitescout/server/testing';
import { accountDeletions, analyses, authUsers, creditLedger, paymentOrders } from '@sitescout/server/testing';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEST_PASSWORD, type SignedUpUser, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

const KINDS: DatabaseKind[] = ['pglite', 'postgres'];
/** Short enough to see the erasure happen, long enough to sign in again and keep the account before it. */
const GRACE_SECONDS = 45;

describe.each(KINDS)('the account is its owner’s, in a real browser on %s', (kind) => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let analysisId = '';
  let orderId = '';
  const pageErrors: string[] = [];

  const signInStatus = async (email: string) =>
    (
      await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BILLING_TEST_PASSWORD }),
      })
    ).status;
  const linkTo = (to: string, path: string) => {
    const text = server.outbox().findLast((m) => m.to === to)?.text ?? '';
    const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
    if (!link) throw new Error(`no ${path} link in the last mail to ${to}:\n${text}`);
    return link;
  };
  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return readFileSync((await file.path()) as string, 'utf8');
  };

  beforeAll(async () => {
    server = await startListeningApp(kind, { ACCOUNT_DELETION_GRACE_SECONDS: String(GRACE_SECONDS) });
    owner = await signUpConfirmed(server.app, server.outbox);
    other = await signUpConfirmed(server.app, server.outbox);
    // What the account holds: a finished analysis paid with the free credit, and a paid order.
    analysisId = randomUUID();
    await server.app.database.db.transaction(async (tx) => {
      await server.app.credits.spend(
        owner.id,
        { reference: analysisId, description: 'Coffee shop analysis, 1 site' },
        tx,
      );
      await tx.insert(analyses).values({
        id: analysisId,
        userId: owner.id,
        notifyEmail: owner.email,
        businessType: 'coffee-shop',
        request: { sites: [{ label: '2400 N Clark St, Chicago, IL 60614', lat: 41.92, lon: -87.64 }], radiusMiles: 1 },
        creditUnit: 'analysis',
        status: 'done',
      });
    });
    const [order] = await server.app.database.db
      .insert(paymentOrders)
      .values({
        userId: owner.id,
        offerId: 'additional-analyses',
        quantity: 5,
        amountCents: 4995,
        currency: 'usd',
        provider: 'local',
        status: 'paid',
      })
      .returning();
    orderId = order?.id ?? '';
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors);
    await signInThroughPage(page, server.baseUrl, owner.email, BILLING_TEST_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('downloads the account’s data as JSON and CSV', async () => {
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();
    const data = JSON.parse(await download('Download All (JSON)'));
    expect(data.account.email).toBe(owner.email);
    expect(data.analyses.map((a: { id: string }) => a.id)).toEqual([analysisId]);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(data.credits.map((c: { kind: string }) => c.kind)).toEqual(['grant', 'spend']);
    const rows = parse(await download('Analyses (CSV)'), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        id: analysisId,
        business_type: 'coffee-shop',
        sites: '2400 N Clark St, Chicago, IL 60614',
      }),
    ]);
    const orders = parse(await download('Orders (CSV)'), { columns: true, bom: true }) as Record<string, string>[];
    expect(orders).toEqual([expect.objectContaining({ id: orderId, amount_cents: '4995', status: 'paid' })]);
  });

  it('changes the e-mail address once the new one confirms; the old one is told and can no longer sign in', async () => {
    const oldEmail = owner.email;
    const newEmail = `moved.${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('New e-mail').fill(newEmail);
    await page.getByLabel('Password to change e-mail').fill(BILLING_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Change E-mail' }).click();
    await page.getByText(`We sent a link to ${newEmail}`).waitFor();
    const notice = server.outbox().findLast((m) => m.to === oldEmail);
    expect(notice?.subject).toBe('Your SiteScout e-mail address is being changed');
    expect(notice?.text).toContain(newEmail);
    expect(linkTo(oldEmail, '/email-change')).toContain('action=undo');
    // Until the new address confirms, nothing changes.
    expect(await signInStatus(oldEmail)).toBe(200);

    await page.goto(linkTo(newEmail, '/email-change'));
    await page.getByRole('button', { name: 'Confirm New Address' }).click();
    await page.getByText(`Your SiteScout account now uses ${newEmail}`).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(await signInStatus(oldEmail)).toBe(400);
    owner = { ...owner, email: newEmail };
    // A new browser signs in with the new address (this one is still signed in).
    const fresh = await openPage(browser, pageErrors);
    await signInThroughPage(fresh, server.baseUrl, newEmail, BILLING_TEST_PASSWORD);
    await fresh.getByText(newEmail).first().waitFor();
    page = fresh;
  });

  it('cancels Pro at the end of the month ("Pro until …") and resumes it', async () => {
    await server.app.pro.grant(owner.id);
    await page.reload();
    await page.getByRole('button', { name: 'Cancel Pro' }).click();
    const allowance = await server.app.pro.allowance(owner.id);
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(allowance?.renewsAt);
    await expect.poll(() => page.getByTestId('pro-until').textContent()).toContain(`Pro until ${until}`);
    expect((await server.app.pro.allowance(owner.id))?.endsAt?.toISOString()).toBe(allowance?.renewsAt.toISOString());
    await page.getByRole('button', { name: 'Resume Pro' }).click();
    await page.getByRole('button', { name: 'Cancel Pro' }).waitFor();
    expect((await server.app.pro.allowance(owner.id))?.endsAt).toBeNull();
  });

  it(
    'deletes after the grace period: asked, mailed, kept on the next sign-in, asked again and erased',
    async () => {
      await page.getByLabel('Password to delete').fill(BILLING_TEST_PASSWORD);
      await page.getByRole('button', { name: 'Delete My Account' }).click();
      await page.getByText('Your account will be deleted on').waitFor();
      const mail = server.outbox().findLast((m) => m.to === owner.email);
      expect(mail?.subject).toBe('Your SiteScout account will be deleted');
      expect(mail?.text).toContain('Keep my account');
      // Another account has no deletion to cancel (its own id is all it can name).
      const otherCancel = await fetch(`${server.baseUrl}/api/account/deletion`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${other.accessToken}` },
      });
      expect(otherCancel.status).toBe(404);

      // Signing in again during the grace period offers to keep the account.
      const fresh = await openPage(browser, pageErrors);
      await signInThroughPage(fresh, server.baseUrl, owner.email, BILLING_TEST_PASSWORD);
      await fresh.getByRole('button', { name: 'Keep My Account' }).click();
      await fresh.getByRole('button', { name: 'Delete My Account' }).waitFor();
      expect(await fresh.getByText('Your account will be deleted on').count()).toBe(0);

      // Asked again, and left alone: the erasure job runs when the grace period ends.
      await fresh.getByLabel('Password to delete').fill(BILLING_TEST_PASSWORD);
      await fresh.getByRole('button', { name: 'Delete My Account' }).click();
      await fresh.getByText('Your account will be deleted on').waitFor();
      const { db } = server.app.database;
      const ledgerBefore = await db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
      await expect
        .poll(
          async () =>
            (await db.select().from(accountDeletions).where(eq(accountDeletions.userId, owner.id))).some(
              (d) => d.erasedAt,
            ),
          { timeout: (GRACE_SECONDS + 60) * 1000, interval: 1000 },
        )
        .toBe(true);
      expect(await signInStatus(owner.email)).toBe(400);
      expect(server.outbox().findLast((m) => m.to === owner.email)?.subject).toBe('Your SiteScout account was deleted');
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, owner.id));
      expect(user?.email).toBe(`erased-${owner.id}@erased.invalid`);
      expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id))).toEqual(ledgerBefore);
      expect((await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]?.status).toBe('paid');
      // The signed-in page finds its session gone.
      await fresh.goto(`${server.baseUrl}/account`);
      await fresh.waitForURL((url) => url.pathname === '/sign-in');
      expect(pageErrors).toEqual([]);
    },
    (GRACE_SECONDS + 120) * 1000,
  );
});
