import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPackEnv } from './analyses-setup.js';
import { BILLING_TEST_PASSWORD } from './billing-accounts.js';
import { type StripeStandIn, sessionEvent, startStripeStandIn } from './billing-stripe-stand-in.js';
import {
  type BuiltServer,
  type HttpUser,
  outboxMail,
  signUpOverHttp,
  startBuiltServer,
} from './helpers/built-server.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const WEBHOOK_SECRET = 'whsec_fault_kill_test_secret';
const SECRET_KEY = 'sk_test_fault_kill_stand_in';
// Only used for its webhook helper: signing payloads the way Stripe does.
const stripe = new Stripe(SECRET_KEY);

/**
 * The server is SIGKILLed after Stripe captured the payment and while it is fulfilling the order: its settle()
 * transaction is stopped, deterministically, on the order's row lock, which the test holds from another connection.
 */
describe('server killed between payment capture and fulfilment: the webhook retry fulfils exactly once', () => {
  let standIn: StripeStandIn;
  let db: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const servers: BuiltServer[] = [];
  let user: HttpUser;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    db = await createTestDatabase('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-fault-webhook-'));
    env = {
      ...smallPackEnv(),
      DATABASE_URL: db.url ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://sitescout.test',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    };
    servers.push(await startBuiltServer(env, 'first server'));
    user = await signUpOverHttp(servers[0]?.url ?? '', outboxMail(dataDir), BILLING_TEST_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await db?.dispose();
    await standIn?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const sqlRows = async <T>(text: string, params: unknown[]): Promise<T[]> =>
    (await db.database.sql.query<T>(text, params)).rows;

  const deliver = (server: BuiltServer, payload: string) =>
    fetch(`${server.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        // Stripe signs every delivery afresh (new timestamp), retries included.
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
      signal: AbortSignal.timeout(15_000),
    });

  const balance = async (server: BuiltServer) => {
    const res = await fetch(`${server.url}/api/billing/credits`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { balance: number }).balance;
  };

  it('credits nothing when killed mid-settle, then once on the retry, never again on replays', async () => {
    const first = servers[0] as BuiltServer;
    const startBalance = await balance(first);

    // Checkout: the open order and its Stripe session.
    const checkout = await fetch(`${first.url}/functions/v1/purchase-credits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({ packageId: 'additional-analyses', quantity: 5 }),
    });
    expect(checkout.status).toBe(200);
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop() ?? '';
    const [order] = await sqlRows<{ id: string; status: string }>(
      'select id, status from payment_orders where provider_session_id = $1',
      [sessionId],
    );
    expect(order?.status).toBe('open');
    const orderId = order?.id ?? '';
    const completed = sessionEvent(`evt_completed_${sessionId}`, 'checkout.session.completed', {
      id: sessionId,
      orderId,
    });

    // Hold the order's row lock from outside, so the server's settle() transaction waits on it.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    let blockedPid: number | undefined;
    try {
      await locker.query('begin');
      await locker.query('select id from payment_orders where id = $1 for update', [orderId]);

      // Stripe delivers checkout.session.completed (the payment is captured by now).
      const firstDelivery = deliver(first, completed).then(
        (res) => `answered ${res.status}`,
        (error: unknown) => `failed: ${(error as Error).message}`,
      );
      const until = Date.now() + 15_000;
      while (blockedPid === undefined) {
        const [waiting] = await sqlRows<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and state = 'active'
              and query ilike '%payment_orders%for update%'`,
          [],
        );
        blockedPid = waiting?.pid;
        if (blockedPid === undefined) {
          if (Date.now() > until) throw new Error(`settle() never waited on the order lock:\n${first.output()}`);
          await sleep(50);
        }
      }

      // Killed in the middle of fulfilment: no chance to answer, roll back or log.
      first.child.kill('SIGKILL');
      expect((await first.exited()).signal).toBe('SIGKILL');
      // Stripe saw no 2xx: it will retry.
      expect(await firstDelivery).toMatch(/^failed: /);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }

    // The dead server's session ends once PostgreSQL notices the closed socket; its transaction is rolled back.
    const gone = Date.now() + 15_000;
    while ((await sqlRows('select 1 from pg_stat_activity where pid = $1', [blockedPid])).length > 0) {
      if (Date.now() > gone) throw new Error(`the killed server's session ${blockedPid} is still there`);
      await sleep(100);
    }
    const [afterKill] = await sqlRows<{ status: string; settled_at: Date | null }>(
      'select status, settled_at from payment_orders where id = $1',
      [orderId],
    );
    expect(afterKill).toEqual({ status: 'open', settled_at: null });
    expect(await sqlRows('select * from payment_events where order_id = $1', [orderId])).toEqual([]);
    expect(await sqlRows('select * from credit_ledger where reference = $1', [orderId])).toEqual([]);

    // The server comes back (same DATA_DIR, database and keys); Stripe retries the same event.
    const second = await startBuiltServer(env, 'restarted server');
    servers.push(second);
    expect(await balance(second)).toBe(startBalance);
    const retry = await deliver(second, completed);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ received: true, result: 'fulfilled' });
    expect(await balance(second)).toBe(startBalance + 5);

    // Stripe delivers it once more, and then another event for the same session: nothing more is credited.
    const replay = await deliver(second, completed);
    expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
    const other = sessionEvent(`evt_async_${sessionId}`, 'checkout.session.async_payment_succeeded', {
      id: sessionId,
      orderId,
    });
    const late = await deliver(second, other);
    expect(await late.json()).toEqual({ received: true, result: 'already_settled' });
    expect(await balance(second)).toBe(startBalance + 5);

    const ledger = await sqlRows<{ kind: string; amount: number; user_id: string }>(
      'select kind, amount, user_id from credit_ledger where reference = $1',
      [orderId],
    );
    expect(ledger).toEqual([{ kind: 'purchase', amount: 5, user_id: user.id }]);
    const [paid] = await sqlRows<{ status: string }>('select status from payment_orders where id = $1', [orderId]);
    expect(paid?.status).toBe('paid');
    const events = await sqlRows<{ event_id: string }>(
      'select event_id from payment_events where order_id = $1 order by event_id',
      [orderId],
    );
    expect(events.map((e) => e.event_id).sort()).toEqual([`evt_async_${sessionId}`, `evt_completed_${sessionId}`]);
    expect(second.alive()).toBe(true);
  }, 120_000);
});
