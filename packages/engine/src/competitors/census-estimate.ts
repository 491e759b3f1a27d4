import type { AreaOverlap } from '@sitescout/geodata';
import { rangeText } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import type { BusinessType } from '../taxonomy/types.js';
import { establishmentsInRing } from './business-density.js';
import {
  BUSINESS_WEIGHT,
  DAYTIME_RANGE,
  type DaytimeEstablishments,
  daytimeEstablishments,
} from './daytime-apportion.js';

/** Share of a ring's land whose ZCTAs must have a Census count (ZIP or their county's) to give an estimate. */
export const MIN_COUNTED_LAND = 0.8;

/** Census establishments of a type apportioned to a ring, with the range the suppressed cells leave open. */
export interface CensusEstimate {
  value: number;
  range: [number, number];
  /** "U.S. Census Bureau, ZIP Code Business Patterns" and/or "… County Business Patterns". */
  source: string;
  vintage: string;
  /** Source and vintage in one phrase, e.g. "U.S. Census Bureau, ZIP Code Business Patterns 2018". */
  citation: string;
  /** Which geography the counts came from: ZIPs, counties, or both (ZIPs where loaded, counties elsewhere). */
  basis: 'zip' | 'county' | 'zip+county';
  /** The NAICS codes summed. */
  naics: string[];
  method: string;
}

/**
 * The type's NAICS codes published somewhere in a geography's file: another NAICS edition's codes are
 * absent everywhere and must not count as suppressed cells. One pass per geography, memoised.
 */
export function publishedNaics(ctx: EngineContext, type: BusinessType, geography: 'zip' | 'county'): string[] {
  const published = ctx.memo(`published-naics-${geography}`, () => {
    const all = [...new Set(BUSINESS_TYPES.flatMap((t) => t.recognition.naics))];
    const codes = new Set<string>();
    for (const area of ctx.geo.areas(geography === 'zip' ? 'zcta' : 'county')) {
      const answer = ctx.geo.businessCounts(
        geography === 'zip' ? { zip: area.id, naics: all } : { countyFips: area.id, naics: all },
      );
      if (answer.covered) for (const r of answer.rows) if (!r.suppressed) codes.add(r.naics);
    }
    return codes;
  });
  return type.recognition.naics.filter((code) => published.has(code));
}

interface Part {
  low: number;
  high: number;
  land: number;
}

/** A county's establishments per household (low, high), memoised per county and NAICS set. */
function countyRate(
  ctx: EngineContext,
  fips: string,
  naics: readonly string[],
): { low: number; high: number; source: string; vintage: string } | null {
  return ctx.memo(`county-rate-${fips}-${naics.join(',')}`, () => {
    const county = ctx.geo.area('county', fips);
    const hh = county?.demographics.households?.value;
    if (!hh || hh <= 0) return null;
    const answer = ctx.geo.businessCounts({ countyFips: fips, naics });
    if (!answer.covered) return null;
    return {
      low: answer.establishmentsRange[0] / hh,
      high: answer.establishmentsRange[1] / hh,
      source: answer.source ?? 'County Business Patterns',
      vintage: answer.vintage ?? '',
    };
  });
}

const fmt = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));

/** "suppressed cells count 0–2 (range 55–61)", or that no cell was suppressed. */
const rangeWords = (low: number, high: number) =>
  high - low < 0.05 ? 'no cell suppressed' : `suppressed cells count 0–2 (range ${rangeText(low, high, fmt)})`;

/**
 * Census establishments of the business type in a ring: each overlapping ZCTA contributes its ZIP Code
 * Business Patterns count × its land share inside the ring. The land no ZIP count covers gets its share of the
 * county's County Business Patterns establishments apportioned by people by day (`daytime-apportion.ts`: the
 * tracts inside the ring, where loaded), with the range that method earned against ZIP counts it never read;
 * without tract figures, the county's establishments per household × the ZCTA's households inside the ring.
 * Neighbouring ZCTAs drawn as equal-area discs overlap a little, so the ZIP part is scaled down when their
 * land inside exceeds the ring's area. Suppressed cells (fewer than 3) add 0–2 each to the range. Without
 * ZCTAs (or with less than 80 % of the ring's land counted), the counties by people by day, else by
 * households. Null when no count covers the ring.
 *
 * @example censusEstimate(ctx, dental, zctas, counties, 21000)?.value // ≈ 58 around 60614
 */
export function censusEstimate(
  ctx: EngineContext,
  type: BusinessType,
  radiusMiles: number,
  zctas: readonly AreaOverlap[],
  counties: readonly AreaOverlap[],
  ringHouseholds: number | null,
  /** Tracts overlapping the ring, for the daytime apportioning of county counts (none: by households). */
  tracts: readonly AreaOverlap[] = [],
  /** Share of county counts spread by in-commuters (`daytime-apportion.ts`); the check passes others to compare. */
  businessWeight: number = BUSINESS_WEIGHT,
): CensusEstimate | null {
  const geo = ctx.geo;
  const zipNaics = publishedNaics(ctx, type, 'zip');
  const countyNaics = publishedNaics(ctx, type, 'county');
  const zip: Part = { low: 0, high: 0, land: 0 };
  const county: Part = { low: 0, high: 0, land: 0 };
  let land = 0;
  let zipSource = '';
  let zipVintage = '';
  let zips = 0;
  const cbp = { source: '', vintage: '' };
  for (const o of zctas) {
    const inRing = o.overlapFraction * (o.area.landAreaSqMi ?? 0);
    land += inRing;
    const answer = zipNaics.length > 0 ? geo.businessCounts({ zip: o.area.id, naics: zipNaics }) : null;
    if (answer?.covered) {
      zip.low += answer.establishmentsRange[0] * o.overlapFraction;
      zip.high += answer.establishmentsRange[1] * o.overlapFraction;
      zip.land += inRing;
      zipSource = answer.source ?? zipSource;
      zipVintage = answer.vintage ?? zipVintage;
      zips += 1;
      continue;
    }
    const hh = o.area.demographics.households?.value;
    const rate = o.area.countyFips && countyNaics.length > 0 ? countyRate(ctx, o.area.countyFips, countyNaics) : null;
    if (rate && hh !== undefined) {
      county.low += rate.low * hh * o.overlapFraction;
      county.high += rate.high * hh * o.overlapFraction;
      cbp.source = rate.source;
      cbp.vintage = rate.vintage;
      county.land += inRing;
    }
  }
  const day =
    countyNaics.length > 0 && tracts.length > 0
      ? daytimeEstablishments(ctx, countyNaics, tracts, businessWeight)
      : null;
  const ringLand = land > 0 ? Math.min(land, Math.PI * radiusMiles ** 2) : 0;
  if (
    day &&
    (ringLand === 0 ? day.land > 0 : day.land >= MIN_COUNTED_LAND * ringLand) &&
    (zip.land < land || land === 0)
  )
    return withDaytime(type, zip, land, ringLand, day, zipNaics, countyNaics, zips, { zipSource, zipVintage });
  const counted = zip.land + county.land;
  if (land > 0 && counted >= MIN_COUNTED_LAND * land && (zip.land > 0 || county.land > 0)) {
    // Discs of neighbouring ZCTAs overlap: the ring holds at most its own area; uncounted land is scaled in.
    const scale = (Math.min(land, Math.PI * radiusMiles ** 2) / land) * (land / counted);
    const low = (zip.low + county.low) * scale;
    const high = (zip.high + county.high) * scale;
    const basis: CensusEstimate['basis'] = county.land === 0 ? 'zip' : zip.land === 0 ? 'county' : 'zip+county';
    const source = basis === 'zip' ? zipSource : basis === 'county' ? cbp.source : `${zipSource}; ${cbp.source}`;
    const vintage = basis === 'zip' ? zipVintage : basis === 'county' ? cbp.vintage : `${zipVintage}; ${cbp.vintage}`;
    const zipCite = `${zipSource} ${zipVintage}`;
    const cbpCite = `${cbp.source} ${cbp.vintage}`;
    const citation = basis === 'zip' ? zipCite : basis === 'county' ? cbpCite : `${zipCite}; ${cbpCite}`;
    const parts = [
      zip.land > 0
        ? `${zipSource} (${zipVintage}) establishments for NAICS ${zipNaics.join(', ')} in ${zips} ZIP${zips === 1 ? '' : 's'}, each × its land share inside the ring`
        : null,
      county.land > 0
        ? `${cbp.source} (${cbp.vintage}) establishments for NAICS ${countyNaics.join(', ')} per household of each ZCTA's county × the ZCTA's households inside the ring${zip.land > 0 ? ' (ZCTAs without a ZIP count)' : ''}`
        : null,
    ].filter(Boolean);
    return {
      value: (low + high) / 2,
      range: [low, high],
      source,
      vintage,
      citation,
      basis,
      naics: basis === 'county' ? countyNaics : zipNaics,
      method: `${parts.join('; ')}; ${rangeWords(low, high)}${type.recognition.naicsNote ? `; ${type.recognition.naicsNote}` : ''}`,
    };
  }
  if (countyNaics.length === 0) return null;
  const byCounty = establishmentsInRing(geo, counties, countyNaics, ringHouseholds);
  if (!byCounty) return null;
  return {
    value: byCounty.establishments,
    range: byCounty.range,
    source: byCounty.source,
    vintage: byCounty.vintage,
    citation: `${byCounty.source} ${byCounty.vintage}`,
    basis: 'county',
    naics: countyNaics,
    method: `${byCounty.source} (${byCounty.vintage}) establishments for NAICS ${countyNaics.join(', ')} per household in ${byCounty.counties} overlapping count${byCounty.counties === 1 ? 'y' : 'ies'} × households in the ring; ${rangeWords(byCounty.range[0], byCounty.range[1])}${type.recognition.naicsNote ? `; ${type.recognition.naicsNote}` : ''}`,
  };
}

/**
 * The ring's estimate with the land no ZIP count covers apportioned by people by day: the ZIP part as in
 * {@link censusEstimate}, plus the tracts' daytime estimate × the ring's share of land without a ZIP count.
 */
function withDaytime(
  type: BusinessType,
  zip: Part,
  land: number,
  ringLand: number,
  day: DaytimeEstablishments,
  zipNaics: readonly string[],
  countyNaics: string[],
  zips: number,
  zipCite: { zipSource: string; zipVintage: string },
): CensusEstimate {
  const zipShare = land > 0 ? zip.land / land : 0;
  const scale = land > 0 ? ringLand / land : 0;
  const rest = 1 - zipShare;
  const dayMid = ((day.range[0] + day.range[1]) / 2) * rest;
  const zipMid = ((zip.low + zip.high) / 2) * scale;
  const low = zip.low * scale + day.range[0] * rest * DAYTIME_RANGE.low;
  const high = zip.high * scale + day.range[1] * rest * DAYTIME_RANGE.high;
  const { zipSource, zipVintage } = zipCite;
  const basis: CensusEstimate['basis'] = zip.land > 0 ? 'zip+county' : 'county';
  const cbpCite = `${day.source} ${day.vintage}`;
  const dayPart = `${day.source} (${day.vintage}) establishments for NAICS ${countyNaics.join(', ')} in ${day.counties === 1 ? 'the county' : `${day.counties} counties`} × the ring's share of ${day.counties === 1 ? 'its' : 'their'} ${day.peopleWords}${zip.land > 0 ? ` on the ${Math.round(rest * 100)} % of the ring's land without a ZIP count` : ''}; range ×${DAYTIME_RANGE.low}–×${DAYTIME_RANGE.high}, the 10th–90th percentile of ZIP Code Business Patterns ÷ this method on Chicago ZIPs it did not read`;
  const zipPart =
    zip.land > 0
      ? `${zipSource} (${zipVintage}) establishments for NAICS ${zipNaics.join(', ')} in ${zips} ZIP${zips === 1 ? '' : 's'}, each × its land share inside the ring; `
      : '';
  return {
    value: zipMid + dayMid,
    range: [low, high],
    source: basis === 'county' ? day.source : `${zipSource}; ${day.source}`,
    vintage: basis === 'county' ? day.vintage : `${zipVintage}; ${day.vintage}`,
    citation: basis === 'county' ? cbpCite : `${zipSource} ${zipVintage}; ${cbpCite}`,
    basis,
    naics: basis === 'county' ? countyNaics : [...zipNaics],
    method: `${zipPart}${dayPart}${type.recognition.naicsNote ? `; ${type.recognition.naicsNote}` : ''}`,
  };
}
