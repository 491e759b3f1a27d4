import { figure, num, round } from '../../io/values.js';
import type { AreaDemographics } from '../../model/area.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaContribution } from '../types.js';
import { type CensusApiTable, censusGeo, parseCensusApiJson } from './census-api.js';

const range = (table: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${table}_${String(from + i).padStart(3, '0')}E`);

type ShareKey = keyof Pick<
  AreaDemographics,
  | 'under18Share'
  | 'age18to24Share'
  | 'age25to44Share'
  | 'age45to64Share'
  | 'age65PlusShare'
  | 'ownerOccupiedShare'
  | 'renterOccupiedShare'
  | 'bachelorsOrHigherShare'
  | 'builtBefore1980Share'
  | 'vacancyShare'
  | 'unemploymentRate'
>;

/**
 * Shares the pack files from ACS detail tables: numerator cells summed over a denominator cell, as a
 * percent. Cell numbers follow the ACS 2019-2023 table shells (B01001 sex by age, B25003 tenure, B15003
 * educational attainment, B25034 year built, B25002 occupancy, B23025 employment status).
 */
export const ACS_SHARES: Record<ShareKey, { total: string; parts: string[]; note: string }> = {
  under18Share: {
    total: 'B01001_001E',
    parts: [...range('B01001', 3, 6), ...range('B01001', 27, 30)],
    note: 'B01001 under 18 ÷ total',
  },
  age18to24Share: {
    total: 'B01001_001E',
    parts: [...range('B01001', 7, 10), ...range('B01001', 31, 34)],
    note: 'B01001 18-24 ÷ total',
  },
  age25to44Share: {
    total: 'B01001_001E',
    parts: [...range('B01001', 11, 14), ...range('B01001', 35, 38)],
    note: 'B01001 25-44 ÷ total',
  },
  age45to64Share: {
    total: 'B01001_001E',
    parts: [...range('B01001', 15, 19), ...range('B01001', 39, 43)],
    note: 'B01001 45-64 ÷ total',
  },
  age65PlusShare: {
    total: 'B01001_001E',
    parts: [...range('B01001', 20, 25), ...range('B01001', 44, 49)],
    note: 'B01001 65 and over ÷ total',
  },
  ownerOccupiedShare: { total: 'B25003_001E', parts: ['B25003_002E'], note: 'B25003 owner-occupied ÷ occupied' },
  renterOccupiedShare: { total: 'B25003_001E', parts: ['B25003_003E'], note: 'B25003 renter-occupied ÷ occupied' },
  bachelorsOrHigherShare: {
    total: 'B15003_001E',
    parts: range('B15003', 22, 25),
    note: "B15003 bachelor's degree or higher ÷ population 25 and over",
  },
  builtBefore1980Share: {
    total: 'B25034_001E',
    parts: range('B25034', 7, 11),
    note: 'B25034 built 1979 or earlier ÷ housing units',
  },
  vacancyShare: { total: 'B25002_001E', parts: ['B25002_003E'], note: 'B25002 vacant ÷ housing units' },
  unemploymentRate: {
    total: 'B23025_003E',
    parts: ['B23025_005E'],
    note: 'B23025 unemployed ÷ civilian labour force',
  },
};

/** Every ACS cell {@link ACS_SHARES} reads (to request from the Census API). */
export function acsShareVariables(): string[] {
  return [...new Set(Object.values(ACS_SHARES).flatMap((s) => [s.total, ...s.parts]))].sort();
}

/**
 * Census API JSON (any geography) → the shares whose cells are all present in the table. A zero or
 * missing denominator gives no figure (null), never 0 %.
 */
export function importAcsShares(
  input: string | CensusApiTable,
  provenance: Provenance,
): { contributions: AreaContribution[]; shares: ShareKey[] } {
  const table = typeof input === 'string' ? parseCensusApiJson(input) : input;
  const header = new Set(table.header);
  const shares = (Object.keys(ACS_SHARES) as ShareKey[]).filter((key) => {
    const spec = ACS_SHARES[key];
    return header.has(spec.total) && spec.parts.every((p) => header.has(p));
  });
  const contributions: AreaContribution[] = [];
  if (shares.length === 0) return { contributions, shares };
  for (const row of table.rows) {
    const geo = censusGeo(row);
    if (!geo) continue;
    const fields: Partial<AreaDemographics> = {};
    for (const key of shares) {
      const spec = ACS_SHARES[key];
      const total = num(row[spec.total]);
      const parts = spec.parts.map((p) => num(row[p]));
      if (total === null || total <= 0 || parts.some((p) => p === null)) continue;
      const sum = parts.reduce<number>((s, p) => s + (p ?? 0), 0);
      const f = figure(round((sum / total) * 100, 2), 'percent', provenance, spec.note);
      if (f) fields[key] = f;
    }
    contributions.push({ ...geo, fields });
  }
  return { contributions, shares };
}
