/**
 * The plans' one wording: the web pages, the account page, the server's mails and API descriptions all say what a
 * plan includes from here, so "Pro Monthly" never means two things.
 */
export const PLANS = {
  completeReport: {
    name: 'Complete Report',
    priceCents: 7500,
    /** How many locations one Complete Report compares. */
    maxLocations: 3,
  },
  proMonthly: {
    name: 'Pro Monthly',
    priceCents: 15000,
    analysesPerMonth: 20,
    /** How many locations one Pro analysis compares (the engine's Pro site limit). */
    maxLocations: 25,
  },
  extraAnalysis: { name: 'Additional analyses', priceCents: 999 },
} as const;

/** "One report comparing up to 3 locations". */
export const COMPLETE_REPORT_INCLUDES = `One report comparing up to ${PLANS.completeReport.maxLocations} locations`;

/** "20 analyses a month, each comparing up to 25 locations": what Pro Monthly includes, everywhere it is said. */
export const PRO_MONTHLY_INCLUDES = `${PLANS.proMonthly.analysesPerMonth} analyses a month, each comparing up to ${PLANS.proMonthly.maxLocations} locations`;
