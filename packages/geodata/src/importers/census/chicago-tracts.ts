import { multiPolygonAreaSqMi } from '../../geometry/polygon.js';
import { centroid, parseFeatures, toMultiPolygon } from '../../io/geojson.js';
import { parseCsv } from '../../io/read.js';
import { figure, num, pad, round } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaBase, AreaContribution } from '../types.js';

const TRACT_2010_NOTE = '2010 tract boundaries';

/** Cook County tract polygons with ACS 2016-2020 median household income (B19013). */
export function importCookTractIncome(
  text: string,
  provenance: Provenance,
): { bases: AreaBase[]; contributions: AreaContribution[]; rowsRead: number; missing: number } {
  const features = parseFeatures(text);
  const bases: AreaBase[] = [];
  const contributions: AreaContribution[] = [];
  let missing = 0;
  for (const feature of features) {
    const props = feature.properties ?? {};
    const polygon = toMultiPolygon(feature.geometry);
    const id = pad(String(props.GEOID ?? ''), 11);
    if (!polygon || id === '00000000000') continue;
    bases.push({
      kind: 'tract',
      id,
      name: String(props.NAME ?? `Tract ${id}`),
      state: 'IL',
      landAreaSqMi: round(multiPolygonAreaSqMi(polygon), 4),
      internalPoint: centroid(polygon),
      polygon,
      countyFips: id.slice(0, 5),
    });
    const income = num(props.estimate as number | null);
    if (income === null) missing += 1;
    contributions.push({
      kind: 'tract',
      id,
      fields: {
        medianHouseholdIncome: figure(income, 'usd', provenance, `margin of error ±${num(props.moe as number) ?? '?'}`),
      },
    });
  }
  return { bases, contributions, rowsRead: features.length, missing };
}

/** Chicago tracts ACS 2015-2019 (2010 tracts): population, households, bachelor's share. */
export function importChicagoTractsAcs2019(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const features = parseFeatures(text);
  const contributions = features.map((feature) => {
    const p = feature.properties ?? {};
    const population = num(p.population as number);
    const households = num(p.households as number);
    const fBa = num(p.f_ba as number);
    return {
      kind: 'tract' as const,
      id: pad(String(p.geoid ?? ''), 11),
      fields: {
        population: figure(population, 'people', provenance, TRACT_2010_NOTE),
        households: figure(households, 'households', provenance, TRACT_2010_NOTE),
        householdSize: figure(
          population !== null && households ? round(population / households, 2) : null,
          'persons-per-household',
          provenance,
          'population ÷ households',
        ),
        bachelorsOrHigherShare: figure(
          fBa === null ? null : round(fBa * 100, 1),
          'percent',
          provenance,
          TRACT_2010_NOTE,
        ),
      },
    };
  });
  return { contributions, rowsRead: features.length };
}

/** ChiVes tract table (ACS 2014-2018, 2010 tracts): median rent, home value, household size. */
export function importChivesTracts(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = parseCsv(text);
  const contributions = rows.map((row) => ({
    kind: 'tract' as const,
    id: pad(row.geoid ?? '', 11),
    fields: {
      medianGrossRent: figure(num(row.median_rent), 'usd', provenance, TRACT_2010_NOTE),
      medianHomeValue: figure(num(row.median_home_value), 'usd', provenance, TRACT_2010_NOTE),
      householdSize: figure(num(row.average_household_size), 'persons-per-household', provenance, TRACT_2010_NOTE),
    },
  }));
  return { contributions, rowsRead: rows.length };
}
