import type { PublishedFigure } from '@sitescout/geodata';
import type { BusinessType } from '../taxonomy/types.js';
import { householdSpending } from './household-spending.js';
import type { MarketPerHousehold } from './revenue-forecast.js';
import type { StateReceipts } from './state-receipts.js';

/** The BLS Consumer Expenditure row of all spending, by income fifth. */
const TOTAL_SPENDING = 'Average annual expenditures';

const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/**
 * What the type's establishments take in per household a year where the site is.
 *
 * - Where County Business Patterns are loaded for the site's state (Illinois, or a state fetched with `data:fetch`):
 *   the state's establishments' receipts (payroll × receipts per payroll dollar) ÷ the state's households, scaled by
 *   the area's income where the type has a BLS Consumer Expenditure item (spending at the area's household income ÷
 *   spending of all households). This is calibrated to what establishments really take in, businesses' and
 *   visitors' spending included.
 * - Elsewhere: BLS household spending on the item × the type's share of it (a SiteScout assumption, stated).
 * - Neither: the reason, in one sentence.
 */
export function marketPerHousehold(
  rows: readonly PublishedFigure[],
  type: BusinessType,
  income: number | null,
  state: StateReceipts | null,
  stateName: string,
): MarketPerHousehold | { reason: string } {
  const { many } = type.noun;
  // Types without their own BLS item follow total spending by income (dentists, clinics, day care, auto repair):
  // a poorer area spends less on them too. Trades serving homes are measured per owner-occupied home instead.
  const item = type.spending?.blsItem ?? (type.kind === 'storefront' && state ? TOTAL_SPENDING : undefined);
  const atIncome = item ? householdSpending(rows, item, income) : null;
  const allHouseholds = item ? householdSpending(rows, item, null) : null;
  if (state) {
    // Trades that serve homes sell to owner-occupied homes: a city of renters buys less lawn care per household.
    const perOwnerHome = type.kind === 'service-area' && state.receiptsPerOwnerHome > 0;
    const unit = perOwnerHome ? 'owner-occupied home' : 'household';
    const base = perOwnerHome ? state.receiptsPerOwnerHome : state.receiptsPerHousehold;
    const factor = atIncome && allHouseholds && allHouseholds.value > 0 ? atIncome.value / allHouseholds.value : 1;
    const ratios = state.ratios.map((r) => `${r.value} for ${r.industry}, ${r.source}`).join('; ');
    const extra =
      state.establishmentsWithoutRatio > 0
        ? `, the ${state.establishmentsWithoutRatio.toLocaleString('en-US')} establishments of codes without a ratio taken at the same average`
        : '';
    const suppressed =
      state.suppressedCells > 0
        ? `, the ${state.suppressedCells.toLocaleString('en-US')} county cells CBP leaves out for 0–2 establishments at ${state.establishmentsSuppressed.toLocaleString('en-US')} establishments (1 each) at the same average`
        : '';
    return {
      value: base * factor,
      basis: 'receipts',
      unit,
      method: `${stateName} ${many} (NAICS ${state.naics.join(', ')}) take in ${usd(state.receipts)} a year: ${state.cbp} payroll ${usd(state.payroll)} of ${state.establishments.toLocaleString('en-US')} establishments in ${state.counties} counties × receipts per payroll dollar (${ratios})${extra}${suppressed}, ÷ ${Math.round(perOwnerHome ? state.ownerHomes : state.households).toLocaleString('en-US')} ${unit}s = ${usd(base)} per ${unit}${factor !== 1 ? `, × ${factor.toFixed(2)} for the area's income` : ''}`,
      notes: [
        factor !== 1 && atIncome && allHouseholds
          ? `Income adjustment × ${factor.toFixed(2)}: BLS Consumer Expenditure "${item}"${item === TOTAL_SPENDING ? ` (no item of its own for ${many} is loaded)` : ''} at the area's household income (${usd(atIncome.value)}) ÷ all households (${usd(allHouseholds.value)})`
          : item
            ? `No income adjustment: the area's household income or the BLS "${item}" rows by income fifth are not loaded`
            : `No income adjustment: no BLS Consumer Expenditure item for ${many} is loaded`,
        'Receipts include what businesses, commuters and visitors spend, not only residents',
      ],
    };
  }
  const spending = type.spending;
  if (spending && atIncome)
    return {
      value: atIncome.value * spending.typeShare,
      basis: 'spending',
      unit: 'household',
      method: `BLS household spending on "${spending.blsItem}" ${usd(atIncome.value)} (${'source' in atIncome ? `${atIncome.source}, ${atIncome.vintage}` : atIncome.estimate.method}) × the share of ${many} ${Math.round(spending.typeShare * 100)} %`,
      notes: [
        `Share of household "${spending.blsItem}" spending that goes to ${many}: ${Math.round(spending.typeShare * 100)}% — ${spending.typeShareReason} (no County Business Patterns receipts are loaded for this state to measure it)`,
      ],
    };
  return {
    reason: spending
      ? `No "${spending.blsItem}" spending row in the loaded benchmarks and no County Business Patterns receipts for ${many} in this state.`
      : `No County Business Patterns receipts for ${many} are loaded for this state (only Illinois is, unless fetched with data:fetch), and no household-spending table covers ${many}.`,
  };
}
