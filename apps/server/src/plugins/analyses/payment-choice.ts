import type { Plan } from '@sitescout/engine';
import type { CreditUnit } from '../../db/schema/billing.js';
import { AppError } from '../../lib/app-error.js';
import { COMPLETE_REPORT_MAX_LOCATIONS, type CreditService, type DbOrTx, type ProService } from '../billing/index.js';

export interface PaymentChoice {
  unit: CreditUnit;
  /** The engine plan, which sets the site limit. */
  plan: Extract<Plan, 'complete' | 'pro'>;
}

/** What an account holds that can pay for an analysis. */
export interface Holdings {
  analysis: number;
  completeReport: number;
  pro: boolean;
  /** Pro Monthly's analyses left this month (0 when not Pro). */
  proAnalyses: number;
}

/** Why a comparison cannot be paid for with what the account holds. */
export interface PaymentBlock {
  code: 'comparison_requires_pro';
  message: string;
}

/**
 * Which credit pays for an analysis of `siteCount` sites. Pro: one of the month's Pro analyses, whatever the
 * number of sites, then analysis credits once the month's are used. One site: an analysis credit (a Complete
 * Report credit when no analysis credit is left). Several sites are a comparison, which is Pro only — except that
 * a Complete Report credit buys one comparison of up to 3 locations. Pure, so the quote and the spend agree.
 */
export function paymentFor(holdings: Holdings, siteCount: number): PaymentChoice | PaymentBlock {
  if (holdings.pro && holdings.proAnalyses > 0) return { unit: 'pro_analysis', plan: 'pro' };
  if (siteCount <= 1) {
    if (holdings.analysis <= 0 && holdings.completeReport > 0) return { unit: 'complete_report', plan: 'complete' };
    return { unit: 'analysis', plan: 'complete' };
  }
  if (holdings.pro) return { unit: 'analysis', plan: 'pro' };
  if (siteCount <= COMPLETE_REPORT_MAX_LOCATIONS && holdings.completeReport > 0)
    return { unit: 'complete_report', plan: 'complete' };
  const why =
    siteCount <= COMPLETE_REPORT_MAX_LOCATIONS
      ? `Comparing locations needs Pro Monthly or a Complete Report credit (up to ${COMPLETE_REPORT_MAX_LOCATIONS} locations).`
      : `Comparing more than ${COMPLETE_REPORT_MAX_LOCATIONS} locations needs Pro Monthly.`;
  return { code: 'comparison_requires_pro', message: why };
}

/** What the account holds; for Pro this tops up the month's analyses first (inside `tx` when given). */
export async function holdingsOf(
  credits: CreditService,
  pro: ProService,
  userId: string,
  tx?: DbOrTx,
): Promise<Holdings> {
  const allowance = await pro.allowance(userId, tx);
  const balances = await credits.balances(userId, tx);
  return {
    analysis: balances.analysis,
    completeReport: balances.complete_report,
    pro: allowance !== null,
    proAnalyses: allowance?.left ?? 0,
  };
}

/** The spend re-checks the balance under the ledger lock; this only picks the unit (or refuses a comparison). */
export async function choosePayment(
  credits: CreditService,
  pro: ProService,
  userId: string,
  siteCount: number,
): Promise<PaymentChoice> {
  const choice = paymentFor(await holdingsOf(credits, pro, userId), siteCount);
  if ('code' in choice) throw new AppError(403, choice.code, `sites: ${choice.message}`, 'sites');
  return choice;
}
