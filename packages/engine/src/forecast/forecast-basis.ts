import type { ForecastBasis, RevenueForecast } from './revenue-forecast.js';

/**
 * How far a plan can lean on a forecast: only a site placed at street precision (or a pin), with a forecast within
 * the county check's range (checked, not just unflagged) and between the 10th and 90th percentile of the state's establishments where that is
 * known. The comparison reads this to refuse a "best revenue" it cannot support.
 */
export function forecastBasis(forecast: RevenueForecast, precision: string | null): ForecastBasis {
  const sitePrecision = precision === 'city' || precision === 'zip' ? precision : 'street';
  const market = forecast.available ? (forecast.marketBasis ?? null) : null;
  const pct = forecast.check?.percentile ?? null;
  const reason = !forecast.available
    ? (forecast.reason ?? 'no forecast')
    : sitePrecision !== 'street'
      ? `the site is placed only at its ${sitePrecision === 'city' ? 'city centre' : 'ZIP code area'}: the forecast is for the area, not an address`
      : forecast.check?.flag
        ? (forecast.check.shortFlag ?? 'unproven against the county average')
        : forecast.check?.verdict !== 'within'
          ? `not checked against what establishments in the county take in: ${forecast.check?.comparison ?? 'no county check'}`
          : pct !== null && (pct < 0.1 || pct > 0.9)
            ? `outside what 8 in 10 of the state's establishments take in (around the ${Math.round(pct * 100)}th percentile)`
            : null;
  return { sitePrecision, market, planReady: reason === null, reason };
}
