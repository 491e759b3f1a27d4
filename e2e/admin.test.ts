import { randomUUID } from 'node:crypto';
import type { DatabaseKind } from '@sitescout/server/testing';
import { adminAuditLog, analyses, creditLedger } from '@sitescout/server/testing';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEST_PASSWORD, type SignedUpUser, signUpConfirmed } from '../apps/server/test/billing-accounts.js';
import {
  type ListeningApp,
  signUpConfirmed as signUpWithEmail,
  startListeningApp,
} from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signInThroughPage } from './helpers/sign-up.js';

const KINDS: DatabaseKind[] = ['pglite', 'postgres'];
const SHOTS = 'test-results/admin';

describe.each(KINDS)('an administrator runs the business while the server serves, on %s', (kind) => {
  let server: ListeningApp;
  let browser: Browser;
  let adminPage: Page;
  let ownerPage: Page;
  let owner: SignedUpUser;
  const adminEmail = `ops.${randomUUID().slice(0, 8)}@example.com`;
  const pageErrors: string[] = [];
  /** Buys 5 analyses through the TEST MODE checkout, as the owner's browser would. */
  async function buyFiveAnalyses(): Promise<void> {
    const started = await fetch(`${server.baseUrl}/functions/v1/purchase-credits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ packageId: 'additional-analyses', quantity: 5 }),
    });
    const { url } = (await started.json()) as { url: string };
    const paid = await fetch(`${server.baseUrl}${url}/pay`, { method: 'POST', redirect: 'manual' });
    if (paid.status !== 303) throw new Error(`test-mode payment answered ${paid.status}`);
  }

  beforeAll(async () => {
    server = await startListeningApp(kind, { ADMIN_EMAILS: adminEmail.toUpperCase() });
    await signUpWithEmail(server, adminEmail, BILLING_TEST_PASSWORD);
    owner = await signUpConfirmed(server.app, server.outbox);
    // The owner's free analysis is spent on a finished analysis; then they buy five more.
    const analysisId = randomUUID();
    await server.app.database.db.transaction(async (tx) => {
      await server.app.credits.spend(owner.id, { reference: analysisId, description: 'Coffee shop analysis' }, tx);
      await tx.insert(analyses).values({
        id: analysisId,
        userId: owner.id,
        notifyEmail: owner.email,
        businessType: 'coffee-shop',
        request: { sites: [{ label: '2400 N Clark St, Chicago, IL 60614', lat: 41.92, lon: -87.64 }], radiusMiles: 1 },
        creditUnit: 'analysis',
        status: 'done',
        reportStatus: 'none',
        mailStatus: 'sent',
        result: { analyses: [] },
      });
    });
    await buyFiveAnalyses();
    browser = await launchBrowser();
    ownerPage = await openPage(browser, pageErrors);
    await signInThroughPage(ownerPage, server.baseUrl, owner.email, BILLING_TEST_PASSWORD);
    adminPage = await openPage(browser, pageErrors);
    await signInThroughPage(adminPage, server.baseUrl, adminEmail, BILLING_TEST_PASSWORD);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('shows the owner each order’s receipt on the account page, as the payment mail states it', async () => {
    const mail = () => server.outbox().find((m) => m.to === owner.email && /added to your SiteScout/.test(m.subject));
    await expect.poll(() => mail()).toBeTruthy();
    const receiptMail = mail()?.text ?? '';
    await ownerPage.goto(`${server.baseUrl}/account`);
    const receipts = ownerPage.getByTestId('receipts');
    await receipts.waitFor();
    const cells = await receipts.locator('tbody tr').first().locator('td').allTextContents();
    const [orderNumber, date, item, quantity, amount, reference] = cells;
    expect(receiptMail).toContain(
      [
        'Receipt',
        `Order number: ${orderNumber}`,
        `Date: ${date}`,
        `Item: ${item}`,
        `Quantity: ${quantity}`,
        `Amount: ${amount}`,
        `Payment reference: ${reference}`,
      ].join('\n'),
    );
    expect([item, quantity, amount]).toEqual(['Additional analyses', '5', '$49.95 USD']);
    expect(orderNumber).toMatch(/^SS-[0-9A-F]{12}$/);
    expect(reference).toMatch(/^lcs_\S+ \(test mode\)$/);
    // The credit history names what the purchase paid.
    expect(await ownerPage.locator('.billing-ledger').first().textContent()).toContain('paid $49.95 USD');
    // No admin link for an account outside ADMIN_EMAILS, and the admin page refuses it.
    const nav = ownerPage.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await ownerPage.goto(`${server.baseUrl}/app/admin`);
    await ownerPage.getByRole('alert').filter({ hasText: 'Only an administrator may do this' }).waitFor();
  });

  it('grants Pro and refunds a credit from the admin page; the owner sees both on reload; ledger and audit log hold them', async () => {
    await adminPage.goto(`${server.baseUrl}/account`);
    const adminLink = adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    await adminLink.click();
    await adminPage.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    await adminPage.getByLabel('Account e-mail').fill(owner.email.toUpperCase());
    await adminPage.getByRole('button', { name: 'Look up' }).click();
    await adminPage.getByTestId('admin-plan').filter({ hasText: 'Pay as you go' }).waitFor();
    expect(await adminPage.getByTestId('admin-balance').textContent()).toBe('5');

    const grant = adminPage.getByRole('form', { name: 'Grant Pro' });
    await grant.getByLabel('Months').fill('2');
    await grant.getByLabel('Reason').fill('consultation on Nov 28');
    await grant.getByRole('button', { name: 'Grant Pro' }).click();
    await adminPage.getByTestId('admin-plan').filter({ hasText: 'Pro Monthly' }).waitFor();

    const credits = adminPage.getByRole('form', { name: 'Credits' });
    await credits.getByLabel('Change').selectOption('refund');
    await credits.getByLabel('Amount').fill('1');
    await credits.getByLabel('Reason').fill('the analysis failed for the customer');
    await credits.getByRole('button', { name: 'Apply' }).click();
    await adminPage.getByTestId('admin-balance').filter({ hasText: '6' }).waitFor();
    const audit = adminPage.getByTestId('admin-audit-log').last();
    await expect.poll(() => audit.textContent()).toContain('credits.refund');
    expect(await audit.textContent()).toContain('pro.grant');
    expect(await adminPage.getByTestId('admin-ledger').textContent()).toContain(
      'Refunded by SiteScout: the analysis failed for the customer',
    );
    await adminPage.screenshot({ path: `${SHOTS}/admin-${kind}.png`, fullPage: true });
    expect(await seriousAxeFindings(adminPage)).toEqual([]);
    // An app page like the others of the accessibility sweep: at a phone's width too.
    await adminPage.setViewportSize({ width: 390, height: 844 });
    expect(await seriousAxeFindings(adminPage)).toEqual([]);
    await adminPage.screenshot({ path: `${SHOTS}/admin-${kind}-390.png`, fullPage: true });
    await adminPage.setViewportSize({ width: 1280, height: 800 });

    // The owner's page, open all along, shows it on reload.
    await ownerPage.goto(`${server.baseUrl}/account`);
    await ownerPage.reload();
    await ownerPage.getByTestId('pro-allowance').waitFor();
    expect(await ownerPage.getByTestId('credit-balance').textContent()).toBe('6');
    expect(await ownerPage.locator('main').textContent()).toContain(
      'Refunded by SiteScout: the analysis failed for the customer',
    );

    const db = server.app.database.db;
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(ledger.filter((e) => e.kind === 'refund').map((e) => e.amount)).toEqual([1]);
    const rows = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, owner.id));
    expect(rows.map((r) => [r.action, r.adminEmail, r.reason]).sort()).toEqual([
      ['credits.refund', adminEmail, 'the analysis failed for the customer'],
      ['pro.grant', adminEmail, 'consultation on Nov 28'],
    ]);
    expect(pageErrors).toEqual([]);
  });
});
