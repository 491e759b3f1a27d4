import type { Figure } from '../figures/figure.js';

/**
 * Household income for demand and spending: the median household income where a dataset has it,
 * else per-capita income × household size (an estimate that says so), else null.
 */
export function householdIncome(f: {
  medianHouseholdIncome: Figure | null;
  perCapitaIncome: Figure | null;
  householdSize: Figure | null;
}): Figure | null {
  if (f.medianHouseholdIncome) return f.medianHouseholdIncome;
  if (f.perCapitaIncome && f.householdSize) {
    return {
      value: f.perCapitaIncome.value * f.householdSize.value,
      unit: 'usd',
      estimate: {
        method: `per-capita income (${'source' in f.perCapitaIncome ? `${f.perCapitaIncome.source}, ${f.perCapitaIncome.vintage}` : 'estimate'}) × household size — a mean, not a median`,
      },
    };
  }
  return null;
}
