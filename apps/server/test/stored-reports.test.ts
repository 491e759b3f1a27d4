import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisReports } from '../src/db/schema/index.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('reports drawn once and kept, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...smallPackEnv(), ...FAST_JOBS_ENV });
    await t.app.analysisJobs.startWorker();
  }, 120_000);
  afterAll(() => t?.dispose());

  /** A new account's analysis of `payload`, run to the end. */
  const finishedAnalysis = async (payload: object) => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: bearer(user.accessToken),
      payload,
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    await waitForAnalysis(t.app, user.accessToken, id);
    return { user, id };
  };
  const stored = async (id: string) =>
    (await t.db.database.db.select().from(analysisReports).where(eq(analysisReports.analysisId, id)))[0];

  it('keeps the PDF the job drew; downloads stream those bytes; the e-mail attached the same file', async () => {
    const { user, id } = await finishedAnalysis({ businessType: 'coffee-shop', sites: ['60614'] });

    const kept = await stored(id);
    expect(kept?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const download = () =>
      t.app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, headers: bearer(user.accessToken) });
    const [first, second] = [await download(), await download()];
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    // The same bytes each time (a fresh drawing would carry another creation time): nothing was drawn again.
    expect(Buffer.compare(first.rawPayload, kept?.pdf as Buffer)).toBe(0);
    expect(Buffer.compare(second.rawPayload, kept?.pdf as Buffer)).toBe(0);
    const mail = t.outbox().find((m) => m.to === user.email && /analysis is ready/.test(m.subject));
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
  });

  it('draws an analysis finished before reports were kept on its first download, then keeps it', async () => {
    const { user, id } = await finishedAnalysis({ businessType: 'nail-salon', sites: ['60622'] });
    // As if stored by an older release: no report kept.
    await t.db.database.db.delete(analysisReports).where(eq(analysisReports.analysisId, id));
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${id}/report.pdf`,
      headers: bearer(user.accessToken),
    });
    expect(first.statusCode).toBe(200);
    const kept = await stored(id);
    expect(kept).toBeDefined();
    expect(Buffer.compare(first.rawPayload, kept?.pdf as Buffer)).toBe(0);
  });
});
