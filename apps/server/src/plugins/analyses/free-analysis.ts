import { createHash, randomBytes } from 'node:crypto';
import { EngineInputError, validateRequest } from '@sitescout/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analyses, freeAnalysisRequests } from '../../db/schema/analyses.js';
import type { Mailer } from '../../infra/mail/index.js';
import { AppError, badInput } from '../../lib/app-error.js';
import type { AccountDirectory } from '../auth/accounts.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { AnalysisService } from './analysis-service.js';
import type { StoredRequest } from './analysis-store.js';
import { dashboardUrl } from './analysis-view.js';
import { engineInputError, resolveRequest } from './resolve-request.js';
import type { FreeAnalysisBody } from './schemas.js';

/** How long the confirmation link works. */
const LINK_HOURS = 24;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class AlreadyStarted extends Error {}

/**
 * The free first analysis with only an e-mail address: the request is checked and kept, a link is e-mailed, and
 * following it creates (or finds) the account and starts the analysis paid with the account's free credit.
 */
export function createFreeAnalysisFlow(deps: {
  db: Db;
  service: AnalysisService;
  geocoding: GeocodingService;
  accounts: () => AccountDirectory | undefined;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db } = deps;
  return {
    async request(body: FreeAnalysisBody): Promise<void> {
      const email = body.email.trim().toLowerCase();
      if (!PLAUSIBLE_EMAIL.test(email)) throw badInput('email', 'is not an e-mail address');
      const request = await resolveRequest(deps.geocoding, body, 'complete');
      const token = randomBytes(32).toString('base64url');
      await db.insert(freeAnalysisRequests).values({
        email,
        request: { ...request, businessType: request.businessType.id },
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000),
      });
      const link = `${deps.publicUrl}/api/analyses/free/confirm?token=${token}`;
      await deps.mailer.send({
        to: email,
        subject: 'Confirm your free SiteScout analysis',
        text: [
          `You asked for a free ${request.businessType.label.toLowerCase()} analysis of ${request.sites[0]?.label}.`,
          '',
          `Confirm your e-mail address to start it: ${link}`,
          '',
          `The link works for ${LINK_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
        ].join('\n'),
      });
    },

    /**
     * Follows the e-mailed link: starts the analysis (the same one when followed again) and signs the person in,
     * since following the link proves they own the address. Answers where to send them: the analysis's dashboard
     * with the session in the URL fragment.
     */
    async confirm(token: string, userAgent: string | undefined): Promise<string> {
      const analysisId = await startOnce(token);
      const accounts = requireAccounts();
      const [row] = await db.select({ userId: analyses.userId }).from(analyses).where(eq(analyses.id, analysisId));
      if (!row) throw new Error(`free analysis ${analysisId} vanished`);
      const fragment = await accounts.signInFromEmailLink(row.userId, userAgent);
      return `${dashboardUrl(deps.publicUrl, analysisId)}#${fragment}`;
    },
  };

  function requireAccounts(): AccountDirectory {
    const accounts = deps.accounts();
    if (!accounts) throw new AppError(503, 'accounts_unavailable', 'Accounts are not available on this server.');
    return accounts;
  }

  /** The analysis the link's request started, starting it on the first follow. */
  async function startOnce(token: string): Promise<string> {
    const [pending] = await db
      .select()
      .from(freeAnalysisRequests)
      .where(eq(freeAnalysisRequests.tokenHash, hashToken(token)))
      .limit(1);
    if (!pending || pending.expiresAt < new Date()) {
      throw new AppError(
        400,
        'link_invalid',
        'This link is invalid or has expired. Please ask for the analysis again.',
        'token',
      );
    }
    if (pending.analysisId) return pending.analysisId;
    const accounts = requireAccounts();
    const account = await accounts.findOrCreateByEmail(pending.email);
    const used = new AppError(
      409,
      'free_analysis_used',
      'This e-mail address has already had its free analysis. Sign in to run more.',
    );
    const [earlier] = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.userId, account.id))
      .limit(1);
    if (earlier) throw used;
    const stored = pending.request as StoredRequest;
    let request: ReturnType<typeof validateRequest>;
    try {
      request = validateRequest({ ...stored });
    } catch (error) {
      if (error instanceof EngineInputError) throw engineInputError(error);
      throw error;
    }
    try {
      const row = await deps.service.startPaid(account, request, 'analysis', null, async (tx, analysisId) => {
        const claimed = await tx
          .update(freeAnalysisRequests)
          .set({ analysisId })
          .where(and(eq(freeAnalysisRequests.id, pending.id), isNull(freeAnalysisRequests.analysisId)))
          .returning({ id: freeAnalysisRequests.id });
        if (claimed.length === 0) throw new AlreadyStarted();
      });
      return row.id;
    } catch (error) {
      if (error instanceof AlreadyStarted) {
        const [again] = await db.select().from(freeAnalysisRequests).where(eq(freeAnalysisRequests.id, pending.id));
        if (again?.analysisId) return again.analysisId;
      }
      if (error instanceof AppError && error.code === 'insufficient_credits') throw used;
      throw error;
    }
  }
}

export type FreeAnalysisFlow = ReturnType<typeof createFreeAnalysisFlow>;
