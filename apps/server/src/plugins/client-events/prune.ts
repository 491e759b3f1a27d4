import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clientEvents } from '../../db/schema/index.js';

/** Client events are kept this long, then deleted. */
export const CLIENT_EVENTS_KEEP_DAYS = 30;
/** How often each server process deletes expired events (also once at start-up). */
export const PRUNE_EVERY_MS = 6 * 3600 * 1000;

/** Deletes events older than {@link CLIENT_EVENTS_KEEP_DAYS}; answers how many went. */
export async function pruneClientEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CLIENT_EVENTS_KEEP_DAYS * 24 * 3600 * 1000);
  const deleted = await db
    .delete(clientEvents)
    .where(lt(clientEvents.createdAt, cutoff))
    .returning({ id: clientEvents.id });
  return deleted.length;
}
