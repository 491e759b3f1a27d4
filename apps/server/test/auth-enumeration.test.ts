import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Marble-Falcon-Tundra-93';
const SAMPLES = 9;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The parts of an answer that may differ between any two sign-ups (ids, times, the address itself) blanked. */
function shape(body: Record<string, unknown>): string {
  return JSON.stringify(body, (key, value) =>
    [
      'id',
      'identity_id',
      'user_id',
      'sub',
      'created_at',
      'updated_at',
      'confirmation_sent_at',
      'last_sign_in_at',
      'email',
    ].includes(key)
      ? '·'
      : value,
  );
}

/**
 * The probe told accounts apart by sign-up timing (66 vs 172 ms) and by recovery's 429 for known addresses only.
 * Both endpoints now answer the same status and body, after the same time, whether or not the address exists.
 */
describe.each(DATABASE_KINDS)('account enumeration on %s', (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUpConfirmed(t, `known.${kind}@example.com`, PASSWORD);
  });
  afterAll(() => t.dispose());

  /** Each call from its own address, so the per-IP send limit stays out of the measurement. */
  async function timed(url: string, payload: object) {
    ip += 1;
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.22.${Math.floor(ip / 250)}.${ip % 250}`,
      payload,
    });
    return { ms: performance.now() - started, status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  it('sign-up: same status, same body, medians within 20 ms', async () => {
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      known.push(await timed('/auth/v1/signup', { email: `known.${kind}@example.com`, password: PASSWORD }));
      unknown.push(await timed('/auth/v1/signup', { email: `new${i}.${kind}@example.com`, password: PASSWORD }));
    }
    expect(new Set([...known, ...unknown].map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set([...known, ...unknown].map((r) => shape(r.body))).size).toBe(1);
    const gap = Math.abs(median(known.map((r) => r.ms)) - median(unknown.map((r) => r.ms)));
    expect(gap, `medians ${median(known.map((r) => r.ms))} vs ${median(unknown.map((r) => r.ms))}`).toBeLessThan(20);
  }, 120_000);

  it('recovery: same status (no 429 for known addresses), same body, medians within 20 ms', async () => {
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      // Asking again within the minute used to answer 429 for known addresses only.
      known.push(await timed('/auth/v1/recover', { email: `known.${kind}@example.com` }));
      unknown.push(await timed('/auth/v1/recover', { email: `nobody${i}.${kind}@example.com` }));
    }
    expect(new Set([...known, ...unknown].map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set([...known, ...unknown].map((r) => JSON.stringify(r.body)))).toEqual(new Set(['{}']));
    const gap = Math.abs(median(known.map((r) => r.ms)) - median(unknown.map((r) => r.ms)));
    expect(gap, `medians ${median(known.map((r) => r.ms))} vs ${median(unknown.map((r) => r.ms))}`).toBeLessThan(20);
    expect(t.outbox().filter((m) => m.to === `known.${kind}@example.com` && /Reset/.test(m.subject))).toHaveLength(1);
  }, 120_000);
});
