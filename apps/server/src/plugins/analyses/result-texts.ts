import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analysisResultTexts } from '../../db/schema/analysis-result-texts.js';

/**
 * The stored serialised form of finished results (`analysis_result_texts`): written once when a result is
 * published or a version saved, then sent as it is on every read.
 */
export function createResultTexts(db: Db) {
  return {
    /** Its size in bytes, or undefined when none is stored yet (a result published before the table existed). */
    async size(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ bytes: analysisResultTexts.bytes })
        .from(analysisResultTexts)
        .where(eq(analysisResultTexts.analysisId, id))
        .limit(1);
      return row?.bytes;
    },

    async body(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ body: analysisResultTexts.body })
        .from(analysisResultTexts)
        .where(eq(analysisResultTexts.analysisId, id))
        .limit(1);
      return row?.body;
    },

    /** Stores `body` (already serialised) as the result text of `id` (in `tx` when given); one stored before is kept. */
    async save(id: string, body: string, tx: Db = db): Promise<void> {
      await tx
        .insert(analysisResultTexts)
        .values({ analysisId: id, body, bytes: Buffer.byteLength(body) })
        .onConflictDoNothing({ target: analysisResultTexts.analysisId });
    },
  };
}

/**
 * Serialises the full result stored on row `id` inside the database (on PostgreSQL in its own process, not on the
 * API thread), once: what `publish` does as the result becomes visible.
 */
export async function materialiseStoredResult(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO analysis_result_texts (analysis_id, body, bytes)
    SELECT id, result::text, octet_length(result::text) FROM analyses WHERE id = ${id} AND result IS NOT NULL
    ON CONFLICT (analysis_id) DO NOTHING`);
}

export type ResultTexts = ReturnType<typeof createResultTexts>;
