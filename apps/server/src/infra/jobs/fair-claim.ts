/**
 * The fairness rule of the job queue, as SQL on pg-boss's own `job` table (schema `pgboss`, pg-boss 10).
 *
 * A job may carry a key (the account it is for, kept in pg-boss's `singleton_key`). Two rules together keep one
 * account's backlog from delaying another account's job by more than the jobs already running:
 * - **one running job per key**: a job whose key already has an active job is skipped when claiming (and on
 *   PostgreSQL the queue's `singleton` policy adds pg-boss's unique index on active jobs per key, which stops the
 *   rare race of two workers claiming two jobs of one account at the same instant);
 * - **turns by rank**: when queued, a keyed job gets priority −(the key's unfinished jobs), so each account's
 *   first waiting job comes before anyone's second, its second before anyone's third, and so on; within a rank,
 *   first come first served.
 */

/**
 * The pg-boss database schema the SQL here was written against: pg-boss 10's schema 24 (its `version.json`). The
 * `job` table is pg-boss's internal, so start-up refuses any other schema version (a newer pg-boss that migrated the
 * database, or an upgrade of the package) instead of claiming jobs with SQL that may no longer fit.
 */
export const PGBOSS_SCHEMA_VERSION = 24;

/** The schema version pg-boss recorded in its own `version` table. */
export function schemaVersionSql(schema: string): string {
  return `SELECT version FROM ${schema}.version`;
}

/** Throws, naming both versions, unless `found` is the schema the fair-claim SQL was written for. */
export function assertPgBossSchemaVersion(found: unknown): void {
  const version = Number(found);
  if (version !== PGBOSS_SCHEMA_VERSION)
    throw new Error(
      `pg-boss database schema is version ${String(found)}, but the job queue's fair-claim SQL (infra/jobs/fair-claim.ts) was written for version ${PGBOSS_SCHEMA_VERSION} (pg-boss 10): check that SQL against the new \`job\` table, then update PGBOSS_SCHEMA_VERSION`,
    );
}

/** Jobs of `$2` (key) in queue `$1` that are waiting or running: the rank of the next one sent. */
export function unfinishedJobsOfKeySql(schema: string): string {
  return `SELECT count(*)::int AS n FROM ${schema}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed'`;
}

/**
 * Takes the next job of queue `$1` for this worker (at most one row): highest priority (lowest rank) first, then
 * oldest, skipping keys that already have a running job and rows another worker is taking (SKIP LOCKED). Marks it
 * active and counts a retry the way pg-boss's own fetch does.
 */
export function claimNextJobSql(schema: string): string {
  return `
    WITH next AS (
      SELECT j.id
      FROM ${schema}.job j
      WHERE j.name = $1
        AND j.state < 'active'
        AND j.start_after < now()
        AND (j.singleton_key IS NULL OR NOT EXISTS (
          SELECT 1 FROM ${schema}.job a
          WHERE a.name = j.name AND a.singleton_key = j.singleton_key AND a.state = 'active'
        ))
      ORDER BY j.priority DESC, j.created_on, j.id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${schema}.job j SET
      state = 'active',
      started_on = now(),
      retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
    FROM next
    WHERE j.name = $1 AND j.id = next.id
    RETURNING j.id, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"
  `;
}

/** PostgreSQL's unique_violation: two workers raced for one key's second job; the loser simply claims again. */
export const UNIQUE_VIOLATION = '23505';
