import { createHash, randomBytes } from 'node:crypto';
import { aType, EngineInputError, validateRequest } from '@sitescout/engine';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { analyses, freeAnalysisRequests } from '../../db/schema/analyses.js';
import type { Mailer } from '../../infra/mail/index.js';
import { AppError, badInput } from '../../lib/app-error.js';
import { emailIdentity, emailIdentitySql } from '../../lib/email-identity.js';
import type { AccountDirectory } from '../auth/accounts.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import { dashboardUrl } from './analysis-responses.js';
import type { AnalysisService } from './analysis-service.js';
import type { StoredRequest } from './analysis-store.js';
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
      const place = await normalisedPlace(body.sites[0]);
      // This person had their free analysis already: say so in the mail now, not after a link that cannot work.
      // The answer to the browser stays the same, so it tells nobody whether an address was used.
      if (await hadFreeAnalysis(email)) {
        await deps.mailer.send({
          to: email,
          subject: 'Your free SiteScout analysis was used already',
          text: [
            `Someone (hopefully you) asked for a free analysis of ${place} for ${aType(request.businessType.noun)}.`,
            '',
            'This e-mail address has had its free analysis already (one per person), so no new one was started.',
            `Sign in to see it and to run more: ${deps.publicUrl}/sign-in`,
            '',
            'If you did not ask for this, ignore this e-mail.',
          ].join('\n'),
        });
        return;
      }
      const token = randomBytes(32).toString('base64url');
      await db.insert(freeAnalysisRequests).values({
        email,
        // The site keeps the normalised name too: the dashboard and the report mail show it to the mailbox owner,
        // who may not be the person who typed the request.
        request: {
          ...request,
          businessType: request.businessType.id,
          sites: request.sites.map((site) => ({ ...site, label: place })),
        },
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000),
      });
      const link = `${deps.publicUrl}/api/analyses/free/confirm?token=${token}`;
      await deps.mailer.send({
        to: email,
        subject: 'Confirm your free SiteScout analysis',
        // Only our own words: the business type's name and the geocoder's name for the place, never text the
        // requester typed, since anyone may ask for a free analysis to be mailed to any address.
        text: [
          `Someone (hopefully you) asked for a free analysis of ${place} for ${aType(request.businessType.noun)}.`,
          '',
          `Confirm your e-mail address to start it: ${link}`,
          '',
          `The link works for ${LINK_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
        ].join('\n'),
      });
    },

    /**
     * Follows the e-mailed link: starts the analysis (the same one when followed again). The first follow also
     * signs the person in, since it proves they own the address; later ones do not (whoever has the link then,
     * e.g. someone it was forwarded to, must sign in, and the dashboard shows the analysis only to its owner),
     * nor does a link sent before the account signed out everywhere. Answers where to send the browser: the
     * dashboard (with the session in the URL fragment when signing in), or the free-analysis page saying what is
     * wrong with the link (`#free_link=invalid|used`).
     */
    async confirm(token: string, userAgent: string | undefined): Promise<string> {
      let started: { analysisId: string; requestId: string; sentAt: Date };
      try {
        started = await startOnce(token);
      } catch (error) {
        if (error instanceof AppError && (error.code === 'link_invalid' || error.code === 'free_analysis_used')) {
          return `${deps.publicUrl}/free-analysis#free_link=${error.code === 'link_invalid' ? 'invalid' : 'used'}`;
        }
        throw error;
      }
      const dashboard = dashboardUrl(deps.publicUrl, started.analysisId);
      const [firstFollow] = await db
        .update(freeAnalysisRequests)
        .set({ signedInAt: new Date() })
        .where(and(eq(freeAnalysisRequests.id, started.requestId), isNull(freeAnalysisRequests.signedInAt)))
        .returning({ id: freeAnalysisRequests.id });
      if (!firstFollow) return dashboard;
      const accounts = requireAccounts();
      const [row] = await db
        .select({ userId: analyses.userId })
        .from(analyses)
        .where(eq(analyses.id, started.analysisId));
      if (!row) throw new Error(`free analysis ${started.analysisId} vanished`);
      const fragment = await accounts.signInFromEmailLink(row.userId, userAgent, started.sentAt);
      return fragment ? `${dashboard}#${fragment}` : dashboard;
    },
  };

  /** A free analysis was started for this person (any of their addresses' variants) already. */
  async function hadFreeAnalysis(email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: freeAnalysisRequests.id })
      .from(freeAnalysisRequests)
      .where(
        and(
          isNotNull(freeAnalysisRequests.analysisId),
          eq(emailIdentitySql(freeAnalysisRequests.email), emailIdentity(email)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** How the mail names the place: the geocoder's normalised name, or the coordinates. */
  async function normalisedPlace(site: FreeAnalysisBody['sites'][number] | undefined): Promise<string> {
    if (site === undefined) return 'your site';
    if (typeof site !== 'string') return `${site.lat.toFixed(5)}, ${site.lon.toFixed(5)}`;
    return (await deps.geocoding.geocode(site)).label;
  }

  function requireAccounts(): AccountDirectory {
    const accounts = deps.accounts();
    if (!accounts) throw new AppError(503, 'accounts_unavailable', 'Accounts are not available on this server.');
    return accounts;
  }

  /** The analysis the link's request started, starting it on the first follow. */
  async function startOnce(token: string): Promise<{ analysisId: string; requestId: string; sentAt: Date }> {
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
    const started = (analysisId: string) => ({ analysisId, requestId: pending.id, sentAt: pending.createdAt });
    if (pending.analysisId) return started(pending.analysisId);
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
    // One per person: erin+1@, erin+2@ and (at Gmail) e.rin@ are all erin@.
    const [samePerson] = await db
      .select({ id: freeAnalysisRequests.id })
      .from(freeAnalysisRequests)
      .where(
        and(
          isNotNull(freeAnalysisRequests.analysisId),
          eq(emailIdentitySql(freeAnalysisRequests.email), emailIdentity(pending.email)),
        ),
      )
      .limit(1);
    if (samePerson) throw used;
    // Following the link proved the mailbox: the account is confirmed and gets the person's free analysis.
    await accounts.proveEmailOwner(account.id, pending.createdAt);
    const stored = pending.request as StoredRequest;
    let request: ReturnType<typeof validateRequest>;
    try {
      request = validateRequest({ ...stored });
    } catch (error) {
      if (error instanceof EngineInputError) throw engineInputError(error);
      throw error;
    }
    try {
      const row = await deps.service.startPaid(
        account,
        request,
        'analysis',
        null,
        async (tx, analysisId) => {
          const claimed = await tx
            .update(freeAnalysisRequests)
            .set({ analysisId })
            .where(and(eq(freeAnalysisRequests.id, pending.id), isNull(freeAnalysisRequests.analysisId)))
            .returning({ id: freeAnalysisRequests.id });
          if (claimed.length === 0) throw new AlreadyStarted();
        },
        'anonymous',
      );
      return started(row.id);
    } catch (error) {
      if (error instanceof AlreadyStarted) {
        const [again] = await db.select().from(freeAnalysisRequests).where(eq(freeAnalysisRequests.id, pending.id));
        if (again?.analysisId) return started(again.analysisId);
      }
      if (error instanceof AppError && error.code === 'insufficient_credits') throw used;
      throw error;
    }
  }
}

export type FreeAnalysisFlow = ReturnType<typeof createFreeAnalysisFlow>;
