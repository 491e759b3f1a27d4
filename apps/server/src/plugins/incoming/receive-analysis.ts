import type { FastifyBaseLogger } from 'fastify';
import type { IncomingSource } from '../../db/schema/index.js';
import { badInput } from '../../lib/app-error.js';
import type { AccountDirectory } from '../auth/accounts.js';
import type { IncomingStore } from './incoming-store.js';
import { hasVisibleContent, sanitizeAnalysisHtml } from './sanitize-analysis-html.js';

/** Spec §3: `{email, html}`, possibly wrapped in an array of which the first item counts. */
export type IncomingPayload = { email?: unknown; html?: unknown } | Array<{ email?: unknown; html?: unknown }>;

export type ReceiveOutcome =
  | { status: 'stored'; id: string }
  | { status: 'ignored'; field: 'email' | 'html' | 'body'; reason: string };

/** Incoming analyses are ignored, not refused, when incomplete: the sender (a webhook, a page) has nothing to fix later. */
function ignored(field: 'email' | 'html' | 'body', reason: string): ReceiveOutcome {
  return { status: 'ignored', field, reason };
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Handles one delivered analysis: picks the item, checks both fields are there (else ignored with a logged
 * warning), sanitises the HTML, finds or creates the account (no password) and stores the report.
 */
export async function receiveAnalysis(
  deps: { accounts: AccountDirectory; store: IncomingStore; log: FastifyBaseLogger },
  payload: IncomingPayload,
  source: IncomingSource,
): Promise<ReceiveOutcome> {
  const item = Array.isArray(payload) ? payload[0] : payload;
  let outcome: ReceiveOutcome | undefined;
  const email = nonEmptyString(item?.email);
  const html = nonEmptyString(item?.html);
  if (!item) outcome = ignored('body', 'the array holds no analysis');
  else if (!email) outcome = ignored('email', 'email is missing');
  else if (!html) outcome = ignored('html', 'html is missing');
  if (outcome || !email || !html) {
    deps.log.warn({ source, ...outcome }, 'incoming analysis ignored');
    return outcome ?? ignored('body', 'incomplete');
  }

  const clean = sanitizeAnalysisHtml(html);
  if (!hasVisibleContent(clean.html)) {
    deps.log.warn({ source, field: 'html' }, 'incoming analysis ignored: nothing left after sanitising');
    return ignored('html', 'html has no displayable content once unsafe parts are removed');
  }
  let account: { id: string; created: boolean };
  try {
    account = await deps.accounts.findOrCreateByEmail(email);
  } catch (error) {
    // The auth plugin's own check of the address (GoTrue's validation_failed) becomes our field error.
    if ((error as { errorCode?: string }).errorCode === 'validation_failed') {
      throw badInput('email', 'is not a valid e-mail address');
    }
    throw error;
  }
  const id = await deps.store.save(account.id, source, clean);
  deps.log.info({ source, incomingId: id, userId: account.id, accountCreated: account.created }, 'analysis received');
  return { status: 'stored', id };
}
