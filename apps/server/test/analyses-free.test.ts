import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, freeAnalysisRequests } from '../src/db/schema/index.js';
import { FAST_JOBS_ENV, smallPackEnv } from './analyses-setup.js';
import { linkIn, setPasswordFromLink } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('the free first analysis with only an e-mail address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...smallPackEnv(), ...FAST_JOBS_ENV, PUBLIC_URL: 'https://sitescout.test' });
  }, 120_000);
  afterAll(() => t?.dispose());

  const ask = (payload: object) => t.app.inject({ method: 'POST', url: '/api/analyses/free', payload });
  const confirmLink = (email: string) => {
    const mail = t.outbox().findLast((m) => m.to === email && /Confirm your free/.test(m.subject));
    return new URL(linkIn(mail?.text ?? '', '/api/analyses/free/confirm'));
  };
  const follow = (link: URL) => t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

  /** Asks for a free analysis with each address (from its own IP): only the first one's link starts one. */
  const expectOneFreeAnalysis = async (variants: string[], firstIp: number) => {
    for (const [i, email] of variants.entries()) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/analyses/free',
        remoteAddress: `192.0.2.${firstIp + i}`,
        payload: { email, businessType: 'bakery', sites: ['60614'] },
      });
      expect(asked.statusCode, email).toBe(202);
    }
    const first = await follow(confirmLink(variants[0] as string));
    expect(new URL(first.headers.location as string).pathname).toMatch(/^\/app\/analyses\//);
    for (const email of variants.slice(1)) {
      const again = await follow(confirmLink(email));
      expect(again.headers.location, email).toBe('https://sitescout.test/free-analysis#free_link=used');
    }
  };

  it('starts the analysis only once the e-mailed link is followed, then e-mails the report', async () => {
    const email = 'owner.free@example.com';
    expect((await ask({ email: 'not-an-address', businessType: 'bakery', sites: ['60614'] })).json().field).toBe(
      'email',
    );
    expect((await ask({ email, businessType: 'bakery', sites: ['qqqq zzzz xxxx'] })).json().field).toBe(
      'sites.0.address',
    );
    expect((await ask({ email, businessType: 'bakery', sites: ['60614', '60657'] })).json().field).toBe('sites');

    const accepted = await ask({ email, businessType: 'bakery', sites: ['60614'] });
    expect(accepted.statusCode).toBe(202);
    expect(await t.db.database.db.select().from(analyses)).toHaveLength(0);

    const link = confirmLink(email);
    const first = await follow(link);
    expect(first.statusCode).toBe(303);
    const landing = new URL(first.headers.location as string);
    const id = /^\/app\/analyses\/([0-9a-f-]{36})$/.exec(landing.pathname)?.[1];
    expect(id).toBeDefined();
    // The link signs the person in: the session rides in the fragment, which auth-js picks up in the browser.
    const session = new URLSearchParams(landing.hash.slice(1));
    expect(session.get('token_type')).toBe('bearer');
    const bearer = { authorization: `Bearer ${session.get('access_token')}` };
    const own = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(id);
    const user = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer });
    expect(user.json()).toMatchObject({ email });
    expect(user.json().email_confirmed_at).toEqual(expect.any(String));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.get('refresh_token') },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/analyses/${id}` })).statusCode).toBe(401);
    // Following the link again (or someone it was forwarded to) leads to the same analysis, costs nothing more,
    // and signs nobody in: the dashboard shows it only to the owner once they sign in.
    const again = await follow(link);
    const followedAgain = new URL(again.headers.location as string);
    expect(followedAgain.pathname).toBe(landing.pathname);
    expect(followedAgain.hash).toBe('');
    expect(again.headers['cache-control']).toBe('no-store');
    const [row] = await t.db.database.db
      .select()
      .from(analyses)
      .where(eq(analyses.id, id as string));
    expect(row).toMatchObject({ notifyEmail: email, creditUnit: 'analysis' });
    expect(await t.app.credits.balance(row?.userId as string)).toBe(0);

    await t.app.analysisJobs.startWorker();
    await expect
      .poll(() => t.outbox().find((m) => m.to === email && /analysis is ready/.test(m.subject))?.attachments.length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(1);

    // The free analysis is the first one only: asking again is answered in the mail at once, without a link.
    const confirmsBefore = t.outbox().filter((m) => m.to === email && /Confirm your free/.test(m.subject)).length;
    expect((await ask({ email, businessType: 'coffee-shop', sites: ['60657'] })).statusCode).toBe(202);
    expect(t.outbox().findLast((m) => m.to === email)?.subject).toBe('Your free SiteScout analysis was used already');
    expect(t.outbox().filter((m) => m.to === email && /Confirm your free/.test(m.subject))).toHaveLength(
      confirmsBefore,
    );

    for (const token of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'short']) {
      const bogus = await t.app.inject({ method: 'GET', url: `/api/analyses/free/confirm?token=${token}` });
      expect(bogus.statusCode).toBe(303);
      expect(bogus.headers.location).toBe('https://sitescout.test/free-analysis#free_link=invalid');
    }
  }, 120_000);

  it('does not let a password set by someone who never confirmed the address survive the owner confirming it', async () => {
    const email = 'owner.squatted@example.com';
    const password = 'Quartz-Meadow-Lantern-91';
    const signUp = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password } });
    expect(signUp.statusCode).toBe(200);
    // From another address: the first test used this one's hourly allowance of requests.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/analyses/free',
      remoteAddress: '192.0.2.7',
      payload: { email, businessType: 'bakery', sites: ['60614'] },
    });
    expect(asked.statusCode).toBe(202);
    const landing = new URL((await follow(confirmLink(email))).headers.location as string);
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().error_code).toBe('invalid_credentials');
  }, 60_000);

  it('quotes none of the requester’s text in the mail: the business type and the normalised place only', async () => {
    const email = 'quoted.free@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyses/free',
      remoteAddress: '192.0.2.8',
      payload: {
        email,
        businessType: 'bakery',
        sites: [{ lat: 41.92, lon: -87.65, label: 'URGENT: your account is locked, call +1 555 0100' }],
      },
    });
    expect(res.statusCode).toBe(202);
    const text = t.outbox().findLast((m) => m.to === email)?.text ?? '';
    expect(text).toContain('free analysis of 41.92000, -87.65000 for a bakery');
    expect(text).not.toMatch(/URGENT|locked|555/);
    // Nor is it kept for the dashboard or the report mail, which the mailbox owner sees after following the link.
    const [stored] = await t.db.database.db
      .select()
      .from(freeAnalysisRequests)
      .where(eq(freeAnalysisRequests.email, email));
    expect(JSON.stringify(stored?.request)).not.toMatch(/URGENT/);
    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/analyses/free',
      remoteAddress: '192.0.2.8',
      payload: { email: 'zip.free@example.com', businessType: 'bakery', sites: ['  60614  '] },
    });
    expect(zip.statusCode).toBe(202);
    expect(t.outbox().findLast((m) => m.to === 'zip.free@example.com')?.text).toMatch(/analysis of 60614 \(/);
  });

  it('a link mailed before the owner signed out everywhere no longer signs in', async () => {
    const email = 'signedout.free@example.com';
    const password = 'Cobalt-Harvest-Lantern-63';
    await t.app.inject({
      method: 'POST',
      url: '/api/analyses/free',
      remoteAddress: '192.0.2.9',
      payload: { email, businessType: 'bakery', sites: ['60614'] },
    });
    const link = confirmLink(email);
    // The owner has an account already and signs out everywhere (e.g. after losing a device).
    await t.app.accounts.findOrCreateByEmail(email);
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', remoteAddress: '192.0.2.9', payload: { email } });
    const reset = t.outbox().findLast((m) => m.to === email && /Reset/.test(m.subject));
    const session = await setPasswordFromLink(t.app, linkIn(reset?.text ?? '', '/auth/v1/verify'), password);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=global',
      headers: { authorization: `Bearer ${session.body.access_token}` },
    });
    expect(logout.statusCode).toBe(204);
    const followed = await follow(link);
    expect(followed.statusCode).toBe(303);
    const landing = new URL(followed.headers.location as string);
    expect(landing.pathname).toMatch(/^\/app\/analyses\//);
    expect(landing.hash).toBe('');
  }, 60_000);

  it('one free analysis per person: a quoted local part or a closing dot on the domain is the same address', async () => {
    const variants = ['erin@example.com', 'erin@example.com.', '"erin"@example.com'];
    await expectOneFreeAnalysis(variants, 60);
  }, 60_000);

  it('one free analysis per person: plus-tags and Gmail dots are the same person', async () => {
    const variants = ['erin+1@gmail.com', 'erin+2@gmail.com', 'e.r.i.n@googlemail.com'];
    await expectOneFreeAnalysis(variants, 30);
    // Asking again once it was used: the same answer to the browser, and the mail says so at once (no link).
    const mailsBefore = t.outbox().length;
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/analyses/free',
      remoteAddress: '192.0.2.39',
      payload: { email: 'erin+3@gmail.com', businessType: 'bakery', sites: ['60614'] },
    });
    expect(later.statusCode).toBe(202);
    const told = t
      .outbox()
      .slice(mailsBefore)
      .find((m) => m.to === 'erin+3@gmail.com');
    expect(told?.subject).toBe('Your free SiteScout analysis was used already');
    expect(told?.text).not.toContain('/api/analyses/free/confirm');
    // Someone else at the same provider is another person.
    await t.app.inject({
      method: 'POST',
      url: '/api/analyses/free',
      remoteAddress: '192.0.2.40',
      payload: { email: 'erin.b@gmail.com', businessType: 'bakery', sites: ['60614'] },
    });
    expect(new URL((await follow(confirmLink('erin.b@gmail.com'))).headers.location as string).pathname).toMatch(
      /^\/app\/analyses\//,
    );
  }, 60_000);
});
