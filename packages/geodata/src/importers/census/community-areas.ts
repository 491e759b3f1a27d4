import { multiPolygonAreaSqMi } from '../../geometry/polygon.js';
import { centroid, parseFeatures, toMultiPolygon } from '../../io/geojson.js';
import { parseCsv } from '../../io/read.js';
import { titleCase } from '../../io/text.js';
import { figure, num, round } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaBase, AreaContribution } from '../types.js';

/** The 77 Chicago community areas (number, name, polygon). */
export function importCommunityAreas(text: string): { bases: AreaBase[]; rowsRead: number } {
  const features = parseFeatures(text);
  const bases: AreaBase[] = [];
  for (const feature of features) {
    const p = feature.properties ?? {};
    const polygon = toMultiPolygon(feature.geometry);
    const id = String(p.AREA_NUMBE ?? p.area_numbe ?? '').trim();
    if (!polygon || !id) continue;
    bases.push({
      kind: 'community-area',
      id,
      name: titleCase(String(p.COMMUNITY ?? p.community ?? id)),
      state: 'IL',
      landAreaSqMi: round(multiPolygonAreaSqMi(polygon), 4),
      internalPoint: centroid(polygon),
      polygon,
      countyFips: '17031',
    });
  }
  return { bases: bases.sort((a, b) => Number(a.id) - Number(b.id)), rowsRead: features.length };
}

const sum = (row: Record<string, string>, keys: string[]) => {
  const values = keys.map((k) => num(row[k]));
  return values.every((v) => v !== null) ? values.reduce<number>((s, v) => s + (v as number), 0) : null;
};

/**
 * City "ACS 5 Year Data by Community Area" (2019-2023): population, households (sum of the five
 * income brackets) and the age bands that line up with ours. Keyed by upper-case name.
 */
export function importCommunityAreaAcs(
  text: string,
  provenance: Provenance,
  idByName: Map<string, string>,
): { contributions: AreaContribution[]; rowsRead: number; unmatched: string[] } {
  const rows = parseCsv(text);
  const contributions: AreaContribution[] = [];
  const unmatched: string[] = [];
  for (const row of rows) {
    const name = (row['Community Area'] ?? '').trim().toUpperCase();
    const id = idByName.get(name);
    if (!id) {
      unmatched.push(name);
      continue;
    }
    const total = num(row['Total Population']);
    const pct = (v: number | null) => (v === null || !total ? null : round((100 * v) / total, 2));
    contributions.push({
      kind: 'community-area',
      id,
      fields: {
        population: figure(total, 'people', provenance),
        households: figure(
          sum(row, ['Under $25,000', '$25,000 to $49,999', '$50,000 to $74,999', '$75,000 to $125,000', '$125,000 +']),
          'households',
          provenance,
          'sum of households in the five income brackets',
        ),
        under18Share: figure(pct(sum(row, ['Male 0 to 17', 'Female 0 to 17'])), 'percent', provenance),
        age18to24Share: figure(pct(sum(row, ['Male 18 to 24', 'Female 18 to 24'])), 'percent', provenance),
        age65PlusShare: figure(pct(sum(row, ['Male 65+', 'Female 65 +'])), 'percent', provenance),
      },
    });
  }
  return { contributions, rowsRead: rows.length, unmatched };
}

/** City "selected socioeconomic indicators" 2008-2012 per community area number. */
export function importCommunityAreaSocioeconomic(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = parseCsv(text);
  const contributions: AreaContribution[] = [];
  for (const row of rows) {
    const id = (row.COMMUNITY_AREA_NUMBER ?? '').trim();
    if (!id) continue; // the file ends with a city-wide "CHICAGO" row without a number
    contributions.push({
      kind: 'community-area',
      id,
      fields: {
        perCapitaIncome: figure(num(row.PER_CAPITA_INCOME), 'usd', provenance),
        povertyRate: figure(num(row.PERCENT_HOUSEHOLDS_BELOW_POVERTY), 'percent', provenance, 'share of households'),
        unemploymentRate: figure(num(row.PERCENT_AGED_16__UNEMPLOYED), 'percent', provenance),
        noHighSchoolShare: figure(num(row.PERCENT_AGED_25__WITHOUT_HIGH_SCHOOL_DIPLOMA), 'percent', provenance),
      },
    });
  }
  return { contributions, rowsRead: rows.length };
}
