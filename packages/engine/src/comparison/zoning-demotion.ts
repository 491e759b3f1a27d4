import type { ZoningStatus } from '../zoning/zoning-flags.js';

/**
 * Which sites rank after the others because of zoning: a site whose zoning flags the use ('flag': normally not
 * allowed without rezoning or a special use) does not rank first while another compared site is allowed. Where no
 * site is allowed, zoning moves nothing (every site has the same problem, or none was checked).
 *
 * @example zoningDemotions(['allowed', 'flag', 'not-checked']) // [false, true, false]
 */
export function zoningDemotions(statuses: ReadonlyArray<ZoningStatus | null | undefined>): boolean[] {
  const anyAllowed = statuses.includes('allowed');
  return statuses.map((s) => anyAllowed && s === 'flag');
}
