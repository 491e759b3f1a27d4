import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { proMemberships } from '../../db/schema/billing.js';

export type ProMembership = typeof proMemberships.$inferSelect;

/** Pro Monthly status. Pro unlocks comparing several locations side by side. */
export interface ProService {
  isPro(userId: string): Promise<boolean>;
  /** Starts Pro for the user; returns the active membership (the existing one if already Pro). */
  grant(userId: string, note?: string): Promise<{ membership: ProMembership; started: boolean }>;
  /** Ends the active membership; returns it, or null when the user was not Pro. */
  end(userId: string): Promise<ProMembership | null>;
}

/** Builds the Pro service over the app's database. */
export function createProService(db: Db): ProService {
  const active = async (userId: string): Promise<ProMembership | undefined> => {
    const [row] = await db
      .select()
      .from(proMemberships)
      .where(and(eq(proMemberships.userId, userId), isNull(proMemberships.endedAt)))
      .limit(1);
    return row;
  };
  return {
    isPro: async (userId) => (await active(userId)) !== undefined,

    async grant(userId, note) {
      // The partial unique index allows one active membership per user; a second grant is a no-op.
      const [inserted] = await db
        .insert(proMemberships)
        .values({ userId, note: note ?? null })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { membership: inserted, started: true };
      const existing = await active(userId);
      if (!existing) throw new Error('Pro membership neither inserted nor found');
      return { membership: existing, started: false };
    },

    async end(userId) {
      const [ended] = await db
        .update(proMemberships)
        .set({ endedAt: new Date() })
        .where(and(eq(proMemberships.userId, userId), isNull(proMemberships.endedAt)))
        .returning();
      return ended ?? null;
    },
  };
}
