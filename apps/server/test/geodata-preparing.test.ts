import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from './billing-accounts.js';
import { geodataSubset } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('while the data pack is built on a first start (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No pack yet, and a source folder to build one from: the first use starts the build in a child process.
    const packDir = mkdtempSync(join(tmpdir(), 'sitescout-empty-pack-'));
    t = await createTestApp(kind, { GEODATA_PACK_DIR: packDir, GEODATA_DIR: geodataSubset() });
  });
  afterAll(() => t.dispose());

  it('says what the server is doing and refuses an analysis with that, then serves once ready', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const built = t.app.geodata.get();
    expect(t.app.geodata.status().state).toBe('building');
    const status = (await t.app.inject({ method: 'GET', url: '/api/geodata/status' })).json();
    expect(status).toMatchObject({ state: 'building' });
    expect(status.message).toMatch(/^SiteScout is preparing its data: this server is building its data pack/);

    const payload = { businessType: 'coffee-shop', sites: ['60614'] };
    const headers = { authorization: `Bearer ${user.accessToken}` };
    for (const url of ['/api/analyses', '/api/analyses/quote']) {
      const refused = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(refused.statusCode, url).toBe(503);
      expect(refused.json(), url).toMatchObject({ code: 'data_preparing', message: status.message });
    }
    // Nothing was spent on the refused run.
    expect(await t.app.credits.balance(user.id)).toBe(1);

    await built;
    expect((await t.app.inject({ method: 'GET', url: '/api/geodata/status' })).json().message).toBeNull();
    const quote = await t.app.inject({ method: 'POST', url: '/api/analyses/quote', headers, payload });
    expect(quote.statusCode).toBe(200);
  }, 120_000);
});
