import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { analyses } from './analyses.js';

/**
 * The serialised form of each finished analysis's full result (a re-weighted version's too, materialised once when
 * saved): what `GET /api/analyses/:id` sends as it is, with no parse, rebuild or serialise on the API thread. A
 * table of its own, so no other read or `RETURNING` of `analyses` carries the large text.
 */
export const analysisResultTexts = pgTable('analysis_result_texts', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => analyses.id, { onDelete: 'cascade' }),
  /** The result as JSON text, exactly as the API answers it. */
  body: text('body').notNull(),
  /** Its length in bytes: what the per-account limit on large reads looks at without reading the text. */
  bytes: integer('bytes').notNull(),
});
