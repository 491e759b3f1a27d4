import type { Plan } from '@sitescout/engine';
import { AppError } from '../../lib/app-error.js';
import { COMPLETE_REPORT_MAX_LOCATIONS, type CreditService, type ProService } from '../billing/index.js';

export interface PaymentChoice {
  unit: 'analysis' | 'complete_report';
  /** The engine plan, which sets the site limit. */
  plan: Plan;
}

/**
 * Which credit pays for an analysis of `siteCount` sites. One site: an analysis credit (a Complete Report
 * credit when no analysis credit is left). Several sites are a comparison, which is Pro only — except that a
 * Complete Report credit buys one comparison of up to 3 locations. The spend itself re-checks the balance
 * under the ledger lock; this only picks the unit.
 */
export async function choosePayment(
  credits: CreditService,
  pro: ProService,
  userId: string,
  siteCount: number,
): Promise<PaymentChoice> {
  if (siteCount <= 1) {
    const balances = await credits.balances(userId);
    if (balances.analysis <= 0 && balances.complete_report > 0) return { unit: 'complete_report', plan: 'complete' };
    return { unit: 'analysis', plan: 'complete' };
  }
  if (await pro.isPro(userId)) return { unit: 'analysis', plan: 'pro' };
  const { complete_report: reports } = await credits.balances(userId);
  if (siteCount <= COMPLETE_REPORT_MAX_LOCATIONS && reports > 0) return { unit: 'complete_report', plan: 'complete' };
  const why =
    siteCount <= COMPLETE_REPORT_MAX_LOCATIONS
      ? `Comparing locations needs Pro Monthly or a Complete Report credit (up to ${COMPLETE_REPORT_MAX_LOCATIONS} locations).`
      : `Comparing more than ${COMPLETE_REPORT_MAX_LOCATIONS} locations needs Pro Monthly.`;
  throw new AppError(403, 'comparison_requires_pro', `sites: ${why}`, 'sites');
}
