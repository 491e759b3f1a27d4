import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './helpers/server.js';
import { MARKETING_PAGES } from './site-expectations.js';

const PUBLIC_URL = 'https://sitescout.example';

/** The JSON-LD `@type`s in a page's prerendered head. */
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => (JSON.parse(m[1] as string) as { '@type': string })['@type'],
  );
}

// What a crawler (or curl) gets without running any JavaScript.
describe('prerendered marketing pages over plain HTTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer('pglite', { PUBLIC_URL });
  });
  afterAll(() => server?.dispose());

  it.each(MARKETING_PAGES)('$path has its title, canonical link, h1, JSON-LD and copy', async (page) => {
    const res = await fetch(server.baseUrl + page.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>[^<]+\| SiteScout<\/title>|<title>SiteScout[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${page.path}" />`);
    expect(html).not.toContain('name="robots" content="noindex"');
    expect(html).not.toContain('__SITE_ORIGIN__');
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(h1).toBe(page.h1);
    expect(jsonLdTypes(html).sort()).toEqual([...page.jsonLd].sort());
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'");
    for (const s of page.strings ?? []) expect(text).toContain(s);
  });

  it('puts absolute, configured URLs in breadcrumb and article JSON-LD', async () => {
    const html = await (await fetch(`${server.baseUrl}/service-businesses/hvac`)).text();
    expect(html).toContain(`"item":"${PUBLIC_URL}/service-businesses"`);
    const post = await (await fetch(`${server.baseUrl}/blog/coffee-shop-neighborhood-guide`)).text();
    expect(post).toContain(`"mainEntityOfPage":"${PUBLIC_URL}/blog/coffee-shop-neighborhood-guide"`);
  });

  it('serves a sitemap.xml listing every public marketing route with the configured origin', async () => {
    const res = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of MARKETING_PAGES) expect(locs).toContain(`${PUBLIC_URL}${page.path}`);
    expect(locs.every((loc) => loc?.startsWith(PUBLIC_URL))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('serves a robots.txt that points at the sitemap and keeps crawlers off the API', async () => {
    const res = await fetch(`${server.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('answers an unknown path with a noindex 404 page that is not in the sitemap', async () => {
    const res = await fetch(`${server.baseUrl}/no-such-marketing-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(xml).not.toContain('no-such-marketing-page');
  });
});
