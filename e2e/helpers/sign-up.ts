import type { Page } from 'playwright-core';
import { type ListeningApp, linkIn } from '../../apps/server/test/helpers/auth-server.js';

/**
 * Signs up through the real sign-up page, then follows the confirmation link from the outbox. It lands on the
 * page that asks for the password again (the link alone confirms nothing); once it is entered the account is
 * confirmed and signed in, and the page goes on into the app (the new-analysis form). Resolves once signed in.
 */
export async function signUpAndConfirm(page: Page, app: ListeningApp, email: string, password: string): Promise<void> {
  await page.goto(`${app.baseUrl}/sign-up`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check Your E-mail').waitFor();
  const mail = app.outbox().find((m) => m.to === email);
  await confirmWithPassword(page, linkIn(mail?.text ?? '', '/auth/v1/verify'), password);
  await page.waitForURL((url) => url.pathname === '/app/analyses/new');
  await page.getByText('Email confirmed').waitFor();
}

/** Opens an e-mailed sign-up confirmation link and enters `password` on the page it lands on. */
export async function confirmWithPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/confirm-email');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
}

/** Signs in through the real sign-in page and waits for the account page it lands on. */
export async function signInThroughPage(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/account`);
}
