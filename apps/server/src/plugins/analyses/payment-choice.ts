import type { Plan } from '@sitescout/engine';
import { AppError } from '../../lib/app-error.js';
import { COMPLETE_REPORT_MAX_LOCATIONS, type CreditService, type ProService } from '../billing/index.js';

export interface PaymentChoice {
  unit: 'analysis' | 'complete_report';
  /** The engine plan, which sets the site limit. */
  plan: Extract<Plan, 'complete' | 'pro'>;
}

/** What an account holds that can pay for an analysis. */
export interface Holdings {
  analysis: number;
  completeReport: number;
  pro: boolean;
}

/** Why a comparison cannot be paid for with what the account holds. */
export interface PaymentBlock {
  code: 'comparison_requires_pro';
  message: string;
}

/**
 * Which credit pays for an analysis of `siteCount` sites. One site: an analysis credit (a Complete Report
 * credit when no analysis credit is left). Several sites are a comparison, which is Pro only — except that a
 * Complete Report credit buys one comparison of up to 3 locations. Pure, so the quote and the spend agree.
 */
export function paymentFor(holdings: Holdings, siteCount: number): PaymentChoice | PaymentBlock {
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

export async function holdingsOf(credits: CreditService, pro: ProService, userId: string): Promise<Holdings> {
  const [balances, isPro] = await Promise.all([credits.balances(userId), pro.isPro(userId)]);
  return { analysis: balances.analysis, completeReport: balances.complete_report, pro: isPro };
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
