import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../infra/counters/memory-counter-store.js';
import { createCountyBudget } from './county-budget.js';

const county = (fips: string, label: string) => ({ fips, label });
const polk = county('19153', 'Polk County, IA');
const travis = county('48453', 'Travis County, TX');
const harris = county('48201', 'Harris County, TX');

describe('new counties a day', () => {
  it('counts each county once per owner, refuses past the limit naming it, and starts over the next day', async () => {
    let now = Date.parse('2026-11-28T08:00:00Z');
    const budget = createCountyBudget(
      createMemoryCounterStore(() => now),
      { perAccount: 2, anonymous: 3 },
    );
    const alice = { account: 'alice' };
    await budget.claim(alice, [polk]);
    await budget.claim(alice, [polk, travis]); // Polk again is not new
    await expect(budget.claim(alice, [harris])).rejects.toMatchObject({
      statusCode: 429,
      code: 'county_limit_reached',
      message: expect.stringMatching(
        /^One account may have the official data of at most 2 new counties fetched a day; Harris County, TX would go past it\. Try again in about 24 hours/,
      ),
    });
    await budget.claim(alice, [travis]); // one already counted is never refused
    await budget.claim({ account: 'bob' }, [harris]); // another account has its own budget
    now += 24 * 60 * 60 * 1000 + 1;
    await budget.claim(alice, [harris]);
  });

  it('free (anonymous) analyses share one budget', async () => {
    const budget = createCountyBudget(createMemoryCounterStore(), { perAccount: 2, anonymous: 2 });
    await budget.claim('anonymous', [polk, travis]);
    await expect(budget.claim('anonymous', [harris])).rejects.toThrow(/^Free analyses together may have/);
  });
});
