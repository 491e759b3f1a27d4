import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, evaluated in a page to run its rules there. */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe run by evaluating its browser build in the page's main frame (through the DevTools protocol, not as a
 * <script> tag: the page's CSP rightly blocks inline scripts). For a page opened with `browser.newPage()`, which
 * `@axe-core/playwright` refuses (it opens pages of its own in the page's context).
 */
async function mainFrameViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
}

/**
 * Serious and critical axe-core findings on the current page, as readable strings. `@axe-core/playwright` runs
 * axe through the DevTools protocol, not as a <script> tag, so the page's CSP is untouched, and checks the page's
 * frames too; a page of `browser.newPage()` is checked in its main frame.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  let violations: AxeViolation[];
  try {
    ({ violations } = await new AxeBuilder({ page }).analyze());
  } catch (error) {
    if (!(error instanceof Error && /browser\.newContext\(\)/.test(error.message))) throw error;
    violations = await mainFrameViolations(page);
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
