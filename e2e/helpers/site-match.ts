import type { Page } from 'playwright-core';

/**
 * Waits for address field `index`'s match. A site placed only at a ZIP code area's or town's centre is shown in amber
 * and will not run until the pin is placed or the centre accepted: this accepts the centre, as a user who means the
 * area would.
 */
export async function waitForSiteMatch(page: Page, index: number, timeout = 15_000): Promise<void> {
  const match = page.getByTestId(`geocode-match-${index}`);
  await match.waitFor({ timeout });
  const accept = match.getByLabel('Run at this centre anyway');
  if ((await accept.count()) > 0) await accept.check();
}
