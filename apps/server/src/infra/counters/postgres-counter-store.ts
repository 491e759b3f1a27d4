import type { SqlRunner } from '../../db/database.js';
import { type CounterStore, NO_COUNT } from './counter-store.js';

/** Expired rows are deleted now and then: after this many increments, those whose window ended an hour ago. */
const PRUNE_EVERY = 1_000;

interface Row {
  count: number;
  reset_in_ms: string | number;
}

const toCount = (row: Row | undefined) =>
  row ? { count: Number(row.count), resetInMs: Math.max(0, Math.round(Number(row.reset_in_ms))) } : NO_COUNT;

/**
 * Counters in the shared PostgreSQL database (table `rate_limit_counters`, unlogged: a crash may forget counts,
 * which only ever helps a legitimate user). One upsert per increment, atomic per key, so concurrent requests to
 * different API processes are counted exactly.
 */
export function createPostgresCounterStore(sql: SqlRunner): CounterStore {
  let increments = 0;
  return {
    kind: 'postgres',
    async increment(key, windowMs) {
      increments += 1;
      if (increments % PRUNE_EVERY === 0) {
        await sql.query("delete from rate_limit_counters where reset_at < now() - interval '1 hour'");
      }
      const { rows } = await sql.query<Row>(
        `insert into rate_limit_counters as c (key, count, reset_at)
           values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
         on conflict (key) do update set
           count = case when c.reset_at <= clock_timestamp() then 1 else c.count + 1 end,
           reset_at = case when c.reset_at <= clock_timestamp() then excluded.reset_at else c.reset_at end
         returning count, extract(epoch from (reset_at - clock_timestamp())) * 1000 as reset_in_ms`,
        [key, windowMs],
      );
      return toCount(rows[0]);
    },
    async peek(key) {
      const { rows } = await sql.query<Row>(
        `select count, extract(epoch from (reset_at - clock_timestamp())) * 1000 as reset_in_ms
           from rate_limit_counters where key = $1 and reset_at > clock_timestamp()`,
        [key],
      );
      return toCount(rows[0]);
    },
    async reset(key) {
      await sql.query('delete from rate_limit_counters where key = $1', [key]);
    },
    async close() {},
  };
}
