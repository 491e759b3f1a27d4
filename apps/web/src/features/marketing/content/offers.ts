import { formatUsdPrice, PLANS } from '@sitescout/shared';
/** The offers and their prices. Pages quote these, so a price changes in one place. */
export const OFFERS = {
  completeReport: {
    name: PLANS.completeReport.name,
    price: PLANS.completeReport.priceCents / 100,
    locations: PLANS.completeReport.maxLocations,
  },
  /** The plan of @sitescout/shared's PLANS, which the server's allowance (billing `PRO_MONTHLY`) reads too. */
  proMonthly: {
    name: PLANS.proMonthly.name,
    pricePerMonth: PLANS.proMonthly.priceCents / 100,
    analysesPerMonth: PLANS.proMonthly.analysesPerMonth,
  },
  extraAnalysis: { name: 'Additional analysis credit', price: PLANS.extraAnalysis.priceCents / 100 },
  /** Introductory prices quoted on the landing pages; they differ from the standard offers above. */
  landingEntry: { oneTime: 9.95, plansFrom: 4.99 },
} as const;

/** Quantities a credit purchase may be made in. */
export const CREDIT_QUANTITIES = [1, 2, 3, 4, 5, 10, 15, 20] as const;

/** Sentence shown wherever a landing-page entry price appears, so both readings of the price are visible. */
export const PRICE_READINGS_NOTE = `Two sets of prices are in circulation: our landing pages quote introductory entry prices (plans from ${formatUsdPrice(OFFERS.landingEntry.plansFrom)}, a one-time analysis at ${formatUsdPrice(OFFERS.landingEntry.oneTime)}), while the standard offers are the Complete Report at ${formatUsdPrice(OFFERS.completeReport.price)}, Pro Monthly at ${formatUsdPrice(OFFERS.proMonthly.pricePerMonth)} a month and extra analyses at ${formatUsdPrice(OFFERS.extraAnalysis.price)} each. The price you pay is always the one shown at checkout before you confirm.`;
