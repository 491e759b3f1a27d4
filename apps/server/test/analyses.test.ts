import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, analysisReports, creditLedger } from '../src/db/schema/index.js';
import { fieldInWords } from '../src/lib/field-words.js';
import { PRO_MONTHLY } from '../src/plugins/billing/offers.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('analyses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...smallPackEnv(), ...FAST_JOBS_ENV, PUBLIC_URL: 'https://sitescout.test' });
  }, 120_000);
  afterAll(() => t?.dispose());

  const signUp = () => signUpConfirmed(t.app, t.outbox);
  const create = (user: SignedUpUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/analyses', headers: bearer(user.accessToken), payload });
  const balance = (user: SignedUpUser) => t.app.credits.balance(user.id);

  it('runs a paid analysis: one credit, progress streamed, result stored, e-mail with PDF and dashboard link', async () => {
    const user = await signUp();
    expect(await balance(user)).toBe(1); // the free first analysis
    const res = await create(user, { businessType: 'coffee-shop', sites: ['60614'], priorities: { footTraffic: 80 } });
    expect(res.statusCode).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({ status: 'queued', businessType: 'coffee-shop', siteLabels: ['60614'] });
    expect(created.sites[0]).toMatchObject({ precision: 'zip' });
    expect(created.dashboardUrl).toBe(`https://sitescout.test/app/analyses/${created.id}`);
    expect(await balance(user)).toBe(0);

    // The stream is open before any worker runs, so it sees the job from queued to done.
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${created.id}/events`,
      headers: bearer(user.accessToken),
      payloadAsStream: true,
    });
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    const chunks: string[] = [];
    const ended = new Promise<void>((resolve) => {
      const stream = events.stream();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
      stream.on('end', resolve);
    });
    await expect.poll(() => chunks.join('')).toContain('event: progress');
    await t.app.analysisJobs.startWorker();
    await ended;
    const progress = chunks
      .join('')
      .split('\n\n')
      .filter((block) => block.startsWith('event: progress'))
      .map((block) => JSON.parse(block.split('\ndata: ')[1] ?? 'null'));
    expect(progress[0]).toMatchObject({ status: 'queued', percent: 0, done: false });
    // The result is shown before the PDF is drawn: "done" arrives while the report is still pending, and the
    // stream goes on until the PDF is stored and the e-mail sent.
    const firstDone = progress.find((p) => p.done);
    expect(firstDone).toMatchObject({ status: 'done', report: 'pending', email: 'pending', settled: false });
    expect(progress.at(-1)).toMatchObject({
      status: 'done',
      step: 'done',
      percent: 100,
      done: true,
      report: 'ready',
      email: 'sent',
      settled: true,
    });
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const done = await waitForAnalysis(t.app, user.accessToken, created.id);
    expect(done.status).toBe('done');
    const result = done.result as {
      analyses: Array<{
        site: { label: string };
        siteScore: unknown;
        location: { approximate: boolean; distanceStepMiles: number | null };
        zoning: { status: string; zoneClass: string | null; message: string };
      }>;
      comparison: unknown;
    };
    expect(result.analyses).toHaveLength(1);
    expect(result.analyses[0]?.site.label).toBe('60614');
    // A ZIP-only site: distances rounded to the mile, no zoning district named.
    expect(result.analyses[0]?.location).toMatchObject({ approximate: true, distanceStepMiles: 1 });
    expect(result.analyses[0]?.zoning).toMatchObject({ status: 'not-checked', zoneClass: null });
    expect(result.analyses[0]?.zoning.message).toMatch(/place the pin on the parcel/);
    expect(result.comparison).toBeNull();

    const mail = t.outbox().find((m) => m.to === user.email && /analysis is ready/.test(m.subject));
    expect(mail?.text).toContain(`https://sitescout.test/app/analyses/${created.id}`);
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    expect(await balance(user)).toBe(0);

    const list = await t.app.inject({ method: 'GET', url: '/api/analyses', headers: bearer(user.accessToken) });
    expect(list.json().analyses.map((a: { id: string }) => a.id)).toEqual([created.id]);
    // The list shows the site's score (read out of the stored result), and no winner for one site.
    const score = (result.analyses[0]?.siteScore as { score: { value: number } | null } | undefined)?.score ?? null;
    expect(list.json().analyses[0].siteScores).toEqual([score === null ? null : Math.round(score.value)]);
    expect(list.json().analyses[0].firstRanked).toBeUndefined();
  }, 120_000);

  it('a point placed by dragging the pin is stored at precision "pin"', async () => {
    const user = await signUp();
    const res = await create(user, {
      businessType: 'coffee-shop',
      sites: [{ lat: 41.8959, lon: -87.6668, label: '1600 W Chicago Ave', pinned: true }],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().sites[0]).toMatchObject({ precision: 'pin', lat: 41.8959 });
  });

  it('exports CSV, GeoJSON and the PDF of a finished analysis, and re-runs it with new priorities for a credit', async () => {
    const user = await signUp();
    const res = await create(user, {
      businessType: 'coffee-shop',
      sites: [{ lat: 41.9227, lon: -87.6471, label: 'Clark St' }],
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().id as string;
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${id}/export.csv`,
      headers: bearer(user.accessToken),
    });
    if (early.statusCode !== 200) expect(early.json().code).toBe('analysis_not_ready');
    await t.app.analysisJobs.startWorker();
    await waitForAnalysis(t.app, user.accessToken, id);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${id}/export.csv`,
      headers: bearer(user.accessToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="sitescout-coffee-shop-.*\.csv"/);
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['site', 'lat', 'lon', 'geocode precision']);
    expect(header).toContain('population source');
    expect(row?.startsWith('Clark St,41.9227,-87.6471,coordinates,')).toBe(true);

    const geo = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${id}/export.geojson`,
      headers: bearer(user.accessToken),
    });
    expect(geo.statusCode).toBe(200);
    const collection = JSON.parse(geo.body);
    const site = collection.features.find((f: { properties: { kind: string } }) => f.properties.kind === 'site');
    expect(site.geometry).toEqual({ type: 'Point', coordinates: [-87.6471, 41.9227] });
    type Feature = { properties: { kind: string; name: string; source: string } };
    const ofKind = (kind: string) => collection.features.filter((f: Feature) => f.properties.kind === kind);
    expect(ofKind('ring').length).toBeGreaterThan(0);
    const detail = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(user.accessToken) });
    const listed = detail.json().result.analyses[0].competitors.list as Array<{ name: string }>;
    expect(listed.length).toBeGreaterThan(0); // Lincoln Park has cafés in the Google Places extract
    const markers = ofKind('competitor') as Feature[];
    expect(markers.map((m) => m.properties.name).sort()).toEqual(listed.map((c) => c.name).sort());
    expect(markers[0]?.properties.source).toMatch(/Google/i);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${id}/report.pdf`,
      headers: bearer(user.accessToken),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // An analysis whose report was not kept (stored by an older release) is drawn on download: three downloads at
    // once from one account, two are drawn, the third is told to come back later.
    await t.db.database.db.delete(analysisReports).where(eq(analysisReports.analysisId, id));
    const burst = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, headers: bearer(user.accessToken) }),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    const busy = burst.find((r) => r.statusCode === 429);
    expect(busy?.headers['retry-after']).toBe('5');
    expect(busy?.json()).toMatchObject({ code: 'report_render_busy' });

    // Someone else's analysis is not found, not forbidden: ids are not confirmed to strangers.
    const stranger = await signUp();
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${id}`,
      headers: bearer(stranger.accessToken),
    });
    expect(peek.statusCode).toBe(404);

    const broke = await t.app.inject({
      method: 'POST',
      url: `/api/analyses/${id}/rerun`,
      headers: bearer(user.accessToken),
      payload: { priorities: { lowCompetition: 90 } },
    });
    expect(broke.statusCode).toBe(402);
    await t.app.credits.grant(user.id, { amount: 1, key: `rerun:${user.id}`, description: 'test' });
    const rerun = await t.app.inject({
      method: 'POST',
      url: `/api/analyses/${id}/rerun`,
      headers: bearer(user.accessToken),
      payload: { priorities: { lowCompetition: 90 } },
    });
    expect(rerun.statusCode).toBe(202);
    expect(rerun.json()).toMatchObject({ rerunOf: id, priorities: { lowCompetition: 90 }, siteLabels: ['Clark St'] });
    expect(rerun.json().id).not.toBe(id);
    expect(await balance(user)).toBe(0);
    const again = await waitForAnalysis(t.app, user.accessToken, rerun.json().id);
    expect(again.status).toBe('done');
  }, 120_000);

  it('names the bad field and spends nothing on bad input', async () => {
    const user = await signUp();
    await t.app.pro.grant(user.id, 'compares several sites');
    const cases: Array<[object, string]> = [
      [{ businessType: 'coffee-shop', sites: ['60614', 'zzzz qqqq xxxx'] }, 'sites.1.address'],
      [{ businessType: 'space-station', sites: ['60614'] }, 'businessType'],
      [{ businessType: 'coffee-shop', sites: ['60614'], radiusMiles: 80 }, 'radiusMiles'],
      [{ businessType: 'coffee-shop', sites: [] }, 'sites'],
      [{ businessType: 'coffee-shop', sites: [{ lat: 95, lon: 0 }] }, 'sites.0.lat'],
      [{ businessType: 'coffee-shop', sites: ['60614'], priorities: { footTraffic: 101 } }, 'priorities.footTraffic'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
      // The message names the field in words ("Site 2", "Radius"), never by its path.
      expect(res.json().message).toContain(fieldInWords(field));
    }
    expect(await balance(user)).toBe(1);
    const rows = await t.db.database.db.select().from(analyses).where(eq(analyses.userId, user.id));
    expect(rows).toHaveLength(0);
  }, 60_000);

  it('compares several sites only with Pro or a Complete Report credit (up to 3 sites)', async () => {
    const user = await signUp();
    const sites = ['60614', '60657', '41.88, -87.63'];
    const refused = await create(user, { businessType: 'bakery', sites });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'comparison_requires_pro', field: 'sites' });
    expect(await balance(user)).toBe(1);

    await t.app.credits.grant(user.id, {
      amount: 1,
      key: `cr:${user.id}`,
      description: 'Complete Report',
      unit: 'complete_report',
    });
    const tooMany = await create(user, { businessType: 'bakery', sites: [...sites, '60601'] });
    expect(tooMany.statusCode).toBe(403);
    const report = await create(user, { businessType: 'bakery', sites });
    expect(report.statusCode).toBe(202);
    expect(report.json().creditUnit).toBe('complete_report');
    expect(await t.app.credits.balances(user.id)).toEqual({ analysis: 1, complete_report: 0, pro_analysis: 0 });

    // Pro Monthly's analyses pay for a comparison of any size, leaving the account's own credits alone.
    await t.app.pro.grant(user.id, 'test');
    const pro = await create(user, { businessType: 'bakery', sites: [...sites, '60601'] });
    expect(pro.statusCode).toBe(202);
    expect(pro.json().creditUnit).toBe('pro_analysis');
    expect(await t.app.credits.balances(user.id)).toEqual({
      analysis: 1,
      complete_report: 0,
      pro_analysis: PRO_MONTHLY.analysesPerMonth - 1,
    });

    await t.app.analysisJobs.startWorker();
    const done = await waitForAnalysis(t.app, user.accessToken, report.json().id);
    const result = done.result as { analyses: unknown[]; comparison: { ranking: unknown[] } };
    expect(result.analyses).toHaveLength(3);
    expect(result.comparison.ranking).toHaveLength(3);
  }, 120_000);

  it('never overspends: concurrent starts against a balance of 3 create exactly 3 analyses', async () => {
    const user = await signUp();
    await t.app.credits.grant(user.id, { amount: 2, key: `two:${user.id}`, description: 'test' });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => create(user, { businessType: 'coffee-shop', sites: ['60614'] })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    expect(await balance(user)).toBe(0);
    const rows = await t.db.database.db.select().from(analyses).where(eq(analyses.userId, user.id));
    expect(rows).toHaveLength(3);
    // Every analysis has exactly its own spend, and every spend its analysis.
    const spends = await t.db.database.db
      .select()
      .from(creditLedger)
      .where(sql`${creditLedger.userId} = ${user.id} and ${creditLedger.kind} = 'spend'`);
    expect(spends.map((s) => s.reference).sort()).toEqual(rows.map((r) => r.id).sort());
    const jobs = await t.db.database.sql.query<{ id: string }>(
      "select id::text as id from pgboss.job where name = 'analysis' and id = any($1::uuid[])",
      [rows.map((r) => r.id)],
    );
    expect(jobs.rows).toHaveLength(3);
  }, 60_000);

  it('refunds the credit automatically when a job fails for good, and says so', async () => {
    // Its own app, whose worker starts only once the request is spoilt (a running worker wakes on every new job).
    const own = await createTestApp(kind, {
      ...smallPackEnv(),
      ...FAST_JOBS_ENV,
      PUBLIC_URL: 'https://sitescout.test',
    });
    try {
      const user = await signUpConfirmed(own.app, own.outbox);
      const res = await own.app.inject({
        method: 'POST',
        url: '/api/analyses',
        headers: bearer(user.accessToken),
        payload: { businessType: 'coffee-shop', sites: ['60614'] },
      });
      expect(res.statusCode).toBe(202);
      const id = res.json().id as string;
      // A request the engine refuses on every attempt (as if the taxonomy had dropped the type since).
      await own.db.database.db
        .update(analyses)
        .set({ request: sql`jsonb_set(${analyses.request}, '{businessType}', '"retired-type"')` })
        .where(eq(analyses.id, id));
      await own.app.analysisJobs.startWorker();
      const failed = await waitForAnalysis(own.app, user.accessToken, id);
      expect(failed).toMatchObject({ status: 'failed', refunded: true, result: null });
      expect(failed.error).toMatch(/business type/);
      expect(await own.app.credits.balance(user.id)).toBe(1);
      const kinds = (await own.app.credits.history(user.id)).map((e) => e.kind).sort();
      expect(kinds).toEqual(['grant', 'refund', 'spend']);
      const failureMail = () =>
        own.outbox().find((m) => m.to === user.email && /could not be completed/.test(m.subject));
      await expect.poll(() => failureMail()?.text ?? '', { timeout: 10_000 }).toContain('given back');
      const csv = await own.app.inject({
        method: 'GET',
        url: `/api/analyses/${id}/export.csv`,
        headers: bearer(user.accessToken),
      });
      expect(csv.statusCode).toBe(409);
    } finally {
      await own.dispose();
    }
  }, 120_000);
});
