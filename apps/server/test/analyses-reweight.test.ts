import { reportSections, type SiteAnalysis, type SiteScore } from '@sitescout/engine';
import { rescoreSiteScore } from '@sitescout/engine/rescore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

interface SiteScoreJson {
  score: { value: number } | null;
  subScores: Array<{ name: string; score: number | null; weight: number; baseWeight: number }>;
}

describe('cost before spending and free re-weighting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ...smallPackEnv(), ...FAST_JOBS_ENV });
    await t.app.analysisJobs.startWorker();
  }, 120_000);
  afterAll(() => t?.dispose());

  const post = (user: SignedUpUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(user.accessToken), payload });

  it('quotes what a run uses and what each site’s report holds, spending nothing', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const one = await post(user, '/api/analyses/quote', { businessType: 'coffee-shop', sites: ['60614'] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      holdings: { analysisCredits: 1, completeReports: 0, pro: false },
      uses: { unit: 'analysis', enough: true },
      blocked: null,
    });
    // The small pack has no zoning, transit or traffic: the quote says so before anything is spent.
    const site = one.json().sites[0];
    expect(site.partial).toBe(true);
    expect(site.missing.map((m: { part: string }) => m.part)).toContain('Zoning check');

    const three = await post(user, '/api/analyses/quote', {
      businessType: 'coffee-shop',
      sites: ['60614', '60622', '60657'],
    });
    expect(three.json()).toMatchObject({ uses: null, blocked: { code: 'comparison_requires_pro' } });
    expect(three.json().sites).toHaveLength(3);
    expect(await t.app.credits.balance(user.id)).toBe(1);
  }, 60_000);

  it('the quote names exactly the sections the finished report then holds, and why the others are out', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const payload = { businessType: 'coffee-shop', sites: ['60614'] };
    const quoted = (await post(user, '/api/analyses/quote', payload)).json().sites[0];
    const created = await post(user, '/api/analyses', payload);
    const done = await waitForAnalysis(t.app, user.accessToken, created.json().id);
    const report = reportSections((done.result as { analyses: SiteAnalysis[] }).analyses[0] as SiteAnalysis);
    expect(quoted.included).toEqual(report.filter((s) => s.included).map((s) => `${s.label}: ${s.detail}`));
    expect(quoted.missing).toEqual(report.filter((s) => !s.included).map((s) => ({ part: s.label, reason: s.detail })));
    expect(quoted.missing.length).toBeGreaterThan(0);
  }, 120_000);

  it('re-weights a finished analysis into a new version without spending a credit', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const created = await post(user, '/api/analyses', { businessType: 'coffee-shop', sites: ['60614'] });
    expect(created.statusCode).toBe(202);
    const done = await waitForAnalysis(t.app, user.accessToken, created.json().id);
    expect(done.status).toBe('done');
    expect(await t.app.credits.balance(user.id)).toBe(0);
    const before = (done.result as { analyses: Array<{ siteScore: SiteScoreJson }> }).analyses[0]?.siteScore;

    const sliders = { footTraffic: 0, lowCompetition: 100, customerProximity: 100 };
    const res = await post(user, `/api/analyses/${done.id}/reweight`, { priorities: sliders });
    expect(res.statusCode).toBe(201);
    const version = res.json();
    expect(version).toMatchObject({ status: 'done', rerunOf: done.id, priorities: sliders });
    expect(await t.app.credits.balance(user.id)).toBe(0);
    const after = version.result.analyses[0].siteScore as SiteScoreJson;
    // The server keeps what the browser shows: the same engine function over the stored parts.
    expect(after).toEqual(rescoreSiteScore(before as unknown as SiteScore, sliders));
    // The parts measured are the stored ones: only their weights move.
    expect(after.subScores.map((s) => s.score)).toEqual(before?.subScores.map((s) => s.score));

    const unfinished = await post(user, `/api/analyses/${crypto.randomUUID()}/reweight`, { priorities: {} });
    expect(unfinished.statusCode).toBe(404);
  }, 120_000);
});
