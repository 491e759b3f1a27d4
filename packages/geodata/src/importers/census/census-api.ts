import { figure, num } from '../../io/values.js';
import type { AreaDemographics, AreaKind } from '../../model/area.js';
import type { FigureUnit, Provenance } from '../../model/provenance.js';
import type { AreaContribution } from '../types.js';

/** ACS variables the pack knows how to file; other variables in a response are reported, not guessed. */
export const ACS_VARIABLES: Record<string, { key: keyof AreaDemographics; unit: FigureUnit }> = {
  B01003_001E: { key: 'population', unit: 'people' },
  B25001_001E: { key: 'housingUnits', unit: 'housing-units' },
  B11001_001E: { key: 'households', unit: 'households' },
  B25010_001E: { key: 'householdSize', unit: 'persons-per-household' },
  B01002_001E: { key: 'medianAge', unit: 'years' },
  B19013_001E: { key: 'medianHouseholdIncome', unit: 'usd' },
  B19301_001E: { key: 'perCapitaIncome', unit: 'usd' },
  B25077_001E: { key: 'medianHomeValue', unit: 'usd' },
  B25064_001E: { key: 'medianGrossRent', unit: 'usd' },
  B25035_001E: { key: 'medianYearBuilt', unit: 'years' },
};

/** Geography columns the Census API appends, in GEOID order. */
const GEO_COLUMNS = ['state', 'county', 'tract', 'zip code tabulation area'];

export interface CensusApiTable {
  header: string[];
  rows: Array<Record<string, string | null>>;
}

/** Parses the Census API's JSON array-of-arrays (first row is the header). */
export function parseCensusApiJson(text: string): CensusApiTable {
  const data = JSON.parse(text) as unknown;
  if (!Array.isArray(data) || data.length === 0 || !Array.isArray(data[0]))
    throw new Error('Census API response is not an array of rows with a header row');
  const [header, ...body] = data as Array<Array<string | null>>;
  const names = (header ?? []).map(String);
  return {
    header: names,
    rows: body.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? null]))),
  };
}

/** Geography kind and GEOID of a Census API row (ZCTA, tract or county). */
export function censusGeo(row: Record<string, string | null>): { kind: AreaKind; id: string } | null {
  const zcta = row['zip code tabulation area'];
  if (zcta) return { kind: 'zcta', id: zcta };
  if (row.state && row.county && row.tract) return { kind: 'tract', id: `${row.state}${row.county}${row.tract}` };
  if (row.state && row.county) return { kind: 'county', id: `${row.state}${row.county}` };
  return null;
}

/**
 * Census API JSON → per-area demographic contributions for every known variable
 * (unknown variables are listed in `unknownVariables`).
 */
export function importCensusApi(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; unknownVariables: string[]; rowsRead: number } {
  const table = parseCensusApiJson(text);
  const variables = table.header.filter((h) => h !== 'NAME' && h !== 'GEO_ID' && !GEO_COLUMNS.includes(h));
  const known = variables.filter((v) => ACS_VARIABLES[v]);
  const contributions: AreaContribution[] = [];
  for (const row of table.rows) {
    const geo = censusGeo(row);
    if (!geo) continue;
    const fields: Partial<AreaDemographics> = {};
    for (const variable of known) {
      const spec = ACS_VARIABLES[variable];
      if (!spec) continue;
      const f = figure(num(row[variable]), spec.unit, provenance);
      if (f) (fields as Record<string, unknown>)[spec.key] = f;
    }
    contributions.push({ ...geo, fields });
  }
  return {
    contributions,
    unknownVariables: variables.filter((v) => !ACS_VARIABLES[v] && !v.endsWith('M') && !v.endsWith('EA')),
    rowsRead: table.rows.length,
  };
}
