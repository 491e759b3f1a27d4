import type { Page } from 'playwright-core';
import { type ListeningApp, linkIn } from '../../apps/server/test/helpers/auth-server.js';

/**
 * Signs up through the real sign-up page, then follows the confirmation link from the outbox. It lands on the
 * site root with the session in the URL fragment, which auth-js stores and clears; resolves once signed in.
 */
export async function signUpAndConfirm(page: Page, app: ListeningApp, email: string, password: string): Promise<void> {
  await page.goto(`${app.baseUrl}/sign-up`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check Your E-mail').waitFor();
  const mail = app.outbox().find((m) => m.to === email);
  await page.goto(linkIn(mail?.text ?? '', '/auth/v1/verify'));
  await page.waitForURL((url) => url.pathname === '/' && !url.hash.includes('access_token'));
  await page.getByText('Email confirmed').waitFor();
}
