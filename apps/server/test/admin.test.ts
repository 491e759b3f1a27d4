import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { adminAuditLog, analyses, creditLedger, paymentOrders } from '../src/db/schema/index.js';
import { runAdminCommand } from '../src/plugins/admin/admin-commands.js';
import { type ListeningApp, signIn, signUpConfirmed, startListeningApp } from './helpers/auth-server.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Lantern-Orchard-Basalt-58';
const ADMIN_SCRIPT = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist', 'scripts', 'admin.js');
const ADMIN_EMAIL = `Admin.${randomUUID().slice(0, 8)}@Example.com`;

describe.each(DATABASE_KINDS)('the admin API on %s', (kind) => {
  let t: ListeningApp;
  let admin: { id: string; email: string; token: string };
  beforeAll(async () => {
    // ADMIN_EMAILS compares case-insensitively: the account signs up in lower case.
    t = await startListeningApp(kind, { ADMIN_EMAILS: ` other@example.com , ${ADMIN_EMAIL.toUpperCase()}` });
    admin = await account(ADMIN_EMAIL.toLowerCase());
  });
  afterAll(() => t.dispose());

  async function account(email = `owner.${randomUUID().slice(0, 8)}@example.com`) {
    const id = await signUpConfirmed(t, email, PASSWORD);
    const session = await signIn(t, email, PASSWORD);
    return { id, email, token: session.access_token };
  }
  const call = (method: string, url: string, token?: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
  const key = () => randomUUID();
  const auditOf = (userId: string) =>
    t.app.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId));

  it('answers 401 signed out and 403 to a non-administrator on every admin route of the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/admin/accounts',
      'GET /api/admin/audit-log',
      'POST /api/admin/accounts/{userId}/credits',
      'POST /api/admin/accounts/{userId}/pro/end',
      'POST /api/admin/accounts/{userId}/pro/grant',
      'POST /api/admin/analyses/{analysisId}/resend-report',
    ]);
    const owner = await account();
    const body = { reason: 'trying', idempotencyKey: key(), change: 'add', amount: 1 };
    for (const { method, path } of routes) {
      const url = `${path.replace('{userId}', owner.id).replace('{analysisId}', randomUUID())}?email=${owner.email}`;
      const payload = method === 'POST' ? body : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${path} signed out`).toBe(401);
      const refused = await call(method, url, owner.token, payload);
      expect(refused.statusCode, `${method} ${path} as a non-administrator`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'not_admin' });
    }
    expect(await t.app.credits.balance(owner.id)).toBe(1);
    expect(await auditOf(owner.id)).toEqual([]);
    // The account's status tells the web app whom to show the admin page to.
    expect((await call('GET', '/api/account/status', owner.token)).json().admin).toBe(false);
    expect((await call('GET', '/api/account/status', admin.token)).json().admin).toBe(true);
  });

  it('looks an account up by e-mail: plan, credits, orders with receipts, ledger and analyses with report status', async () => {
    const owner = await account();
    const analysisId = randomUUID();
    await t.app.database.db.insert(analyses).values({
      id: analysisId,
      userId: owner.id,
      notifyEmail: owner.email,
      businessType: 'coffee-shop',
      request: { sites: [{ label: '2400 N Clark St, Chicago, IL', lat: 41.92, lon: -87.64 }], radiusMiles: 1 },
      creditUnit: 'analysis',
      status: 'done',
      reportStatus: 'none',
      mailStatus: 'sent',
      result: { analyses: [] },
    });
    await t.app.database.db.insert(paymentOrders).values({
      userId: owner.id,
      offerId: 'additional-analyses',
      quantity: 5,
      amountCents: 4995,
      currency: 'usd',
      provider: 'local',
      providerSessionId: 'cs_local_1',
      status: 'paid',
    });
    const view = await call('GET', `/api/admin/accounts?email=${owner.email.toUpperCase()}`, admin.token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      id: owner.id,
      email: owner.email,
      plan: 'Pay as you go',
      proUntil: null,
      balances: { analysis: 1, completeReport: 0 },
      orders: [{ status: 'paid', quantity: 5, amountCents: 4995 }],
      receipts: [
        { item: 'Additional analyses', quantity: 5, amount: '$49.95 USD', paymentReference: 'cs_local_1 (test mode)' },
      ],
      ledger: [{ kind: 'grant', amount: 1 }],
      analyses: [{ id: analysisId, status: 'done', reportStatus: 'none', mailStatus: 'sent' }],
    });
    expect((await call('GET', '/api/admin/accounts?email=nobody@example.com', admin.token)).statusCode).toBe(404);

    const before = t.outbox().filter((m) => m.to === owner.email).length;
    const resend = { reason: 'the owner lost the mail', idempotencyKey: key() };
    const sent = await call('POST', `/api/admin/analyses/${analysisId}/resend-report`, admin.token, resend);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ replayed: false, entry: { action: 'report.resend', targetUserId: owner.id } });
    const again = await call('POST', `/api/admin/analyses/${analysisId}/resend-report`, admin.token, resend);
    expect(again.json()).toMatchObject({ replayed: true });
    expect(t.outbox().filter((m) => m.to === owner.email)).toHaveLength(before + 1);
  });

  it('grants Pro for some months and ends it, which the account sees at once; each action audited', async () => {
    const owner = await account();
    const credits = async () => (await call('GET', '/api/billing/credits', owner.token)).json();
    const grant = { reason: 'after the consultation', idempotencyKey: key(), months: 2 };
    const granted = await call('POST', `/api/admin/accounts/${owner.id}/pro/grant`, admin.token, grant);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().entry).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'pro.grant',
      reason: 'after the consultation',
      details: { months: 2, started: true },
    });
    expect((await credits()).pro).toBe(true);
    // Granted for two months: the holder sees the end and cannot resume past it.
    expect((await credits()).proAllowance).toMatchObject({ endsAtFixed: true });
    expect((await call('POST', '/api/billing/pro/resume', owner.token)).statusCode).toBe(404);
    const view = (await call('GET', `/api/admin/accounts?email=${owner.email}`, admin.token)).json();
    expect(view.plan).toBe('Pro Monthly');
    const until = new Date(view.proUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(58 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(63 * 86_400_000);
    // The same key again changes nothing (no second two months).
    expect((await call('POST', `/api/admin/accounts/${owner.id}/pro/grant`, admin.token, grant)).json()).toMatchObject({
      replayed: true,
    });
    const end = { reason: 'asked to stop', idempotencyKey: key() };
    const ended = await call('POST', `/api/admin/accounts/${owner.id}/pro/end`, admin.token, end);
    expect(ended.json()).toMatchObject({ replayed: false, entry: { action: 'pro.end', details: { ended: true } } });
    expect((await credits()).pro).toBe(false);
    const log = (await call('GET', `/api/admin/audit-log?userId=${owner.id}`, admin.token)).json();
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual(['pro.end', 'pro.grant']);
    const unknown = { reason: 'x', idempotencyKey: key() };
    expect((await call('POST', `/api/admin/accounts/${randomUUID()}/pro/end`, admin.token, unknown)).statusCode).toBe(
      404,
    );
  });

  it('adds and refunds credits once per idempotency key, ledger entry and audit row in one transaction', async () => {
    const owner = await account();
    const url = `/api/admin/accounts/${owner.id}/credits`;
    const add = { reason: 'goodwill after an outage', idempotencyKey: key(), change: 'add', amount: 3 };
    const results = await Promise.all([call('POST', url, admin.token, add), call('POST', url, admin.token, add)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().replayed).sort()).toEqual([false, true]);
    const refund = { reason: 'failed analysis', idempotencyKey: key(), change: 'refund', amount: 1 };
    expect((await call('POST', url, admin.token, refund)).json().entry).toMatchObject({
      action: 'credits.refund',
      details: { amount: 1, unit: 'analysis', balanceAfter: 5 },
    });
    expect((await call('POST', url, admin.token, refund)).json().replayed).toBe(true);
    expect(await t.app.credits.balance(owner.id)).toBe(5);
    const entries = await t.app.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.id));
    expect(entries.map((e) => `${e.kind} ${e.amount}`).sort()).toEqual(['grant 1', 'grant 3', 'refund 1']);
    expect(entries.find((e) => e.kind === 'refund')?.description).toBe('Refunded by SiteScout: failed analysis');
    const audit = await auditOf(owner.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['credits.add', 'credits.refund']);
    expect(audit.every((a) => a.adminId === admin.id)).toBe(true);

    // A reason is required; a failed change leaves neither a ledger entry nor an audit row.
    const noReason = await call('POST', url, admin.token, { ...add, idempotencyKey: key(), reason: '' });
    expect(noReason.statusCode).toBe(400);
    const tooMany = await call('POST', url, admin.token, { ...add, idempotencyKey: key(), amount: 5000 });
    expect(tooMany.statusCode).toBe(400);
    expect(await auditOf(owner.id)).toHaveLength(2);

    // The command line goes through the same actions and audit log.
    expect(await runAdminCommand(['credits', 'add', owner.email, '2', 'phone', 'support'], t.db.database)).toBe(
      `Added 2 analysis credit(s) for ${owner.email}: 7 now`,
    );
    expect((await auditOf(owner.id)).find((a) => a.adminEmail === 'cli')).toMatchObject({
      adminId: null,
      action: 'credits.add',
      reason: 'phone support',
    });
  });

  it('npm run admin works while the server serves on PostgreSQL; on PGlite it refuses and names the admin page', async () => {
    const owner = await account();
    const cli = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, [ADMIN_SCRIPT, 'credits', 'add', owner.email, '1', 'on', 'the', 'phone'], {
        env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PUBLIC_URL: t.baseUrl, ...env },
      });
    if (kind === 'postgres') {
      const { stdout } = await cli({ DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' });
      expect(stdout).toBe(`Added 1 analysis credit(s) for ${owner.email}: 2 now\n`);
      expect(await t.app.credits.balance(owner.id)).toBe(2);
      expect((await auditOf(owner.id)).map((a) => [a.adminEmail, a.reason])).toEqual([['cli', 'on the phone']]);
      return;
    }
    // The test app's PGlite lives in memory: a database opened on disk here stands for a server serving from DATA_DIR.
    const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-admin-cli-'));
    const serving = await openDatabase({ dataDir });
    try {
      const refused = await cli({ DATA_DIR: dataDir }).then(
        () => 'ran',
        (error: { code: number; stderr: string }) => `${error.code} ${error.stderr}`,
      );
      expect(refused).toMatch(/^1 sitescout admin: the embedded database in .* is in use by .*\/app\/admin/);
    } finally {
      await serving.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
