import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { analyses, creditLedger } from '../src/db/schema/index.js';
import { createMailer, type Mailer } from '../src/infra/mail/index.js';
import { bearer, smallPackEnv } from './analyses-setup.js';
import { signUpConfirmed } from './billing-accounts.js';
import { deploymentChoices, processExit } from './helpers/built-server.js';
import { readOutbox } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const WORKER = join(dirname(fileURLToPath(import.meta.url)), '../dist/worker.js');
const ID_IN_LINK = /\/app\/analyses\/([0-9a-f-]{36})/;

/**
 * A real SMTP server on 127.0.0.1 that records which analysis each accepted mail is about. While `holding`, it
 * keeps the next messages un-acknowledged, so a worker is caught in the middle of a job.
 */
function smtpStandIn() {
  const accepted: string[] = [];
  const held: Array<() => void> = [];
  const state = { holdAfter: Number.POSITIVE_INFINITY };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        const id = ID_IN_LINK.exec(raw)?.[1] ?? 'unknown';
        if (accepted.length >= state.holdAfter) {
          held.push(() => callback(new Error('server going away')));
          return;
        }
        accepted.push(id);
        callback();
      });
    },
  });
  return { server, accepted, held, state };
}

/** A killed worker's attempts count as stuck after this long, then they are retried. */
const STUCK_AFTER = { JOB_TIMEOUT_SECONDS: '5' };

const CHICAGO_ZIPS = Array.from({ length: 20 }, (_, i) => String(60601 + i));

describe('a worker killed in the middle of 20 queued analyses, on real PostgreSQL', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let mailer: Mailer;
  let dataDir: string;
  const smtp = smtpStandIn();
  let smtpUrl: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: build first (npx tsc -b)`);
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
    db = await createTestDatabase('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-worker-test-'));
    // The web side: only enqueues (JOB_WORKER=separate); the worker processes do the work.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url ?? '',
      JOB_WORKER: 'separate',
      // Stamped on each job as it is queued: how long an attempt may stay active before it counts as stuck.
      ...STUCK_AFTER,
      PUBLIC_URL: 'https://sitescout.test',
      ...smallPackEnv(),
    });
    mailer = createMailer(config);
    app = await buildApp({ config, database: db.database, mailer });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await app?.close();
    await mailer?.close();
    await db?.dispose();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker(name: string): ChildProcess {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        ...smallPackEnv(),
        DATABASE_URL: db.url ?? '',
        DATA_DIR: join(dataDir, name),
        SMTP_URL: smtpUrl,
        PUBLIC_URL: 'https://sitescout.test',
        ...deploymentChoices({ DATABASE_URL: db.url ?? '' }),
        LOG_LEVEL: 'warn',
        JOB_CONCURRENCY: '2',
        JOB_POLL_SECONDS: '1',
        JOB_RETRY_LIMIT: '3',
        JOB_RETRY_DELAY_SECONDS: '1',
        ...STUCK_AFTER,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Warnings and errors of the worker (pino JSON on stdout) show up in the test output.
    child.stdout?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
    children.push(child);
    return child;
  }

  const rows = () => db.database.db.select().from(analyses);

  it('completes all 20 after a restart with 20 credits spent, none twice, each mailed', async () => {
    const user = await signUpConfirmed(app, () => readOutbox(join(dataDir, 'outbox')));
    await app.credits.grant(user.id, { amount: 19, key: `bought:${user.id}`, description: 'test purchase' });
    for (const zip of CHICAGO_ZIPS) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/analyses',
        headers: bearer(user.accessToken),
        payload: { businessType: 'coffee-shop', sites: [zip] },
      });
      expect(res.statusCode).toBe(202);
    }
    expect(await app.credits.balance(user.id)).toBe(0);

    // First worker: the mail server takes 5 reports, then leaves the next ones hanging — mid-job — and we kill it.
    smtp.state.holdAfter = 5;
    const first = startWorker('worker-1');
    const until = Date.now() + 120_000;
    while (smtp.held.length === 0) {
      if (Date.now() > until) throw new Error('the first worker never reached the sixth e-mail');
      await sleep(100);
    }
    first.kill('SIGKILL');
    expect((await processExit(first)).signal).toBe('SIGKILL');
    const atKill = await rows();
    const doneAtKill = atKill.filter((r) => r.status === 'done').length;
    // Five reports were accepted, and the sixth analysis is already shown (done) while its e-mail hangs. The engine
    // work goes on beside the reports (their own queue), so any number of the rest may be shown too, but none of
    // the e-mails after the fifth has gone out.
    expect(doneAtKill).toBeGreaterThanOrEqual(5);
    expect(atKill.some((r) => r.status === 'done' && r.mailStatus === 'pending')).toBe(true);
    expect(atKill.filter((r) => r.mailStatus === 'sent').length).toBeLessThan(20);

    // Restart: two workers against the same database finish everything.
    smtp.state.holdAfter = Number.POSITIVE_INFINITY;
    for (const release of smtp.held.splice(0)) release();
    const second = startWorker('worker-2');
    const third = startWorker('worker-3');
    const deadline = Date.now() + 180_000;
    for (;;) {
      const all = await rows();
      // Done, and the PDF and e-mail that follow the result too.
      if (all.every((r) => r.status === 'done' && r.reportStatus !== 'pending' && r.mailStatus !== 'pending')) break;
      expect(all.filter((r) => r.status === 'failed')).toEqual([]);
      if (Date.now() > deadline) {
        const left = all.filter((r) => r.status !== 'done').map((r) => r.id);
        const jobs = await db.database.sql.query(
          'select id, name, state, retry_count, started_on, expire_in from pgboss.job where id = any($1::uuid[])',
          [left],
        );
        throw new Error(`not finished: ${JSON.stringify(jobs.rows)}`);
      }
      await sleep(250);
    }

    const finished = await rows();
    expect(finished).toHaveLength(20);
    expect(finished.every((r) => r.notifiedAt !== null && r.result !== null && r.refundedAt === null)).toBe(true);
    // The interrupted ones were picked up again: every e-mail still pending when the worker was killed went out
    // afterwards (its delivery job retried by another worker).
    const pendingAtKill = new Set(atKill.filter((r) => r.mailStatus === 'pending').map((r) => r.id));
    expect(pendingAtKill.size).toBeGreaterThan(0);
    expect(finished.filter((r) => pendingAtKill.has(r.id)).every((r) => r.mailStatus === 'sent')).toBe(true);

    const ledger = await db.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    const spends = ledger.filter((e) => e.kind === 'spend');
    expect(spends).toHaveLength(20);
    expect(new Set(spends.map((s) => s.reference))).toEqual(new Set(finished.map((r) => r.id)));
    expect(ledger.filter((e) => e.kind === 'refund')).toEqual([]);
    expect(await app.credits.balance(user.id)).toBe(0);
    // Every analysis got its e-mail (one whose send was cut off by the kill may have been sent again).
    expect(new Set(smtp.accepted)).toEqual(new Set(finished.map((r) => r.id)));

    // Workers stop cleanly on SIGTERM.
    second.kill('SIGTERM');
    third.kill('SIGTERM');
    expect((await processExit(second)).code).toBe(0);
    expect((await processExit(third)).code).toBe(0);
  }, 400_000);
});
