import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authOneTimeTokens, authUsers } from '../src/db/schema/index.js';
import { type ListeningApp, startListeningApp } from './helpers/auth-server.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const PASSWORD = 'Saffron-Tundra-Mosaic-64';

interface Received {
  authorization: string | undefined;
  body: { to: string; body: string };
}

/** A stand-in SMS gateway on 127.0.0.1 speaking the provider protocol: JSON POST, bearer key, 2xx = accepted. */
async function startSmsGateway(): Promise<{ url: string; received: Received[]; failNext: () => void; server: Server }> {
  const received: Received[] = [];
  let fail = false;
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (fail) {
      fail = false;
      res.writeHead(503).end('{"error":"unavailable"}');
      return;
    }
    received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/messages`, received, failNext: () => (fail = true), server };
}

function codeIn(text: string): string {
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

describe.each(DATABASE_KINDS)('SMS sign-up through an HTTP provider on %s', (kind) => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    t = await createTestApp(kind, { SMS_URL: gateway.url, SMS_API_KEY: 'gateway-key-123' });
  });
  afterAll(async () => {
    await t.dispose();
    gateway.server.close();
  });
  beforeEach(() => {
    gateway.received.length = 0;
  });

  const signUp = (phone: string) =>
    t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { phone, password: PASSWORD, channel: 'sms' } });
  const verify = (phone: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { type: 'sms', phone, token } });

  it('texts a code that confirms the phone and opens a session', async () => {
    const res = await signUp('+1 (555) 010-2030');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '15550102030', email: '' });
    expect(res.json().phone_confirmed_at).toBeUndefined();
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.authorization).toBe('Bearer gateway-key-123');
    expect(gateway.received[0]?.body.to).toBe('+15550102030');

    const early = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { phone: '+15550102030', password: PASSWORD },
    });
    expect(early.json().error_code).toBe('phone_not_confirmed');

    const session = await verify('+15550102030', codeIn(gateway.received[0]?.body.body ?? ''));
    expect(session.statusCode).toBe(200);
    expect(session.json().user.phone_confirmed_at).toBeTruthy();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { phone: '+15550102030', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('burns the code after five wrong guesses', async () => {
    await signUp('+15550102031');
    const code = codeIn(gateway.received[0]?.body.body ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify('+15550102031', wrong);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, error_code: 'otp_expired', msg: 'Token has expired or is invalid' });
    }
    expect((await verify('+15550102031', code)).statusCode).toBe(403);
  });

  it('refuses an expired code', async () => {
    await signUp('+15550102032');
    const code = codeIn(gateway.received[0]?.body.body ?? '');
    const [user] = await t.db.database.db.select().from(authUsers).where(eq(authUsers.phone, '15550102032'));
    await t.db.database.db
      .update(authOneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authOneTimeTokens.userId, user?.id ?? ''));
    expect((await verify('+15550102032', code)).statusCode).toBe(403);
  });

  it('stores no account when the provider refuses the message', async () => {
    gateway.failNext();
    const res = await signUp('+15550102033');
    expect(res.statusCode).toBe(500);
    const rows = await t.db.database.db.select().from(authUsers).where(eq(authUsers.phone, '15550102033'));
    expect(rows).toEqual([]);
  });

  it('names a bad phone number', async () => {
    const res = await signUp('12');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Invalid phone number format (E.164 required)');
  });
});

describe('SMS sign-up without a provider', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp('pglite');
  });
  afterAll(() => t.dispose());

  it('writes the code to the SMS outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { phone: '+447700900123', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [sms] = t.smsOutbox();
    expect(sms?.to).toBe('447700900123');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/verify',
      payload: { type: 'sms', phone: '+447700900123', token: codeIn(sms?.body ?? '') },
    });
    expect(verify.statusCode).toBe(200);
  });
});
