/**
 * Business types that are one Census trade: County Business Patterns and the Economic Census publish a single NAICS
 * code for them, so every receipts figure, count and forecast of one is the other's. Said plainly, never split by a
 * guessed household-demand share (no published split was found to source one).
 */
export const SHARED_CENSUS_TRADES: ReadonlyArray<{ naics: string; types: readonly string[]; sentence: string }> = [
  {
    naics: '238220',
    types: ['plumbing', 'hvac'],
    sentence:
      'Plumbing and HVAC contractors are one Census trade (NAICS 238220, “Plumbing, heating, and air-conditioning contractors”); this forecast is for that trade.',
  },
];

/** The sentence saying the type is one Census trade with another, or null when its NAICS codes are its own. */
export function sharedCensusTrade(type: { id: string }): string | null {
  return SHARED_CENSUS_TRADES.find((t) => t.types.includes(type.id))?.sentence ?? null;
}
