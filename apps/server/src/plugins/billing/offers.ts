import { COMPLETE_REPORT_INCLUDES, PLANS } from '@sitescout/shared';
import type { CreditUnit, OfferId } from '../../db/schema/billing.js';
import { badInput } from '../../lib/app-error.js';

/** Quantities the extra-analyses offer is sold in (the web app offers the same list; any other is refused). */
export const ANALYSIS_QUANTITIES = [1, 2, 3, 4, 5, 10, 15, 20] as const;

export interface Offer {
  id: OfferId;
  name: string;
  description: string;
  /** Price of one unit, in cents of `currency`. */
  unitAmountCents: number;
  currency: 'usd';
  /** What one unit bought adds to the ledger. */
  creditUnit: CreditUnit;
  /** Query parameter the payment return page reads to say what was bought (`/get-started?payment=success&…`). */
  returnParam: 'credits' | 'analyses';
}

/** The offers sold at checkout, at the prices the pages quote. Pro Monthly is sold by consultation, not checkout. */
export const OFFERS: Record<OfferId, Offer> = {
  'complete-report': {
    id: 'complete-report',
    name: PLANS.completeReport.name,
    description: COMPLETE_REPORT_INCLUDES,
    unitAmountCents: PLANS.completeReport.priceCents,
    currency: 'usd',
    creditUnit: 'complete_report',
    returnParam: 'credits',
  },
  'additional-analyses': {
    id: 'additional-analyses',
    name: PLANS.extraAnalysis.name,
    description: 'One analysis credit each; credits never expire',
    unitAmountCents: PLANS.extraAnalysis.priceCents,
    currency: 'usd',
    creditUnit: 'analysis',
    returnParam: 'analyses',
  },
};

/**
 * Pro Monthly: $150 a month, granted by an administrator after the consultation request. It includes
 * `PRO_MONTHLY_INCLUDES` of @sitescout/shared (20 analyses a month, each comparing up to 25 locations): $150 buys 15 single
 * analyses at $9.99, so the allowance is worth more than the price even before comparisons. Unused analyses do
 * not carry over; analysis credits bought separately still pay once the month's are used.
 */
export const PRO_MONTHLY = {
  name: PLANS.proMonthly.name,
  amountCents: PLANS.proMonthly.priceCents,
  currency: 'usd',
  interval: 'month',
  analysesPerMonth: PLANS.proMonthly.analysesPerMonth,
} as const;

/** How many locations one Complete Report compares. */
export const COMPLETE_REPORT_MAX_LOCATIONS = PLANS.completeReport.maxLocations;

/**
 * The extra-analyses quantity, or a 400 naming `quantity` when it is not one of {@link ANALYSIS_QUANTITIES}.
 * @example parseAnalysisQuantity(5) // 5
 */
export function parseAnalysisQuantity(quantity: unknown): number {
  if (typeof quantity !== 'number' || !(ANALYSIS_QUANTITIES as readonly number[]).includes(quantity)) {
    throw badInput('quantity', `must be one of ${ANALYSIS_QUANTITIES.join(', ')} (got ${JSON.stringify(quantity)})`);
  }
  return quantity;
}

/** Total price in cents for `quantity` units of `offer` (integer cents, so 3 × $9.99 is exactly $29.97). */
export function orderTotalCents(offer: Offer, quantity: number): number {
  return offer.unitAmountCents * quantity;
}
