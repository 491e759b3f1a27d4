import { num } from '../../io/values.js';
import type { BusinessCount } from '../../model/business-counts.js';
import type { Provenance } from '../../model/provenance.js';
import { parseCensusApiJson } from '../census/census-api.js';

/**
 * County Business Patterns from the Census Data API (`/data/2023/cbp?get=NAICS2017,ESTAB,EMP,PAYANN&for=county:…`):
 * the 6-digit NAICS rows per county, as the CSV importer files them. Industries a county has fewer than 3
 * establishments of are absent in the source (reported as suppressed by the view).
 */
export function importCbpApi(
  text: string,
  provenance: Provenance,
): { records: BusinessCount[]; counties: string[]; rowsRead: number } {
  const table = parseCensusApiJson(text);
  const naicsColumn = table.header.find((h) => /^NAICS\d{4}$/.test(h));
  if (!naicsColumn) throw new Error('the CBP table has no NAICS column (e.g. NAICS2017)');
  const records: BusinessCount[] = [];
  const counties = new Set<string>();
  for (const row of table.rows) {
    const naics = (row[naicsColumn] ?? '').trim();
    const est = num(row.ESTAB);
    if (!/^\d{6}$/.test(naics) || est === null || !row.state || !row.county) continue;
    const geoId = `${row.state}${row.county}`;
    counties.add(geoId);
    records.push({
      geography: 'county',
      geoId,
      naics,
      establishments: est,
      establishmentsRange: [est, est],
      employees: num(row.EMP),
      payrollThousands: num(row.PAYANN),
      suppressed: false,
      ...provenance,
    });
  }
  records.sort((a, b) => a.geoId.localeCompare(b.geoId) || a.naics.localeCompare(b.naics));
  return { records, counties: [...counties].sort(), rowsRead: table.rows.length };
}

/**
 * ZIP Code Business Patterns 2018 from the Census Data API (`/data/2018/zbp?get=NAICS2017,ESTAB,EMPSZES&for=zipcode:…`):
 * the all-establishments rows (EMPSZES 001) per ZIP × 6-digit NAICS. 2018 is the last ZBP year the Bureau published.
 */
export function importZbpApi(
  text: string,
  provenance: Provenance,
): { records: BusinessCount[]; zips: string[]; rowsRead: number } {
  const table = parseCensusApiJson(text);
  const naicsColumn = table.header.find((h) => /^NAICS\d{4}$/.test(h));
  const zipColumn = table.header.find((h) => h === 'zipcode' || h === 'zip code');
  if (!naicsColumn || !zipColumn) throw new Error('the ZBP table needs a NAICS column and a zipcode column');
  const records: BusinessCount[] = [];
  const zips = new Set<string>();
  const classes = new Map<string, Record<string, number>>();
  for (const row of table.rows) {
    const zip = (row[zipColumn] ?? '').trim();
    const naics = (row[naicsColumn] ?? '').trim();
    if (!/^\d{5}$/.test(zip)) continue;
    zips.add(zip);
    const est = num(row.ESTAB);
    const code = row.EMPSZES === undefined ? 1 : num(row.EMPSZES);
    if (/^\d{6}$/.test(naics) && est !== null && code !== null && code !== 1) {
      const key = `${zip}:${naics}`;
      classes.set(key, { ...classes.get(key), [String(code)]: est });
    }
    if (!/^\d{6}$/.test(naics) || est === null || code !== 1) continue;
    records.push({
      geography: 'zip',
      geoId: zip,
      naics,
      establishments: est,
      establishmentsRange: [est, est],
      employees: null,
      payrollThousands: null,
      suppressed: false,
      ...provenance,
    });
  }
  for (const r of records) {
    const sizes = classes.get(`${r.geoId}:${r.naics}`);
    if (sizes) r.sizeClasses = sizes;
  }
  records.sort((a, b) => a.geoId.localeCompare(b.geoId) || a.naics.localeCompare(b.naics));
  return { records, zips: [...zips].sort(), rowsRead: table.rows.length };
}
