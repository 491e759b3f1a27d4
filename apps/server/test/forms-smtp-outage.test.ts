import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMails, formSubmissions } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

/** A port nothing listens on yet: SMTP is "down" until the stand-in starts there. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A local SMTP server speaking the real protocol; collects the raw messages it accepts. */
function smtpStandIn() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return { server, received };
}

describe.each(DATABASE_KINDS)('form mail during an SMTP outage on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const smtp = smtpStandIn();
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      TEAM_EMAIL: 'leads@sitescout.test',
      FORM_MAIL_RETRY_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.dispose();
    await new Promise((resolve) => smtp.server.close(resolve));
  });

  it('keeps the submission while SMTP is down and delivers it once SMTP is back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: 'Outage Olga', email: 'olga@example.com', message: 'Sent while mail was down' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const db = t.db.database.db;
    expect(await db.select().from(formSubmissions).where(eq(formSubmissions.id, id))).toHaveLength(1);
    // The first attempt fails (connection refused) and is recorded, not dropped.
    await expect
      .poll(async () => (await db.select().from(formMails).where(eq(formMails.submissionId, id)))[0]?.attempts, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1);
    const [pending] = await db.select().from(formMails).where(eq(formMails.submissionId, id));
    expect(pending?.sentAt).toBeNull();
    expect(pending?.lastError).toBeTruthy();

    await new Promise<void>((resolve) => smtp.server.listen(port, '127.0.0.1', resolve));
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    expect(smtp.received[0]).toContain('Outage Olga');
    expect(smtp.received[0]).toContain('To: leads@sitescout.test');
    await expect
      .poll(async () => (await db.select().from(formMails).where(eq(formMails.submissionId, id)))[0]?.sentAt, {
        timeout: 5_000,
      })
      .toBeInstanceOf(Date);
  }, 40_000);
});
