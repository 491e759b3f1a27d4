import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Needs the built web app (npm test runs the build first).
describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'https://sitescout.example' });
  });
  afterAll(() => t.dispose());

  it('serves prerendered public pages with their head tags and the configured origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/how-it-works' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>How it Works | SiteScout</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://sitescout.example/how-it-works" />');
    expect(res.body).not.toContain('__SITE_ORIGIN__');
    expect(res.body).toContain('<h1>How it Works</h1>');
  });

  it('treats a trailing slash as the same page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/how-it-works/' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown paths with HTTP 404 and the rendered not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Oops! Page not found');
    expect(res.body).toContain('Return to Home');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: script as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves no source maps (they hold the whole source): the bundle names none and its .map is a 404', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1] as string;
    const bundle = await t.app.inject({ method: 'GET', url: script });
    expect(bundle.body).not.toMatch(/sourceMappingURL=/);
    const map = await t.app.inject({ method: 'GET', url: `${script}.map` });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
  });
});
