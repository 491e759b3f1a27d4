import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportService } from '../src/plugins/reports/report-input.js';
import { bearer, FAST_JOBS_ENV, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';
import { NAPERVILLE_DENTAL } from './naperville-dental.js';

/** Makes the next `times` drawings fail, as a crash inside the renderer would; counts every drawing asked for. */
function faultyDrawing(reports: ReportService) {
  const draw = reports.renderAnalysisPdf.bind(reports);
  const state = { failuresLeft: 0, calls: 0 };
  reports.renderAnalysisPdf = async (input, account) => {
    state.calls++;
    if (state.failuresLeft > 0) {
      state.failuresLeft--;
      throw new Error('unsupported number: Infinity (injected)');
    }
    return draw(input, account);
  };
  return state;
}

// Issue 38: a paid report never arrived (the drawing failed), the e-mail went out without it while the dashboard said
// "E-mailed", and "Download PDF" answered 500. Every analysis now gets its PDF, or is told plainly it is late.
describe.each(DATABASE_KINDS)('every report delivered, on %s', (kind) => {
  let t: TestApp;
  let fault: ReturnType<typeof faultyDrawing>;
  beforeAll(async () => {
    // The full data pack (DuPage County's places and tracts): the report the customer paid for.
    t = await createTestApp(kind, { ...FAST_JOBS_ENV, PUBLIC_URL: 'https://sitescout.test' });
    fault = faultyDrawing(t.app.reports);
    await t.app.analysisJobs.startWorker();
  }, 240_000);
  afterAll(async () => {
    await t?.dispose();
  });

  async function naperville(user: SignedUpUser): Promise<string> {
    await t.app.credits.grant(user.id, { amount: 1, key: `bought:${user.id}`, description: 'test purchase' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: bearer(user.accessToken),
      payload: { businessType: 'dental', sites: [NAPERVILLE_DENTAL], radiusMiles: 5 },
    });
    expect(created.statusCode).toBe(202);
    return created.json().id as string;
  }
  const download = (user: SignedUpUser, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, headers: bearer(user.accessToken) });
  const readyMailOf = (user: SignedUpUser, id: string) =>
    t.outbox().find((m) => m.to === user.email && m.text.includes(`/app/analyses/${id}`));

  it('the Naperville dental analysis: PDF downloaded, e-mail with the PDF attached', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const id = await naperville(user);
    const done = await waitForAnalysis(t.app, user.accessToken, id, 180_000);
    expect(done.progress).toMatchObject({ report: 'ready', email: 'sent', settled: true });
    const pdf = await download(user, id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mail = readyMailOf(user, id);
    expect(mail?.subject).toBe('Your SiteScout analysis is ready: Dental office');
    expect(mail?.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^sitescout-dental-.*\.pdf$/)]);
    expect(mail?.text).toContain('The full report is attached as a PDF.');
  }, 240_000);

  it('a drawing that fails once is retried: the e-mail waits and carries the PDF', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const calls = fault.calls;
    fault.failuresLeft = 1;
    const id = await naperville(user);
    const done = await waitForAnalysis(t.app, user.accessToken, id, 180_000);
    // Drawn twice: the injected failure, then the queue's retry after its back-off.
    expect(fault.calls - calls).toBe(2);
    expect(done.progress).toMatchObject({ report: 'ready', email: 'sent' });
    expect(readyMailOf(user, id)?.attachments).toHaveLength(1);
  }, 240_000);

  it('a drawing that keeps failing: the mail says the PDF is late, the dashboard does not say "E-mailed", Download retries', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    // Every background attempt fails (JOB_RETRY_LIMIT=1: two), and so does the first download.
    fault.failuresLeft = 3;
    const id = await naperville(user);
    const done = await waitForAnalysis(t.app, user.accessToken, id, 180_000);
    expect(done.progress).toMatchObject({ report: 'failed', email: 'sent-without-report', settled: true });
    const mail = readyMailOf(user, id);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).not.toContain('attached as a PDF');
    expect(mail?.text).toContain('The PDF report is late');
    expect(mail?.text).toContain('"Download PDF"');

    // The user's message when drawing fails again on download: clear words, not "Something went wrong".
    const failed = await download(user, id);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'report_not_drawn' });
    expect(failed.json().message).toContain('try "Download PDF" again in a few minutes');

    // The retry: drawn now, kept, and the dashboard says the PDF is ready.
    const retried = await download(user, id);
    expect(retried.statusCode).toBe(200);
    expect(retried.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const after = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(user.accessToken) });
    expect(after.json().progress).toMatchObject({ report: 'ready', email: 'sent-without-report' });
  }, 240_000);
});
