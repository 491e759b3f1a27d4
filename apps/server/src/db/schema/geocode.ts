import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers from online geocoders, kept so the same address is never sent twice (the public services
 * ask for caching) and so results stay stable between reports. Offline answers are not stored.
 */
export const geocodeCache = pgTable('geocode_cache', {
  /** Normalised query (lower case, single spaces). */
  queryKey: text('query_key').primaryKey(),
  /** Provider that answered: nominatim, photon, census. */
  provider: text('provider').notNull(),
  /** The GeocodeResult as returned. */
  result: jsonb('result').notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
