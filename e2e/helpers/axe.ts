import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, evaluated in a page to run its rules there. */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core findings on the current page, as readable strings. `@axe-core/playwright` runs
 * axe through the DevTools protocol, not as a <script> tag, so the page's CSP (which rightly blocks inline scripts)
 * is untouched; it checks the page's frames too.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
