import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/plugins/admin/admin-commands.js';
import { signUpConfirmed } from './billing-accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DATABASE_KINDS } from './helpers/test-database.js';

describe.each(DATABASE_KINDS)('admin command for Pro Monthly on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.dispose());

  it('grants and ends Pro by e-mail, which the account then sees', async () => {
    const user = await signUpConfirmed(t.app, t.outbox);
    const run = (...args: string[]) => runAdminCommand(args, t.db.database);
    const summary = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/billing/credits',
          headers: { authorization: `Bearer ${user.accessToken}` },
        })
      ).json();

    expect(await run('pro', 'status', user.email)).toBe(`${user.email} is not Pro`);
    expect(await run('pro', 'grant', user.email.toUpperCase(), 'after', 'consultation')).toMatch(
      /^Pro Monthly started for /,
    );
    expect(await t.app.pro.isPro(user.id)).toBe(true);
    expect((await summary()).pro).toBe(true);
    expect(await run('pro', 'grant', user.email)).toMatch(/is already Pro/);
    expect(await run('pro', 'end', user.email)).toBe(`Pro Monthly ended for ${user.email}`);
    expect(await t.app.pro.isPro(user.id)).toBe(false);
    expect((await summary()).pro).toBe(false);
    expect(await run('pro', 'end', user.email)).toMatch(/was not Pro; nothing changed/);
    expect(await run('credits', user.email)).toBe(`${user.email}: 1 analysis credit(s), 0 Complete Report(s)`);
  });

  it('names the problem for an unknown account or command', async () => {
    await expect(runAdminCommand(['pro', 'grant', 'nobody@example.com'], t.db.database)).rejects.toMatchObject({
      code: 'unknown_account',
      message: 'No account with e-mail nobody@example.com',
    });
    await expect(runAdminCommand(['pro', 'upgrade', 'x@example.com'], t.db.database)).rejects.toMatchObject({
      code: 'unknown_command',
    });
  });
});
