import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMails } from '../src/db/schema/index.js';
import { createOutboxMailer } from '../src/infra/mail/outbox-mailer.js';
import { deliverDueMails, retryDelaySeconds } from '../src/plugins/forms/mail-queue.js';
import { storeSubmission } from '../src/plugins/forms/store-form.js';
import { readOutbox } from './helpers/test-app.js';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.js';

const quietLog = { warn() {}, info() {} };

describe('form mail retry delay', () => {
  it('doubles after each failure and stops growing at 32 times the base', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelaySeconds(n, 60))).toEqual([
      60, 120, 240, 480, 960, 1920, 1920, 1920,
    ]);
  });
});

describe.each(DATABASE_KINDS)('form mail queue on %s', (kind) => {
  let db: TestDatabase;
  let outbox: string;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    outbox = mkdtempSync(join(tmpdir(), 'sitescout-mailqueue-'));
  });
  afterAll(async () => {
    await db.dispose();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('sends each stored mail exactly once even when two workers run at the same time', async () => {
    for (let i = 0; i < 6; i++) {
      await storeSubmission(
        db.database,
        { kind: 'contact', name: `Person ${i}`, email: `p${i}@example.com`, message: 'hello', details: {} },
        { ip: '127.0.0.1', userAgent: null },
        { to: 'team@example.com', subject: `Contact ${i}`, text: `message ${i}`, replyTo: `p${i}@example.com` },
      );
    }
    const mailer = createOutboxMailer(outbox, 'SiteScout <no-reply@example.com>');
    const options = { database: db.database, mailer, retrySeconds: 60, log: quietLog };
    const [a, b] = await Promise.all([deliverDueMails(options), deliverDueMails(options)]);
    expect(a + b).toBe(6);
    const subjects = readOutbox(outbox)
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual(['Contact 0', 'Contact 1', 'Contact 2', 'Contact 3', 'Contact 4', 'Contact 5']);
    expect(await db.database.db.select().from(formMails).where(isNull(formMails.sentAt))).toEqual([]);
    expect(await deliverDueMails(options)).toBe(0);
    await mailer.close();
  });
});
