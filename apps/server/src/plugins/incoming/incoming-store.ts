import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type IncomingSource, incomingAnalyses } from '../../db/schema/index.js';
import type { SanitizedAnalysis } from './sanitize-analysis-html.js';

export interface IncomingSummary {
  id: string;
  title: string | null;
  source: IncomingSource;
  receivedAt: string;
}

export interface IncomingDetail extends IncomingSummary {
  html: string;
}

/** Received analyses, always read and written for one account. Only sanitised HTML comes in here. */
export class IncomingStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores a report for an account and returns its id. The same content delivered again (a sender's retry)
   * returns the first copy's id instead of storing a second one.
   */
  async save(userId: string, source: IncomingSource, analysis: SanitizedAnalysis): Promise<string> {
    const contentHash = createHash('sha256').update(analysis.html).digest('hex');
    const [inserted] = await this.db
      .insert(incomingAnalyses)
      .values({ userId, source, html: analysis.html, title: analysis.title, contentHash })
      .onConflictDoNothing({ target: [incomingAnalyses.userId, incomingAnalyses.contentHash] })
      .returning({ id: incomingAnalyses.id });
    if (inserted) return inserted.id;
    const [existing] = await this.db
      .select({ id: incomingAnalyses.id })
      .from(incomingAnalyses)
      .where(and(eq(incomingAnalyses.userId, userId), eq(incomingAnalyses.contentHash, contentHash)));
    if (!existing) throw new Error('incoming analysis neither inserted nor found');
    return existing.id;
  }

  /** The account's received analyses, newest first, without their HTML. */
  async list(userId: string): Promise<IncomingSummary[]> {
    const rows = await this.db
      .select({
        id: incomingAnalyses.id,
        title: incomingAnalyses.title,
        source: incomingAnalyses.source,
        receivedAt: incomingAnalyses.receivedAt,
      })
      .from(incomingAnalyses)
      .where(eq(incomingAnalyses.userId, userId))
      .orderBy(desc(incomingAnalyses.receivedAt));
    return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
  }

  /** One received analysis of this account, or undefined (also when it belongs to someone else). */
  async get(userId: string, id: string): Promise<IncomingDetail | undefined> {
    const [row] = await this.db
      .select()
      .from(incomingAnalyses)
      .where(and(eq(incomingAnalyses.userId, userId), eq(incomingAnalyses.id, id)));
    if (!row) return undefined;
    return {
      id: row.id,
      title: row.title,
      source: row.source,
      receivedAt: row.receivedAt.toISOString(),
      html: row.html,
    };
  }
}
