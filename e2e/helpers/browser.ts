import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; .ci/run installs it when missing. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every Content-Security-Policy violation any page of this test file's browsers reported (the server's policy
 * blocked a script, style, image, worker or connection the app tried to use). `e2e/setup/csp-guard.ts` fails the
 * file if this is not empty, so each browser test also proves the built app works under the policy.
 */
export const cspViolations: string[] = [];

/** Reports `securitypolicyviolation` events of the app's own documents (a sandboxed, script-less frame has none). */
async function watchCsp(context: BrowserContext): Promise<BrowserContext> {
  await context.exposeBinding('__sitescoutCspViolation', ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __sitescoutCspViolation?: (text: string) => void })
        .__sitescoutCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return context;
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROMIUM_PATH)`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  // browser.newPage() goes through newContext() too, so every page is watched.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchCsp(await newContext(options));
  return browser;
}

/** The window most browser tests use: a laptop screen. */
const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * A page in a new context of `browser` (desktop-sized unless `options` say otherwise), whose uncaught script
 * errors are added to `pageErrors`, so a test can show the app threw none. `page.context()` is its context.
 */
export async function openPage(
  browser: Browser,
  pageErrors: string[],
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, ...options });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}
