import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NAVIGATE = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

/** Links a person can follow end on a page in the product's design; scripts still get `{code, message, field}`. */
describe('errors met by a followed link are pages, errors met by the app are sentences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 120_000);
  afterAll(() => t?.dispose());

  it('sends a broken e-mailed link to the problem page, not to JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analyses/free/confirm', headers: NAVIGATE });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/problem?code=invalid_input&status=400');
    expect(res.body).toBe('');
    // The same request from a script keeps its JSON body, with the field named in words.
    const api = await t.app.inject({ method: 'GET', url: '/api/analyses/free/confirm' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ code: 'invalid_input', message: 'Link: is required', field: 'token' });
  });

  it('sends an unknown API address typed into the browser to the problem page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/problem?code=not_found&status=404');
  });

  it('names the field in words, never a JSON path or a format name', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/analyses/not-a-uuid', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message: 'Link: is incomplete or mistyped', field: 'id' });

    const run = (payload: object) => t.app.inject({ method: 'POST', url: '/api/analyses', headers, payload });
    const noType = await run({ sites: ['60614'] });
    expect(noType.json()).toMatchObject({ field: 'businessType', message: 'Business type: is required' });
    const badSite = await run({ businessType: 'coffee-shop', sites: [{ lat: 95, lon: 0 }] });
    expect(badSite.json()).toMatchObject({
      field: 'sites.0.lat',
      message: expect.stringMatching(/^Site 1 latitude: /),
    });
    expect(badSite.json().message).not.toMatch(/sites|\//);
    // A refusal that is a whole sentence stands alone, without "sites:" in front.
    const compare = await run({ businessType: 'coffee-shop', sites: ['60614', '60657'] });
    expect(compare.json()).toMatchObject({
      field: 'sites',
      message: expect.stringMatching(/^Comparing locations needs Pro Monthly or a Complete Report credit/),
    });
  });
});
