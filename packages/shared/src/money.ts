const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$12,345": whole dollars (revenues, incomes, home values). */
export const formatUsd = (dollars: number): string => wholeDollars.format(dollars);

/** "$12.35", "$1,234.50": dollars and cents (rents per square foot, amounts paid). */
export const formatUsdCents = (dollars: number): string => withCents.format(dollars);

/** "$75", "$9.99": a price, with cents only when it has any. */
export const formatUsdPrice = (dollars: number): string =>
  Number.isInteger(dollars) ? formatUsd(dollars) : formatUsdCents(dollars);

/** "$29.97" from 2997 cents (what payments store). */
export const formatUsdFromCents = (cents: number): string => formatUsdCents(cents / 100);
