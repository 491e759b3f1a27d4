import type { CounterStore } from '../../infra/counters/counter-store.js';
import { AppError } from '../../lib/app-error.js';
import type { CountyFetchLimits } from '../geodata/geodata-config.js';
import type { MissingCounty } from './county-fetches.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose budget a request draws on: an account's own, or the one every free (anonymous) analysis shares. */
export type CountyBudgetOwner = { account: string } | 'anonymous';

/**
 * New counties a day, per account and for anonymous (free) analyses together: each county without data that a
 * request would have fetched counts once a day for its owner (asking for the same county again is free). A request
 * that would go past the limit is refused before anything is paid or fetched, naming the limit. Counted in the
 * shared counter store, so every API process sees one budget (two racing requests may pass one county over it).
 */
export function createCountyBudget(
  counters: CounterStore,
  limits: Pick<CountyFetchLimits, 'perAccount' | 'anonymous'>,
) {
  return {
    async claim(owner: CountyBudgetOwner, counties: readonly MissingCounty[]): Promise<void> {
      if (counties.length === 0) return;
      const who = owner === 'anonymous' ? 'anonymous' : `account:${owner.account}`;
      const limit = owner === 'anonymous' ? limits.anonymous : limits.perAccount;
      const fresh = [];
      for (const county of counties) {
        if ((await counters.peek(`county-asked:${who}:${county.fips}`)).count === 0) fresh.push(county);
      }
      if (fresh.length === 0) return;
      const used = await counters.peek(`counties-per-day:${who}`);
      if (used.count + fresh.length > limit) {
        const hours = Math.max(1, Math.ceil(used.resetInMs / 3_600_000));
        const whose = owner === 'anonymous' ? 'Free analyses together may' : 'One account may';
        throw new AppError(
          429,
          'county_limit_reached',
          `${whose} have the official data of at most ${limit} new ${limit === 1 ? 'county' : 'counties'} fetched a day; ${fresh.map((c) => c.label).join(' and ')} would go past it. Try again in about ${hours} hour${hours === 1 ? '' : 's'}, or analyse a site where the data is loaded.`,
        );
      }
      for (const county of fresh) {
        await counters.increment(`county-asked:${who}:${county.fips}`, DAY_MS);
        await counters.increment(`counties-per-day:${who}`, DAY_MS);
      }
    },
  };
}

export type CountyBudget = ReturnType<typeof createCountyBudget>;
