import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '../src/db/schema/index.js';
import type { Mailer, MailMessage } from '../src/infra/mail/index.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

/** Holds every "analysis is ready" e-mail until released; other mail (sign-up links) goes straight to the outbox. */
function holdingReadyMails() {
  const held: Array<() => void> = [];
  let holding = true;
  const wrap = (mailer: Mailer): Mailer => ({
    kind: mailer.kind,
    close: () => mailer.close(),
    async send(message: MailMessage) {
      if (holding && /analysis is ready/.test(message.subject)) await new Promise<void>((go) => held.push(go));
      await mailer.send(message);
    },
  });
  const release = () => {
    holding = false;
    for (const go of held.splice(0)) go();
  };
  return { wrap, held, release };
}

interface AnalysisJson {
  id: string;
  status: string;
  progress: { done: boolean; report: string; email: string; settled: boolean };
}

describe.each(DATABASE_KINDS)('the answer never waits for a report, on %s', (kind) => {
  let t: TestApp;
  const mails = holdingReadyMails();
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { ...smallPackEnv(), ...FAST_JOBS_ENV, PUBLIC_URL: 'https://sitescout.test' },
      { wrapMailer: mails.wrap },
    );
    await t.app.analysisJobs.startWorker();
  }, 120_000);
  afterAll(async () => {
    mails.release();
    await t?.dispose();
  });

  const get = async (user: SignedUpUser, id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(user.accessToken) })
    ).json() as AnalysisJson;
  const post = (user: SignedUpUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(user.accessToken), payload });
  async function until(what: string, check: () => Promise<boolean>, maxMs = 60_000): Promise<void> {
    const end = Date.now() + maxMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await sleep(100);
    }
  }

  it("shows an account's second result while its first one's e-mail is still being sent", async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    await t.app.credits.grant(user.id, { amount: 1, key: `bought:${user.id}`, description: 'test purchase' });
    const first = await post(user, '/api/analyses', { businessType: 'coffee-shop', sites: ['60614'] });
    expect(first.statusCode).toBe(202);
    const firstId = first.json().id as string;
    // The first analysis is shown; its PDF is drawn and its e-mail is stuck at the mail server.
    await until('the first e-mail to be held', async () => mails.held.length === 1);
    expect((await get(user, firstId)).progress).toMatchObject({ done: true, report: 'ready', email: 'pending' });

    const second = await post(user, '/api/analyses', { businessType: 'coffee-shop', sites: ['60622'] });
    expect(second.statusCode).toBe(202);
    const secondId = second.json().id as string;
    // Before the change the second analysis waited for the first one's whole job, e-mail included.
    await until('the second result', async () => (await get(user, secondId)).status === 'done');
    expect((await get(user, firstId)).progress.email).toBe('pending');

    mails.release();
    const settled = await Promise.all([firstId, secondId].map((id) => waitForAnalysis(t.app, user.accessToken, id)));
    expect(settled.map((a) => a.progress)).toEqual([
      expect.objectContaining({ report: 'ready', email: 'sent', settled: true }),
      expect.objectContaining({ report: 'ready', email: 'sent', settled: true }),
    ]);
    for (const id of [firstId, secondId]) {
      const mail = t.outbox().find((m) => m.to === user.email && m.text.includes(`/app/analyses/${id}`));
      expect(mail?.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    }
  }, 180_000);

  it('gives a saved version (new priorities) its own PDF and e-mail', async () => {
    mails.release();
    const user = await signUpConfirmed(t.app, t.outbox);
    const created = await post(user, '/api/analyses', { businessType: 'coffee-shop', sites: ['60657'] });
    const done = await waitForAnalysis(t.app, user.accessToken, created.json().id);
    expect(done.status).toBe('done');

    const saved = await post(user, `/api/analyses/${done.id}/reweight`, {
      priorities: { footTraffic: 0, lowCompetition: 100 },
    });
    expect(saved.statusCode).toBe(201);
    const versionId = saved.json().id as string;
    const version = await waitForAnalysis(t.app, user.accessToken, versionId);
    expect(version.progress).toMatchObject({ report: 'ready', email: 'sent', settled: true });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${versionId}/report.pdf`,
      headers: bearer(user.accessToken),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = t.outbox().find((m) => m.to === user.email && m.text.includes(`/app/analyses/${versionId}`));
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    // Still free: only the original's credit was spent.
    expect(await t.app.credits.balance(user.id)).toBe(0);
  }, 180_000);

  it('finishes a version saved before versions had a delivery job: its PDF is drawn, no e-mail is owed', async () => {
    mails.release();
    const user = await signUpConfirmed(t.app, t.outbox);
    const created = await post(user, '/api/analyses', { businessType: 'coffee-shop', sites: ['60647'] });
    const done = await waitForAnalysis(t.app, user.accessToken, created.json().id);
    const [original] = await t.db.database.db.select().from(analyses).where(eq(analyses.id, done.id));
    if (!original) throw new Error('original analysis row missing');
    // As the old code stored a version: done, both lines pending, the original's e-mail time copied, no job.
    const legacyId = crypto.randomUUID();
    await t.db.database.db.insert(analyses).values({
      ...original,
      id: legacyId,
      rerunOf: original.id,
      reportStatus: 'pending',
      mailStatus: 'pending',
      notifiedAt: new Date(),
    });
    expect((await get(user, legacyId)).progress).toMatchObject({ report: 'pending', email: 'pending' });
    expect(await t.app.analysisJobs.deliverPending()).toBeGreaterThanOrEqual(1);
    const settled = await waitForAnalysis(t.app, user.accessToken, legacyId);
    expect(settled.progress).toMatchObject({ report: 'ready', email: 'none', settled: true });
    expect(t.outbox().filter((m) => m.text.includes(`/app/analyses/${legacyId}`))).toEqual([]);
  }, 180_000);
});
