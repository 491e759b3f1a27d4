import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../db/database.js';

/** What pg-boss sends its SQL through (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on embedded PGlite: parameterised statements go to `query` (extended protocol, one statement);
 * pg-boss's schema scripts are several statements without parameters and need `exec` (simple protocol).
 * PGlite is a single connection, so this runs in the caller's process with no pool.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * pg-boss on a real server through the app's `pg` pool. Parameterless text goes over the simple protocol, which
 * takes pg-boss's multi-statement scripts (each one runs on a single pooled connection).
 */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values && values.length > 0 ? values : undefined);
      return { rows: result.rows };
    },
  };
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Sends pg-boss's SQL through the connection of an open Drizzle transaction, so a job is inserted (or not)
 * together with the caller's own rows. Both drivers keep that connection as `session.client`
 * (node-postgres: the pool client holding the transaction; PGlite: its transaction object).
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  const client = (tx as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('cannot reach the connection of this transaction to enqueue a job in it');
  }
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values ?? []);
      return { rows: result.rows };
    },
  };
}
