import type { Figure } from '../figures/figure.js';
import { CHICAGO_METRO_COUNTIES } from '../costs/rent-estimate.js';
import type { EngineContext } from './engine-context.js';

/**
 * The market's median home value the local value is compared with: households-weighted mean of
 * county medians over the Chicago metro counties (for a site there) or over all U.S. counties.
 */
export function marketHomeValue(ctx: EngineContext, countyFips: string | null): Figure | null {
  const chicago = countyFips !== null && CHICAGO_METRO_COUNTIES.has(countyFips);
  return ctx.memo(`market-home-value:${chicago ? 'chicago' : 'us'}`, () => {
    let sum = 0;
    let weight = 0;
    let cite = '';
    for (const county of ctx.geo.areas('county')) {
      if (chicago && !CHICAGO_METRO_COUNTIES.has(county.id)) continue;
      const value = county.demographics.medianHomeValue;
      const hh = county.demographics.households?.value ?? county.demographics.housingUnits?.value;
      if (!value || !hh) continue;
      sum += value.value * hh;
      weight += hh;
      cite = `${value.source}, ${value.vintage}`;
    }
    if (weight === 0) return null;
    return {
      value: sum / weight,
      unit: 'usd',
      estimate: { method: `households-weighted mean of county median home values (${cite}) over ${chicago ? 'the Chicago metro counties' : 'all U.S. counties'}` },
    };
  });
}
