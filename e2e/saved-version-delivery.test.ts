import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, startListeningApp } from '../apps/server/test/helpers/auth-server.js';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser, openPage } from './helpers/browser.js';
import { signUpAndConfirm } from './helpers/sign-up.js';

const PASSWORD = 'Lantern-Copper-Meadow-58';
const UUID = /\/app\/analyses\/([0-9a-f-]{36})$/;
const SHOTS = '/tmp/sitescout-saved-version-shots';

/**
 * "Save as a new version" keeps the re-weighted analysis as its own row; it must get its own PDF and e-mail like any
 * finished analysis, and the dashboard's lines must go from "Writing the PDF report…" / "E-mailing the report…" to
 * "PDF ready" / "E-mailed" with Download PDF usable.
 */
describe('a saved version of an analysis gets its PDF and e-mail', () => {
  let server: ListeningApp;
  let browser: Browser;
  let page: Page;
  const email = `versions.${Date.now()}@example.com`;
  const pageErrors: string[] = [];
  const deliveryState = (part: 'report' | 'email') => page.getByTestId(`delivery-${part}`).getAttribute('data-state');

  beforeAll(async () => {
    server = await startListeningApp('pglite', { ANALYSIS_THREADS: '1' });
    browser = await launchBrowser();
    page = await openPage(browser, pageErrors, { acceptDownloads: true });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('runs one analysis with the free credit and shows its PDF and e-mail lines settle', async () => {
    await signUpAndConfirm(page, server, email, PASSWORD);
    const type = page.getByRole('combobox', { name: 'Business type' });
    await type.fill('coff');
    await page.getByRole('option', { name: /Coffee shop/ }).click();
    await page.getByLabel('Address 1', { exact: true }).fill('2400 N Clark St, Chicago, IL 60614');
    await page.getByTestId('geocode-match-0').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Run analysis' }).click();
    const confirm = page.getByRole('region', { name: 'Some data is missing here' });
    await Promise.race([page.waitForURL(UUID, { timeout: 20_000 }), confirm.waitFor({ timeout: 20_000 })]);
    if (!UUID.test(page.url())) await confirm.getByRole('button', { name: 'Run anyway' }).click();
    await page.waitForURL(UUID, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Scores' }).waitFor({ timeout: 150_000 });
    await expect.poll(() => deliveryState('report'), { timeout: 90_000 }).toBe('ready');
    await expect.poll(() => deliveryState('email'), { timeout: 30_000 }).toBe('sent');
    expect(await seriousAxeFindings(page)).toEqual([]);
  }, 240_000);

  it('saves new priorities as a version, whose PDF is written and e-mailed and can be downloaded', async () => {
    const firstId = UUID.exec(page.url())?.[1];
    const panel = page.locator('.reweight-panel');
    const slider = panel.getByRole('slider', { name: /Low competition/ });
    await slider.focus();
    await page.keyboard.press('End');
    await panel.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('New priorities saved').waitFor();
    await expect.poll(() => UUID.exec(page.url())?.[1]).not.toBe(firstId);
    const versionId = UUID.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { name: 'Scores' }).waitFor();

    // Before the fix both lines stayed at "Writing the PDF report…" / "E-mailing the report…" for good.
    await expect.poll(() => deliveryState('report'), { timeout: 90_000 }).toBe('ready');
    await expect.poll(() => deliveryState('email'), { timeout: 30_000 }).toBe('sent');
    expect(await page.getByTestId('delivery-report').textContent()).toBe('PDF ready');
    expect(await page.getByTestId('delivery-email').textContent()).toBe('E-mailed');
    await page.locator('.downloads-bar').screenshot({ path: `${SHOTS}-downloads.png` });

    const download = page.getByRole('button', { name: 'Download PDF' });
    expect(await download.isEnabled()).toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The e-mail is about the version (its own dashboard link) and carries its PDF.
    const mail = server.outbox().find((m) => m.to === email && m.text.includes(`/app/analyses/${versionId}`));
    expect(mail?.subject).toMatch(/analysis is ready/);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
