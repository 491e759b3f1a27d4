import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEvents } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('client events on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  it('stores a not-found report with the path asked for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-events',
      headers: { 'user-agent': 'vitest' },
      payload: { kind: 'not_found', path: '/no-such-page' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.database.db.select().from(clientEvents).orderBy(desc(clientEvents.createdAt)).limit(1);
    expect(row).toMatchObject({ kind: 'not_found', path: '/no-such-page', userAgent: 'vitest' });
  });

  it('rejects bad input naming the field, and stores nothing', async () => {
    const before = await t.db.database.db.select().from(clientEvents);
    const res = await t.app.inject({ method: 'POST', url: '/api/client-events', payload: { kind: 'not_found' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'path' });
    expect(res.json().message).toMatch(/^Path: /);
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: '/api/client-events',
      payload: { kind: 'hack', path: '/x' },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ field: 'kind' });
    const after = await t.db.database.db.select().from(clientEvents);
    expect(after.length).toBe(before.length);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
