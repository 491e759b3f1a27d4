import type { AreaKind, AreaRecord } from '@sitescout/geodata';
import { CHICAGO_METRO_COUNTIES } from '../costs/rent-estimate.js';
import type { Figure } from '../figures/figure.js';
import type { EngineContext } from './engine-context.js';

function countyOf(area: AreaRecord): string | null {
  if (area.kind === 'county') return area.id;
  if (area.kind === 'tract') return area.countyFips ?? area.id.slice(0, 5);
  return area.countyFips;
}

/**
 * The market's median home value the local value is compared with: the households-weighted mean of
 * the medians of every area of the same layer (so both come from the same dataset and vintage) in the
 * Chicago metro counties for a site there, otherwise in the whole country. Null when that layer has
 * no home values.
 */
export function marketHomeValue(
  ctx: EngineContext,
  countyFips: string | null,
  kind: AreaKind = 'county',
): Figure | null {
  const chicago = countyFips !== null && CHICAGO_METRO_COUNTIES.has(countyFips);
  return ctx.memo(`market-home-value:${kind}:${chicago ? 'chicago' : 'us'}`, () => {
    let sum = 0;
    let weight = 0;
    let areas = 0;
    const cites = new Set<string>();
    for (const area of ctx.geo.areas(kind)) {
      const county = countyOf(area);
      if (chicago && (county === null || !CHICAGO_METRO_COUNTIES.has(county))) continue;
      const value = area.demographics.medianHomeValue;
      const hh = area.demographics.households?.value ?? area.demographics.housingUnits?.value ?? 1;
      if (!value) continue;
      sum += value.value * hh;
      weight += hh;
      areas += 1;
      cites.add(`${value.source}, ${value.vintage}`);
    }
    if (weight === 0) return null;
    return {
      value: sum / weight,
      unit: 'usd',
      estimate: {
        method: `households-weighted mean of ${areas.toLocaleString('en-US')} ${kind} median home values (${[...cites].join('; ')}) in ${chicago ? 'the Chicago metro counties' : 'the United States'}`,
      },
    };
  });
}
