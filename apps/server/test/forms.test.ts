import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationRequests, formMails, formSubmissions } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

const forms = [
  {
    url: '/api/forms/sample-report',
    payload: {
      name: 'Maria Lopez',
      email: 'maria@example.com',
      businessType: 'Coffee shop',
      addresses: '1200 W Fulton Market, Chicago, IL',
      page: '/get-started',
    },
    subject: /Free sample report request: Coffee shop/,
  },
  {
    url: '/api/forms/contact',
    payload: { name: 'Dev Patel', email: 'dev@example.com', subject: 'Data question', message: 'Which ACS vintage?' },
    subject: /Contact form: Data question/,
  },
  {
    url: '/api/forms/demo-feedback',
    payload: { name: 'Ann Lee', email: 'ann@example.com', company: 'Lee HVAC', message: 'Demo for two sites' },
    subject: /Free demo request: Lee HVAC/,
  },
] as const;

describe.each(DATABASE_KINDS)('public forms on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TEAM_EMAIL: 'leads@sitescout.test', FORM_RATE_LIMIT_PER_HOUR: '5' });
  });
  afterAll(() => t.dispose());

  it.each(forms)('stores a $url submission and mails it to the team', async (form) => {
    const before = t.outbox().length;
    const res = await t.app.inject({ method: 'POST', url: form.url, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.db.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row).toMatchObject({ name: form.payload.name, email: form.payload.email });
    await expect.poll(() => t.outbox().length).toBe(before + 1);
    const mail = t.outbox().at(-1);
    expect(mail?.to).toBe('leads@sitescout.test');
    expect(mail?.subject).toMatch(form.subject);
    expect(mail?.text).toContain(form.payload.email);
    // The mail is handed to the mailer before its row is marked sent.
    await expect
      .poll(
        async () => (await t.db.database.db.select().from(formMails).where(eq(formMails.submissionId, id)))[0]?.sentAt,
      )
      .toBeInstanceOf(Date);
  });

  it('stores a consultation request as a lead with email, name, company and message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/consultation',
      payload: {
        name: 'Sam Ortiz',
        email: 'sam@brokerage.example',
        company: 'Ortiz CRE',
        message: 'Ten sites a month',
      },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await t.db.database.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, res.json().id));
    expect(lead).toMatchObject({ email: 'sam@brokerage.example', name: 'Sam Ortiz', company: 'Ortiz CRE' });
    expect(lead?.createdAt).toBeInstanceOf(Date);
    await expect.poll(() => t.outbox().some((m) => m.subject.includes('Ortiz CRE'))).toBe(true);
  });

  it('rejects bad input naming the field and stores nothing', async () => {
    const count = async () => (await t.db.database.db.select().from(formSubmissions)).length;
    const before = await count();
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: 'X', email: 'not-an-email', message: 'hi' },
      remoteAddress: '10.0.0.2',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ code: 'invalid_input', field: 'email' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/forms/sample-report',
      payload: { name: 'X', email: 'x@example.com', addresses: 'Peoria, IL' },
      remoteAddress: '10.0.0.2',
    });
    expect(missing.json()).toMatchObject({ field: 'businessType' });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: 'X', email: 'x@example.com', message: '   ' },
      remoteAddress: '10.0.0.2',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'message', message: 'Message: is required' });
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot as accepted but stores and sends nothing', async () => {
    const before = (await t.db.database.db.select().from(formSubmissions)).length;
    const mailsBefore = t.outbox().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: 'Bot', email: 'bot@spam.example', message: 'Buy now', website: 'http://spam.example' },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(201);
    expect((await t.db.database.db.select().from(formSubmissions)).length).toBe(before);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.outbox().length).toBe(mailsBefore);
  });

  it('limits submissions per IP address', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/forms/contact',
        payload: { name: 'Flood', email: 'flood@example.com', message: 'again' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: 'Neighbour', email: 'n@example.com', message: 'hello' },
      remoteAddress: '10.0.0.10',
    });
    expect(other.statusCode).toBe(201);
  });
});
