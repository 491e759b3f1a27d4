import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildDataPack } from '@sitescout/geodata';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { batchExports, batches, batchRows } from '../src/db/schema/index.js';
import { createMailer } from '../src/infra/mail/index.js';
import { bearer, FAST_JOBS_ENV } from './analyses-setup.js';
import { type SignedUpUser, signUpConfirmed } from './billing-accounts.js';
import { GEOCODER_FILES, geodataSubset, STREET_FILES } from './helpers/geo-pack.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

/** Geocoder files, the Chicago street index and Chicago's cafés: real addresses place and score. */
function batchPackEnv(): Record<string, string> {
  const geodataDir = geodataSubset([
    ...GEOCODER_FILES,
    ...STREET_FILES,
    'places/chicago-google-places-2025/chicago_restaurants.csv',
  ]);
  const packDir = mkdtempSync(join(tmpdir(), 'sitescout-batch-pack-'));
  buildDataPack(geodataDir, packDir);
  return { GEODATA_PACK_DIR: packDir, GEODATA_DIR: geodataDir };
}

interface BatchJson {
  id: string;
  status: string;
  totalRows: number;
  processedRows: number;
  percent: number;
  rows: Array<{
    rank: number | null;
    rowNumber: number;
    name: string | null;
    result: { score: number | null; precision: string; parts: Record<string, number | null> } | null;
  }>;
  failed: Array<{ rowNumber: number; error: string }>;
}

async function waitForBatch(app: FastifyInstance, token: string, id: string, maxWaitMs = 120_000) {
  const until = Date.now() + maxWaitMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/batches/${id}`, headers: bearer(token) });
    const body = res.json() as BatchJson;
    if (body.status === 'done' || body.status === 'failed') return body;
    if (Date.now() > until)
      throw new Error(
        `batch ${id} still ${body.status} after ${maxWaitMs} ms: ${res.statusCode} ${res.body.slice(0, 300)}`,
      );
    await sleep(200);
  }
}

const GOOD_CSV = [
  'Store name,Street address,City,Latitude,Longitude',
  'Lincoln Park,2400 N Clark St,Chicago,,',
  'Loop,400 S State St,Chicago,,',
  '"Wicker Park, by the L",1600 N Milwaukee Ave,Chicago,,',
  'Pinned,,,41.8789,-87.6359',
  'Nowhere,99 Qwxzv Blvd,Qwxzvtown ZZ,,',
].join('\n');

describe.each(DATABASE_KINDS)('batch scoring on %s', (kind) => {
  let t: TestApp;
  let env: Record<string, string>;
  let pro: SignedUpUser;
  beforeAll(async () => {
    env = { ...batchPackEnv(), ...FAST_JOBS_ENV };
    t = await createTestApp(kind, env);
    await t.app.batchJobs.startWorker();
    pro = await signUpConfirmed(t.app, t.outbox);
    await t.app.pro.grant(pro.id, 'batch test');
  }, 180_000);
  afterAll(() => t?.dispose());

  const post = (token: string, payload: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/batches', headers: { ...bearer(token), ...headers }, payload });
  const storedBatches = async (userId: string) =>
    t.db.database.db.select().from(batches).where(eq(batches.userId, userId));

  it('refuses accounts without Pro and says how to get it; nothing is stored', async () => {
    const other = await signUpConfirmed(t.app, t.outbox);
    const res = await post(other.accessToken, { businessType: 'coffee-shop', csv: GOOD_CSV });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'pro_required',
      message: expect.stringContaining('Contact Us page (/contact-us)'),
    });
    expect(await storedBatches(other.id)).toEqual([]);
  });

  it('names each bad input and stores nothing', async () => {
    const cases: Array<[object | string, number, string, RegExp, Record<string, string>?]> = [
      [
        { businessType: 'coffee-shop', csv: 'Name,Phone\nA,555\n' },
        400,
        'no_address_column',
        /No address column.*Name, Phone/,
      ],
      [{ businessType: 'coffee-shop', csv: 'Address\n' }, 400, 'no_rows', /no rows/],
      [{ businessType: 'coffee-shop', addresses: [] }, 400, 'no_rows', /No addresses/],
      [
        { businessType: 'coffee-shop', csv: `Address\n${'2400 N Clark St, Chicago\n'.repeat(1001)}` },
        400,
        'too_many_rows',
        /^CSV file: more than 1,000 rows; a batch takes at most 1,000/,
      ],
      // Counted before parsing: a header of thousands of columns, a file of nothing but separators.
      [
        { businessType: 'coffee-shop', csv: `${'Address,'.repeat(150)}City\n2400 N Clark St,Chicago\n` },
        400,
        'too_many_columns',
        /^CSV file: more than 100 columns \(line 1\)/,
      ],
      [
        { businessType: 'coffee-shop', csv: `Address\n2400 N Clark St\n${',,,,\n'.repeat(1_001)}` },
        400,
        'too_many_blank_lines',
        /^CSV file: more than 1,000 empty lines/,
      ],
      [
        { businessType: 'coffee-shop', csv: `Address\n${'x'.repeat(20 * 1024 * 1024)}` },
        413,
        'upload_too_large',
        /The upload is 20\.0 MB; a batch file may be at most 2\.0 MB/,
      ],
      // A zip file (an .xlsx) read as text: control characters and bytes that are not UTF-8.
      [
        {
          businessType: 'coffee-shop',
          csv: `PK\u0003\u0004\u0014\u0006\b!\ufffd\ufffd\u0001[Content_Types].xml\ufffd\u0002`,
        },
        400,
        'not_csv_text',
        /not CSV text/,
      ],
      // With NUL bytes in it, the request guard refuses it first, naming the field.
      [
        { businessType: 'coffee-shop', csv: 'PK\u0003\u0004\u0000\u0000' },
        400,
        'invalid_input',
        /^CSV file: must not contain NUL/,
      ],
      [
        { businessType: 'coffee-shop', csv: GOOD_CSV, columns: { address: 'Addr' } },
        400,
        'unknown_column',
        /no column "Addr"/,
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const res = await post(pro.accessToken, payload);
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({
        status,
        body: { code, message: expect.stringMatching(message) },
      });
    }
    expect(await storedBatches(pro.id)).toEqual([]);
  });

  it('documents the batch calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/batches'))).toEqual([
      '/api/batches/preview',
      '/api/batches',
      '/api/batches/{id}',
      '/api/batches/{id}/export.csv',
      '/api/batches/{id}/export.xlsx',
    ]);
    expect(doc.paths['/api/batches'].post.responses).toHaveProperty('413');
  });

  it('previews a CSV: its columns, the suggested mapping and the row count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/batches/preview',
      headers: bearer(pro.accessToken),
      payload: { csv: GOOD_CSV },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      columns: ['Store name', 'Street address', 'City', 'Latitude', 'Longitude'],
      suggested: { name: 'Store name', address: 'Street address', city: 'City', lat: 'Latitude', lon: 'Longitude' },
      rows: 5,
    });
  });

  it('scores a CSV: ranked by site score, the unplaceable row listed with its reason, CSV and XLSX downloads', async () => {
    const res = await post(pro.accessToken, { businessType: 'coffee-shop', csv: GOOD_CSV, fileName: 'sites.csv' });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    const done = await waitForBatch(t.app, pro.accessToken, id);
    expect(done).toMatchObject({ status: 'done', totalRows: 5, processedRows: 5, percent: 100 });
    expect(done.rows.map((r) => r.name).sort()).toEqual(['Lincoln Park', 'Loop', 'Pinned', 'Wicker Park, by the L']);
    const scores = done.rows.map((r) => r.result?.score ?? null);
    const ranked = scores.filter((s): s is number => s !== null);
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a));
    // The comparison's ranking rule: equal scores share a rank (1, 1, 3), the next rank counts the sites above it.
    expect(done.rows.filter((r) => r.rank !== null).map((r) => r.rank)).toEqual(
      ranked.map((s) => 1 + ranked.filter((x) => x > s).length),
    );
    expect(done.rows.find((r) => r.name === 'Pinned')?.result?.precision).toBe('coordinates');
    expect(done.rows.find((r) => r.name === 'Loop')?.result?.precision).toBe('street');
    expect(done.failed).toEqual([
      expect.objectContaining({ rowNumber: 5, error: expect.stringMatching(/^Address not found/) }),
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/batches/${id}/export.csv`,
      headers: bearer(pro.accessToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/batch-coffee-shop-.*\.csv/);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Rank,Row,Name,Address,/);
    expect(lines.at(-1)).toMatch(/^,5,Nowhere,.*,not scored,"Address not found/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/batches/${id}/export.xlsx`,
      headers: bearer(pro.accessToken),
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sites');
    expect(sheet?.rowCount).toBe(6);
    expect(sheet?.getRow(2).getCell(3).value).toBe(done.rows[0]?.name);
    expect(sheet?.getRow(2).getCell(9).value).toBe(done.rows[0]?.result?.score ?? null);
    // Built once, by the worker, when the batch finished: downloads send the stored bytes.
    const [stored] = await t.db.database.db.select().from(batchExports).where(eq(batchExports.batchId, id));
    expect(stored?.xlsx.equals(xlsx.rawPayload)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/batches/${id}/export.xlsx`,
      headers: bearer(pro.accessToken),
    });
    expect(again.rawPayload.equals(xlsx.rawPayload)).toBe(true);
  });

  it('scores pasted addresses', async () => {
    const res = await post(pro.accessToken, {
      businessType: 'coffee-shop',
      addresses: ['2400 N Clark St, Chicago, IL', '', '60614'],
    });
    expect(res.statusCode).toBe(202);
    const done = await waitForBatch(t.app, pro.accessToken, (res.json() as { id: string }).id);
    expect(done).toMatchObject({ status: 'done', totalRows: 2, failed: [] });
  });

  it('resumes an interrupted batch after a restart: rows scored before are kept, the rest scored once', async () => {
    // A server of its own that queues but has not started its worker: the batch waits, as when a restart cut it
    // short (this file's other server works another database).
    const before = await createTestApp(kind, env);
    const user = await signUpConfirmed(before.app, before.outbox);
    await before.app.pro.grant(user.id);
    const addresses = Array.from({ length: 60 }, (_, i) => `${2000 + 10 * i} N Clark St, Chicago, IL`);
    const res = await before.app.inject({
      method: 'POST',
      url: '/api/batches',
      headers: bearer(user.accessToken),
      payload: { businessType: 'coffee-shop', addresses },
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    // What an earlier attempt had stored before the process stopped: its first slice of 25 rows.
    const db = before.db.database.db;
    const marker = {
      score: 1,
      coverage: 'from the first attempt',
      parts: { demand: 1, competition: 1, access: 1, cost: 1, fit: 1 },
      competitors: { estimate: null, low: null, high: null, source: null },
      forecast: { expected: null, low: null, high: null, model: null, reason: 'test' },
      precision: 'street',
      placedAs: 'first attempt',
    };
    for (let row = 1; row <= 25; row++) {
      await db
        .update(batchRows)
        .set({ status: 'scored', result: marker, lat: 41.9, lon: -87.6 })
        .where(eq(batchRows.rowNumber, row));
    }
    await db.update(batches).set({ status: 'running', attempts: 1, processedRows: 25 }).where(eq(batches.id, id));
    await before.app.close();

    // The restarted server's worker picks the job up and scores only what is left.
    const mailer = createMailer(before.config);
    const after = await buildApp({ config: before.config, database: before.db.database, mailer });
    await after.ready();
    try {
      await after.batchJobs.startWorker();
      const done = await waitForBatch(after, user.accessToken, id, 30_000);
      expect(done).toMatchObject({ status: 'done', totalRows: 60, processedRows: 60 });
      const rows = await db.select().from(batchRows).where(eq(batchRows.batchId, id));
      expect(rows.filter((r) => (r.result as { coverage?: string }).coverage === marker.coverage)).toHaveLength(25);
      expect(rows.filter((r) => r.status === 'scored')).toHaveLength(60);
      const [stored] = await db.select().from(batches).where(eq(batches.id, id));
      expect(stored?.attempts).toBe(2);
    } finally {
      await after.close();
      await mailer.close();
      await before.dispose();
    }
  }, 180_000);
});

describe.each(DATABASE_KINDS)('rows waiting per account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker here (not started): batches stay queued, as behind a long queue.
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t?.dispose());

  it('takes up to 2,000 waiting rows per account, then refuses with 429 until they are scored; others are not held', async () => {
    const pro = await signUpConfirmed(t.app, t.outbox);
    const other = await signUpConfirmed(t.app, t.outbox);
    for (const user of [pro, other]) await t.app.pro.grant(user.id, 'queue test');
    const csv = `Address\n${Array.from({ length: 1_000 }, (_, i) => `${i + 1} N State St, Chicago`).join('\n')}`;
    const start = (token: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/batches', headers: bearer(token), payload: body });
    expect((await start(pro.accessToken, { businessType: 'coffee-shop', csv })).statusCode).toBe(202);
    expect((await start(pro.accessToken, { businessType: 'coffee-shop', csv })).statusCode).toBe(202);
    const third = await start(pro.accessToken, { businessType: 'coffee-shop', addresses: ['2400 N Clark St'] });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'batches_queued',
      message: expect.stringMatching(/2,000 rows still waiting.*more than 2,000/),
    });
    expect((await start(other.accessToken, { businessType: 'coffee-shop', csv })).statusCode).toBe(202);
  });
});
