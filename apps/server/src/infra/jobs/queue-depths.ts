import type { SqlRunner } from '../../db/database.js';
import { JOBS_SCHEMA } from './job-queue.js';

/** One queue's jobs: `queued` (created or waiting for a retry) and `active` (running now). */
export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
}

/**
 * How many jobs wait and run in every queue, across all processes (pg-boss's tables), for `/metrics`. Before the
 * queues exist (no worker started yet on a fresh database) there are none.
 */
export async function readQueueDepths(sql: SqlRunner): Promise<QueueDepth[]> {
  const exists = await sql.query<{ found: boolean }>(`select to_regclass('${JOBS_SCHEMA}.queue') is not null as found`);
  if (!exists.rows[0]?.found) return [];
  const { rows } = await sql.query<QueueDepth>(
    `select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
            count(j.id) filter (where j.state = 'active')::int as active
       from ${JOBS_SCHEMA}.queue q
       left join ${JOBS_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
      group by q.name order by q.name`,
  );
  return rows;
}
