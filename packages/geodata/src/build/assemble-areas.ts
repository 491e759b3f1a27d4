import type { AreaBase, AreaContribution } from '../importers/types.js';
import { round } from '../io/values.js';
import type { AreaDemographics, AreaRecord } from '../model/area.js';

export const DEMOGRAPHIC_KEYS: Array<keyof AreaDemographics> = [
  'population',
  'housingUnits',
  'households',
  'householdSize',
  'populationDensity',
  'daytimePopulation',
  'medianAge',
  'under18Share',
  'age18to24Share',
  'age25to44Share',
  'age45to64Share',
  'age65PlusShare',
  'perCapitaIncome',
  'medianHouseholdIncome',
  'povertyRate',
  'unemploymentRate',
  'bachelorsOrHigherShare',
  'noHighSchoolShare',
  'ownerOccupiedShare',
  'renterOccupiedShare',
  'vacancyShare',
  'medianHomeValue',
  'medianGrossRent',
  'builtBefore1980Share',
  'medianYearBuilt',
  'populationGrowth',
  'housingUnitGrowth',
  'rurality',
];

export function emptyDemographics(): AreaDemographics {
  return Object.fromEntries(DEMOGRAPHIC_KEYS.map((k) => [k, null])) as unknown as AreaDemographics;
}

/**
 * Joins area bases with demographic contributions. Contributions are given newest/finest first:
 * the first dataset to supply a field wins, later ones only fill gaps. Contributions for areas
 * without a base are counted (e.g. 2010 tracts that no longer exist).
 */
export function assembleAreas(
  bases: readonly AreaBase[],
  contributions: readonly AreaContribution[],
): { areas: AreaRecord[]; orphanContributions: number } {
  const byKey = new Map<string, AreaRecord>();
  const areas: AreaRecord[] = bases.map((b) => {
    const area: AreaRecord = { ...b, demographics: emptyDemographics() };
    byKey.set(`${b.kind}:${b.id}`, area);
    return area;
  });
  let orphanContributions = 0;
  for (const c of contributions) {
    const area = byKey.get(`${c.kind}:${c.id}`);
    if (!area) {
      orphanContributions += 1;
      continue;
    }
    const d = area.demographics as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(c.fields)) if (value && d[key] === null) d[key] = value;
  }
  for (const area of areas) {
    const pop = area.demographics.population;
    if (pop && area.landAreaSqMi && area.landAreaSqMi > 0 && !area.demographics.populationDensity)
      area.demographics.populationDensity = {
        value: round(pop.value / area.landAreaSqMi, 1),
        unit: 'per-sq-mi',
        source: `${pop.source}; land area from ${area.polygon ? 'boundary polygon' : 'Census Gazetteer'}`,
        vintage: pop.vintage,
        note: 'population ÷ land area',
      };
  }
  return { areas, orphanContributions };
}
