import type { RingOverlaps } from '../trade-area/ring-overlaps.js';
import type { NumericDemographicKey } from './demographic-keys.js';

const FETCH = 'the Census API download (`data:fetch census`, table B19013) fills it';

/**
 * Why a figure users look for is missing in this ring, in plain words; null for fields whose absence
 * needs no explanation beyond "not in the loaded data".
 *
 * @example missingReason('medianHouseholdIncome', ring) // 'No median household income here: …'
 */
export function missingReason(key: NumericDemographicKey, ring: RingOverlaps): string | null {
  // Illinois tract tables speak for the site only when the site is in Illinois (a St. Louis ring may touch one).
  const inIllinois = (ring.byKind.tract ?? []).length > 0 && (!ring.siteState || ring.siteState === 'IL');
  const inCook = (ring.byKind.tract ?? []).some((o) => o.method === 'polygon');
  switch (key) {
    case 'medianHouseholdIncome':
      return inCook
        ? `Median household income covers too little of this ring: tract figures (ACS 2016-2020) exist for Cook County tracts only, and ZIP and county tables offline have none; ${FETCH}.`
        : inIllinois
          ? `No median household income here: the statewide Illinois tract tables (2020 Census, CDC SVI 2022) publish no medians, tract income is loaded for Cook County only, and ZIP and county tables offline have none; ${FETCH}.`
          : `No median household income here: the offline ZIP and county tables have none (only Cook County tracts carry it); ${FETCH}.`;
    case 'perCapitaIncome':
      return 'No per-capita income for this ring: the ZIP table (ACS 2014-2018) does not cover enough of it.';
    case 'bachelorsOrHigherShare':
      if (!inIllinois) return 'No education figure covers enough of this ring.';
      return (ring.byKind.zcta ?? []).some((o) => o.area.state && o.area.state !== 'IL')
        ? 'Education covers too little of this ring (Illinois tract education is ACS 2017-2021; the ring reaches outside Illinois).'
        : "Education covers too little of this ring: only Illinois's tracts carry it (ACS 2017-2021), and here they hold too little of the ring's land to stand for it.";
    default:
      return null;
  }
}
