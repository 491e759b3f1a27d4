import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { consultationRequests, formSubmissions } from '@sitescout/server/testing';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './helpers/axe.js';
import { launchBrowser } from './helpers/browser.js';
import { type RunningServer, startServer } from './helpers/server.js';
import { MARKETING_PAGES } from './site-expectations.js';

describe('the public website (marketing pages) in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startServer('pglite', { FORM_RATE_LIMIT_PER_HOUR: '50' });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const open = async (path: string) => {
    const res = await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
  };

  describe.each(MARKETING_PAGES)('$path', (expected) => {
    it('renders its heading and copy, hydrates without errors and has no serious axe violations', async () => {
      errors.length = 0;
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(expected.path);
      expect((await page.locator('h1').textContent())?.trim()).toBe(expected.h1);
      const text = await page.locator('main').innerText();
      for (const s of expected.strings ?? []) expect(text).toContain(s);
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('fits a 360 px wide screen without sideways scrolling', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await open(expected.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });

  it('ships less than 150 KB of gzipped JavaScript to each marketing page', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const report: Record<string, number> = {};
    for (const { path } of MARKETING_PAGES) {
      const bodies: Promise<Buffer>[] = [];
      const onResponse = (r: import('playwright-core').Response) => {
        if (r.request().resourceType() === 'script') bodies.push(r.body());
      };
      tab.on('response', onResponse);
      await tab.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
      tab.off('response', onResponse);
      const gz = (await Promise.all(bodies)).reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
      report[path] = Math.round(gz / 1024);
    }
    await context.close();
    const overBudget = Object.entries(report).filter(([, kb]) => kb >= 150);
    expect(overBudget).toEqual([]);
    // A page that loaded no script at all would pass the budget without being a working page.
    expect(Object.values(report).every((kb) => kb > 20)).toBe(true);
  });

  it('counts: home tiles, feature cards, comparison rows and benefits', async () => {
    await open('/');
    expect(await page.locator('.home-tiles > li').count()).toBe(3);
    expect(await page.locator('.home-features > li').count()).toBe(6);
    const rows = await page.locator('.compare-table tbody th').allTextContents();
    expect(rows).toEqual(['Pricing', 'Investment', 'Contract terms', 'Setup time', 'Data quality', 'Insights focus']);
    expect(await page.locator('.home-benefits li').count()).toBe(6);
    expect(await page.getByRole('link', { name: 'See all frequently asked questions' }).getAttribute('href')).toBe(
      '/faq',
    );
  });

  it('counts: FAQ items per page', async () => {
    const faqCounts: [string, number][] = [
      ['/faq', 11],
      ['/credits', 4],
      ['/commercial-real-estate', 6],
      ['/service-businesses', 6],
      ['/service-businesses/hvac', 6],
      ['/service-businesses/pest-control', 6],
    ];
    for (const [path, count] of faqCounts) {
      await open(path);
      expect({ path, count: await page.locator('.accordion-trigger').count() }).toEqual({ path, count });
    }
  });

  it('counts: industry page sections (4 bullets, 10 market factors, 4 ways it helps)', async () => {
    await open('/service-businesses/lawn-care');
    const section = (title: string) =>
      page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
    expect(await section('Why Location Matters').locator('.check-list li').count()).toBe(4);
    expect(await page.locator('.factor-table tbody tr').count()).toBe(10);
    expect(await section('How SiteScout Helps Lawn Care Businesses').locator('.check-list li').count()).toBe(4);
    for (const label of ['Get Your FREE Analysis Now', 'Get Started']) {
      const hrefs = await page
        .locator('main')
        .getByRole('link', { name: label, exact: true })
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every((h) => h === '/register-sms')).toBe(true);
    }
  });

  it('counts: four industry tiles on the hub, each with Learn More to its page', async () => {
    await open('/service-businesses');
    const links = await page
      .locator('.industry-tiles .tile-link')
      .evaluateAll((els) => els.map((el) => [el.textContent?.replace('→', '').trim(), el.getAttribute('href')]));
    expect(links).toEqual([
      ['Learn More', '/service-businesses/hvac'],
      ['Learn More', '/service-businesses/plumbing'],
      ['Learn More', '/service-businesses/lawn-care'],
      ['Learn More', '/service-businesses/pest-control'],
    ]);
    expect(await page.getByRole('link', { name: 'Start Your Analysis' }).first().getAttribute('href')).toBe(
      '/register-sms',
    );
  });

  it('counts: five blog entries, each leading to its post', async () => {
    await open('/blog');
    const entries = page.locator('.blog-entry');
    expect(await entries.count()).toBe(5);
    await entries.nth(2).getByRole('link').click();
    await page.waitForURL(`${server.baseUrl}/blog/best-places-retail-illinois`);
    // The URL changes first; the post's code-split page renders a moment later.
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('The 10 Best Places in Illinois to Open a Retail Business');
    expect(await page.locator('.ranking > li').count()).toBe(10);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).count()).toBe(
      1,
    );
    await page.goto(`${server.baseUrl}/blog/where-to-open-coffee-shop-illinois`);
    expect(await page.locator('.ranking > li').count()).toBe(7);
  });

  it('shows Illinois figures derived from the Census data, with their source', async () => {
    const figures = JSON.parse(
      readFileSync(
        new URL('../apps/web/src/features/marketing/content/illinois-figures.json', import.meta.url),
        'utf8',
      ),
    ) as { counties: { name: string; population: number }[] };
    const cook = figures.counties.find((c) => c.name === 'Cook County');
    await open('/local/illinois');
    const text = await page.locator('main').innerText();
    expect(text).toContain((cook?.population ?? -1).toLocaleString('en-US'));
    expect(text).toContain('American Community Survey 5-year estimates');
  });

  it('FAQ accordion: one item open at a time, collapsible, and usable from the keyboard', async () => {
    await open('/faq');
    const triggers = page.locator('.accordion-trigger');
    const expanded = () => triggers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
    expect((await expanded()).every((v) => v === 'false')).toBe(true);
    await triggers.nth(0).click();
    expect((await expanded()).filter((v) => v === 'true')).toHaveLength(1);
    expect(await page.getByText('location-intelligence service for small businesses').isVisible()).toBe(true);
    await triggers.nth(2).click();
    const afterSecond = await expanded();
    expect(afterSecond[0]).toBe('false');
    expect(afterSecond[2]).toBe('true');
    await triggers.nth(2).click();
    expect((await expanded()).every((v) => v === 'false')).toBe(true);
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('How long does it take');
    await page.keyboard.press('Enter');
    expect((await expanded())[1]).toBe('true');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('How do I contact support?');
  });

  it('carousels: four slides on /lp-cre-2 and three on /commercial-real-estate, with disabled ends', async () => {
    for (const [path, slides] of [
      ['/lp-cre-2', 4],
      ['/commercial-real-estate', 3],
    ] as const) {
      await open(path);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(slides);
      const previous = carousel.getByRole('button', { name: 'Previous' });
      const next = carousel.getByRole('button', { name: 'Next' });
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      for (let i = 1; i < slides; i++) await next.click();
      expect(await next.isDisabled()).toBe(true);
      expect(await carousel.getByText(`Slide ${slides} of ${slides}`).isVisible()).toBe(true);
      expect(await carousel.locator('[aria-roledescription="slide"]:visible').count()).toBe(1);
      await previous.click();
      expect(await next.isDisabled()).toBe(false);
      expect(await carousel.getByText(`Slide ${slides - 1} of ${slides}`).isVisible()).toBe(true);
    }
    await open('/lp-cre-2');
    const firstSlide = page.locator('[aria-roledescription="slide"]').first();
    expect(await firstSlide.getAttribute('aria-label')).toContain('Walk Score & Accessibility');
  });

  it('contact form: names the bad field, then stores the message and mails the team', async () => {
    await open('/contact-us');
    const form = page.getByRole('form', { name: 'Contact SiteScout' });
    const frameHeight = await page.locator('.contact-form-frame').evaluate((el) => el.getBoundingClientRect().height);
    expect(frameHeight).toBeGreaterThanOrEqual(800);
    await form.getByLabel('Name').fill('Browser Betty');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByLabel('Message').fill('Do you cover Peoria?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('E-mail');
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('E-mail').fill('betty@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Thank you for your message');
    const rows = await server.db.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, 'betty@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contact', page: '/contact-us', message: 'Do you cover Peoria?' });
    await expect.poll(() => server.outbox().some((m) => m.text.includes('betty@example.com'))).toBe(true);
  });

  it("'Get A Free Demo' opens a 700×500 dialog whose form is stored and mailed", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open('/how-it-works');
    await page.getByRole('button', { name: 'Get A Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get A Free Demo' });
    expect(await dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(700);
    expect(Math.round(box?.height ?? 0)).toBe(500);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByLabel('Name').fill('Demo Dan');
    await dialog.getByLabel('E-mail').fill('dan@example.com');
    await dialog.getByLabel('What would you like to see?').fill('A walk-through for two HVAC branches');
    await dialog.getByRole('button', { name: 'Request Demo' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('free demo');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    const [row] = await server.db.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, 'dan@example.com'));
    expect(row?.kind).toBe('demo_feedback');
    await expect.poll(() => server.outbox().some((m) => m.subject.startsWith('Free demo request'))).toBe(true);
  });

  it('get-started: free sample report and Pro Monthly consultation forms store their rows', async () => {
    await open('/get-started');
    await page.getByRole('button', { name: 'Request a Human-Written Sample' }).click();
    const sample = page.getByRole('dialog', { name: 'Request your free sample report' });
    await sample.getByLabel('Name').fill('Sample Sue');
    await sample.getByLabel('E-mail').fill('sue@example.com');
    await sample.getByRole('button', { name: 'Request My Free Report' }).click();
    await expect.poll(() => sample.getByRole('alert').textContent()).toContain('Business type');
    await sample.getByLabel('Business type').fill('Bakery');
    await sample.getByLabel('Address or addresses').fill('100 N Main St, Wheaton, IL');
    await sample.getByRole('button', { name: 'Request My Free Report' }).click();
    await expect.poll(() => sample.getByRole('status').textContent()).toContain('free sample report');
    await sample.getByRole('button', { name: 'Close' }).click();
    const [request] = await server.db.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, 'sue@example.com'));
    expect(request).toMatchObject({ kind: 'sample_report', details: { businessType: 'Bakery' } });

    await page.getByRole('button', { name: 'Schedule Consultation' }).click();
    const consult = page.getByRole('dialog', { name: 'Schedule a Pro Monthly consultation' });
    await consult.getByLabel('Name').fill('Lead Lee');
    await consult.getByLabel('E-mail').fill('lee@brokerage.example');
    await consult.getByLabel('Company').fill('Lee Realty');
    await consult.getByRole('button', { name: 'Request Consultation' }).click();
    await expect.poll(() => consult.getByRole('status').textContent()).toContain('consultation');
    const [lead] = await server.db.database.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.email, 'lee@brokerage.example'));
    expect(lead).toMatchObject({ name: 'Lead Lee', company: 'Lee Realty' });
  });

  it('marks payment-return states of /get-started noindex but keeps the page itself indexable', async () => {
    await open('/get-started');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await open('/get-started?payment=cancelled');
    await expect.poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${server.config.publicUrl}/get-started`,
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${server.baseUrl}/about-us`);
    await expect.poll(() => page.locator('meta[name="robots"]').count()).toBe(0);
  });

  it('navigates between marketing pages on the client and keeps the head in step', async () => {
    await open('/');
    await page.locator('footer').getByRole('link', { name: 'Service Businesses' }).click();
    await page.waitForURL(`${server.baseUrl}/service-businesses`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Service Business Site Selection Made Simple');
    await page.getByRole('link', { name: 'Learn More about Plumbing' }).click();
    await page.waitForURL(`${server.baseUrl}/service-businesses/plumbing`);
    await expect.poll(() => page.title()).toBe('Plumbing Business Location Analysis | SiteScout');
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')['@type']));
    expect(types.sort()).toEqual(['BreadcrumbList', 'FAQPage']);
    const breadcrumb = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => el.textContent ?? '').find((t) => t.includes('BreadcrumbList')));
    expect(breadcrumb).toContain(`${server.config.publicUrl}/service-businesses`);
    expect(breadcrumb).not.toContain('__SITE_ORIGIN__');
  });
});
