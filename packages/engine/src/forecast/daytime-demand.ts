import type { AreaRecord } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Share of a type's spending made where people are by day (near work, school, errands) rather than near home — a
 * SiteScout assumption per type, stated in the forecast. Coffee and fast food are bought on the way to and at work;
 * groceries, laundry and pet care mostly near home; service trades go to the home, so 0.
 */
export const DAYTIME_SHARE: Readonly<Record<string, number>> = {
  'coffee-shop': 0.5,
  'fast-food': 0.5,
  restaurant: 0.4,
  bakery: 0.3,
  bar: 0.3,
  grocery: 0.15,
  'convenience-store': 0.4,
  'clothing-store': 0.3,
  'beauty-salon': 0.25,
  barber: 0.25,
  'nail-salon': 0.25,
  spa: 0.25,
  fitness: 0.3,
  laundromat: 0,
  dental: 0.3,
  'medical-clinic': 0.3,
  'pet-services': 0.1,
  daycare: 0.3,
  'auto-repair': 0.2,
};

/** The type's daytime share (0 for types not listed: service trades). */
export const daytimeShare = (type: BusinessType): number => DAYTIME_SHARE[type.id] ?? 0;

/**
 * A demand zone's weight: ((1 − s) × residents + s × daytime population) ÷ residents, with s the type's daytime
 * share. 1 where the daytime population is not loaded (ZCTAs, outside Illinois) or the zone has no residents.
 *
 * @example daytimeDemandWeight(westLoopTract, 0.5) // 3.8 where 4,000 residents become 26,000 people by day
 */
export function daytimeDemandWeight(area: AreaRecord, share: number): number {
  const residents = area.demographics.population?.value ?? 0;
  const day = area.demographics.daytimePopulation?.value ?? null;
  if (share <= 0 || day === null || residents <= 0 || day < 0) return 1;
  return (1 - share) * 1 + (share * day) / residents;
}

/** The daytime population beside the residents of the ring, and how the forecast counted it. */
export function daytimeNotes(
  type: BusinessType,
  people: { residents: Figure | null; daytime: Figure | null } | undefined,
  zonesWithDaytime: number,
  zones: number,
): string[] {
  const share = daytimeShare(type);
  const day = people?.daytime;
  const residents = people?.residents;
  const fmt = (v: number) => Math.round(v).toLocaleString('en-US');
  const ring =
    day && residents && residents.value > 0
      ? `${fmt(day.value)} people by day${'source' in day ? ` (${day.source}, ${day.vintage})` : ''} vs ${fmt(residents.value)} residents in the ring (${(day.value / residents.value).toFixed(2)}×)`
      : null;
  if (share <= 0) return [`Residents' households only: customers of ${type.noun.many} are served at or near home`];
  if (zonesWithDaytime === 0)
    return [
      `Residents only: no daytime population is loaded for these demand zones, so workers and visitors are not counted${ring ? ` (${ring})` : ''}`,
    ];
  return [
    `Daytime population counted: ${Math.round(share * 100)} % of spending at ${type.noun.many} is taken to follow where people are by day (an assumption), so each zone's demand is weighed by ((1 − ${share}) × residents + ${share} × daytime population) ÷ residents${ring ? `; ${ring}` : ''}${zonesWithDaytime < zones ? `; ${zones - zonesWithDaytime} of ${zones} zones have no daytime figure and count residents only` : ''}`,
  ];
}
