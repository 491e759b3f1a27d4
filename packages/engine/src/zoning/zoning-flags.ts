import type { ZoningAnswer, ZoningFamily } from '@sitescout/geodata';
import { aType } from '../taxonomy/type-noun.js';
import type { BusinessType } from '../taxonomy/types.js';

export type ZoningStatus = 'allowed' | 'review' | 'flag' | 'not-checked';

export interface ZoningSection {
  status: ZoningStatus;
  zoneClass: string | null;
  family: ZoningFamily | null;
  source: string | null;
  vintage: string | null;
  message: string;
}

/** Zoning families where each kind of business normally operates (Chicago Zoning Ordinance, Title 17). */
const ALLOWED: Record<BusinessType['kind'], readonly ZoningFamily[]> = {
  storefront: ['business', 'commercial', 'downtown'],
  'service-area': ['business', 'commercial', 'manufacturing', 'planned-manufacturing', 'downtown'],
};

/**
 * Zoning flags from the zoning layer: allowed family → allowed; planned development → review the PD
 * ordinance; residential, parks or transport for a business → flag. Outside zoning coverage the
 * answer is "not checked" with the reason — never a silent pass.
 *
 * @example zoningFlags(coffee, {covered: false, zone: null, nearest: null}).status // 'not-checked'
 */
export function zoningFlags(type: BusinessType, answer: ZoningAnswer): ZoningSection {
  if (!answer.covered) {
    return {
      status: 'not-checked',
      zoneClass: null,
      family: null,
      source: null,
      vintage: null,
      message: 'Zoning not checked: no zoning data loaded for this area. Confirm with the local zoning office.',
    };
  }
  const zone = answer.zone ?? answer.nearest?.zone ?? null;
  if (!zone) {
    return {
      status: 'not-checked',
      zoneClass: null,
      family: null,
      source: null,
      vintage: null,
      message: 'Zoning not checked: the point falls between zoning districts and none is within 0.1 mi.',
    };
  }
  const where = answer.zone
    ? 'Site is in'
    : `Site is on an unzoned street; nearest district (${answer.nearest?.distanceMiles.toFixed(2)} mi) is`;
  const base = { zoneClass: zone.zoneClass, family: zone.family, source: zone.source, vintage: zone.vintage };
  if (ALLOWED[type.kind].includes(zone.family)) {
    return {
      status: 'allowed',
      ...base,
      message: `${where} ${zone.zoneClass} (${zone.family}): ${aType(type.noun)} is normally allowed in this family; check the use table for the exact class.`,
    };
  }
  if (zone.family === 'planned-development' || zone.family === 'other') {
    return {
      status: 'review',
      ...base,
      message: `${where} ${zone.zoneClass} (${zone.family}): uses are set by the district's own ordinance — review it before signing.`,
    };
  }
  return {
    status: 'flag',
    ...base,
    message: `${where} ${zone.zoneClass} (${zone.family}): a ${type.kind === 'storefront' ? 'storefront' : 'business base'} is normally not allowed here without rezoning or a special use.`,
  };
}

/**
 * Zoning for a site located only to a ZIP code area or city: no district is named, because the
 * point is not on the parcel.
 */
export function zoningNotCheckedForPrecision(where: string): ZoningSection {
  return {
    status: 'not-checked',
    zoneClass: null,
    family: null,
    source: null,
    vintage: null,
    message: `Zoning not checked — place the pin on the parcel: the site is located only to ${where}, so no zoning district can be named.`,
  };
}
