import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlRunner } from '../database.js';
import { migrationsFolder } from '../migrate.js';

/** The newest migration applied to a database, as Drizzle records it in `drizzle.__drizzle_migrations`. */
export interface MigrationState {
  /** Its name in the migrations journal (`0009_free_analysis_requests`); null when this version does not know it. */
  tag: string | null;
  /** Drizzle's `created_at`: the journal entry's `when`. */
  createdAt: number;
  /** How many migrations are applied. */
  count: number;
}

/** Rows of the tables worth showing after a backup or restore (absent: the table does not exist). */
export interface RowCounts {
  accounts?: number;
  ledgerEntries?: number;
  analyses?: number;
  incomingAnalyses?: number;
}

const COUNTED_TABLES: Record<keyof RowCounts, string> = {
  accounts: 'auth_users',
  ledgerEntries: 'credit_ledger',
  analyses: 'analyses',
  incomingAnalyses: 'incoming_analyses',
};

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this version of SiteScout ships, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Whether a database is at a migration this version does not have (it was made by a newer SiteScout). */
export function isNewerThanThisVersion(state: MigrationState): boolean {
  const latest = knownMigrations().at(-1);
  return latest !== undefined && state.createdAt > latest.when;
}

export function describeMigration(state: MigrationState | null): string {
  if (!state) return 'no migrations';
  return state.tag ?? `an unknown migration of ${new Date(state.createdAt).toISOString()}`;
}

async function tableExists(sql: SqlRunner, name: string): Promise<boolean> {
  const { rows } = await sql.query<{ found: string | null }>('select to_regclass($1)::text as found', [name]);
  return Boolean(rows[0]?.found);
}

/** The newest applied migration; null for a database that was never migrated. */
export async function migrationState(sql: SqlRunner): Promise<MigrationState | null> {
  if (!(await tableExists(sql, 'drizzle.__drizzle_migrations'))) return null;
  const { rows } = await sql.query<{ created_at: number | string | null; count: number }>(
    'select max(created_at)::float8 as created_at, count(*)::int as count from drizzle.__drizzle_migrations',
  );
  const row = rows[0];
  if (!row || row.created_at === null || row.count === 0) return null;
  const createdAt = Number(row.created_at);
  return { tag: knownMigrations().find((e) => e.when === createdAt)?.tag ?? null, createdAt, count: row.count };
}

/** Counts the accounts, ledger entries and analyses (a few `count(*)`s: cheap at this app's sizes). */
export async function rowCounts(sql: SqlRunner): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const [key, table] of Object.entries(COUNTED_TABLES) as [keyof RowCounts, string][]) {
    if (!(await tableExists(sql, `public.${table}`))) continue;
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
    counts[key] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** `3 accounts, 12 ledger entries, 4 analyses, 1 incoming report`. */
export function describeRows(counts: RowCounts): string {
  const parts: string[] = [];
  const add = (n: number | undefined, one: string, many: string) => {
    if (n !== undefined) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  add(counts.accounts, 'account', 'accounts');
  add(counts.ledgerEntries, 'ledger entry', 'ledger entries');
  add(counts.analyses, 'analysis', 'analyses');
  add(counts.incomingAnalyses, 'incoming report', 'incoming reports');
  return parts.length > 0 ? parts.join(', ') : 'no app tables';
}
