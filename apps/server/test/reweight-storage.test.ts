import { type AnalysisResult, reweightResult } from '@sitescout/engine';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '../src/db/schema/index.js';
import { analysisCsv } from '../src/plugins/analyses/analysis-exports.js';
import { bearer, FAST_JOBS_ENV, smallPackEnv, waitForAnalysis } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

/** Re-weights stored by the test (each a saved version the owner can open, download and e-mail). */
const REWEIGHTS = 10;
/**
 * Each version may take at most this share of the base result's bytes, on average (a full copy took at least the
 * whole: ×1 each, ×REWEIGHTS in all). The six-site analysis here stores about 8 % a version (row included).
 */
const MAX_SHARE_PER_VERSION = 0.2;

const SITES = ['60614', '60657', '60622', '60647', '60618', '60640'];

/** A value as the API answers it (JSON), for comparing with what the engine computes. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe.each(DATABASE_KINDS)('re-weighted versions store only what changed, on %s', (kind) => {
  let t: TestApp;
  let user: SignedUpUser;
  let baseId: string;
  let baseResult: AnalysisResult;

  beforeAll(async () => {
    t = await createTestApp(kind, { ...smallPackEnv(), ...FAST_JOBS_ENV });
    // The job worker starts with the listening server.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    user = await signUpConfirmed(t.app, t.outbox);
    await t.app.pro.grant(user.id, 'test');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: bearer(user.accessToken),
      payload: { businessType: 'coffee-shop', sites: SITES },
    });
    expect(created.statusCode).toBe(202);
    baseId = (await waitForAnalysis(t.app, user.accessToken, created.json().id, 120_000)).id;
    baseResult = (await get(baseId)).result as AnalysisResult;
    expect(baseResult.analyses).toHaveLength(SITES.length);
    expect(baseResult.comparison).not.toBeNull();
  }, 240_000);
  afterAll(() => t?.dispose());

  const get = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: bearer(user.accessToken) });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; result: unknown };
  };
  const reweight = async (id: string, priorities: Record<string, number>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/analyses/${id}/reweight`,
      headers: bearer(user.accessToken),
      payload: { priorities },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; result: unknown };
  };
  /** Bytes the rows take in the table (each row whole, its result as stored: compressed when PostgreSQL does). */
  const rowBytes = async (ids: string[]) => {
    const rows = await t.db.database.db
      .select({ bytes: sql<number>`pg_column_size(${analyses})` })
      .from(analyses)
      .where(inArray(analyses.id, ids));
    return rows.reduce((sum, r) => sum + Number(r.bytes), 0);
  };

  it(`${REWEIGHTS} re-weights of a ${SITES.length}-site analysis grow the table by a fraction of one result each`, async () => {
    const [base] = await t.db.database.db
      .select({ bytes: sql<number>`pg_column_size(${analyses.result})` })
      .from(analyses)
      .where(eq(analyses.id, baseId));
    const baseBytes = Number(base?.bytes);
    const versions: string[] = [];
    for (let i = 0; i < REWEIGHTS; i++) versions.push((await reweight(baseId, { footTraffic: 5 + i * 9 })).id);
    const grown = await rowBytes(versions);
    const ratio = grown / baseBytes;
    console.log(
      `[reweight-storage ${kind}] base result ${baseBytes} B; ${REWEIGHTS} versions ${grown} B (×${ratio.toFixed(3)} of the base, ${Math.round(grown / REWEIGHTS)} B each)`,
    );
    expect(ratio / REWEIGHTS).toBeLessThan(MAX_SHARE_PER_VERSION);
  }, 120_000);

  it('a re-weighted version (and one re-weighted again) reads back as the full result a copy would hold', async () => {
    const sliders = { footTraffic: 90, lowCompetition: 10 };
    const version = await reweight(baseId, sliders);
    const expected = asJson(reweightResult(baseResult, sliders));
    expect(version.result).toEqual(expected);
    expect((await get(version.id)).result).toEqual(expected);
    // The ranking moved with the sliders: this is a real re-scoring, not the base read back.
    expect(expected).not.toEqual(asJson(baseResult));

    // Exports read the same full result.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/analyses/${version.id}/export.csv`,
      headers: bearer(user.accessToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(analysisCsv(expected));

    // Re-weighting the version again: still only its changes, against the same base (reads never chain).
    const again = { customerProximity: 95 };
    const second = await reweight(version.id, again);
    const expectedSecond = asJson(reweightResult(expected, again));
    expect((await get(second.id)).result).toEqual(expectedSecond);
    const [stored] = await t.db.database.db
      .select({ result: analyses.result })
      .from(analyses)
      .where(eq(analyses.id, second.id));
    expect(stored?.result).toMatchObject({ reweightOf: baseId });
  }, 120_000);
});
