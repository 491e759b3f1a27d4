import { parseCsv } from '../../io/read.js';
import { num, pad } from '../../io/values.js';
import type { BusinessCount } from '../../model/business-counts.js';
import type { Provenance } from '../../model/provenance.js';

/**
 * County Business Patterns rows `Fips,Naics,Establishments,Employees,Payroll` (payroll in $1,000).
 * Cells under 3 establishments are absent in the source; the view reports them as suppressed.
 */
export function importCbp(
  text: string,
  provenance: Provenance,
): { records: BusinessCount[]; counties: string[]; rowsRead: number } {
  const rows = parseCsv(text);
  const records: BusinessCount[] = [];
  const counties = new Set<string>();
  for (const row of rows) {
    const est = num(row.Establishments);
    if (!row.Fips || !row.Naics || est === null) continue;
    const geoId = pad(row.Fips, 5);
    counties.add(geoId);
    records.push({
      geography: 'county',
      geoId,
      naics: row.Naics.trim(),
      establishments: est,
      establishmentsRange: [est, est],
      employees: num(row.Employees),
      payrollThousands: num(row.Payroll),
      suppressed: false,
      ...provenance,
    });
  }
  records.sort((a, b) => a.geoId.localeCompare(b.geoId) || a.naics.localeCompare(b.naics));
  return { records, counties: [...counties].sort(), rowsRead: rows.length };
}

/**
 * ZIP Code Business Patterns `Zip,Naics,Establishments,Employees,Payroll,NaicsLevel`. `Employees` is
 * the size-class code: 1 = all establishments (the total we keep), 210…251 = size classes. Payroll is 0
 * throughout and not a real figure, so it is null.
 */
export function importZbp(
  text: string,
  provenance: Provenance,
): { records: BusinessCount[]; zips: string[]; rowsRead: number } {
  const rows = parseCsv(text);
  const records: BusinessCount[] = [];
  const zips = new Set<string>();
  const classes = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const est = num(row.Establishments);
    if (!row.Zip || !row.Naics) continue;
    const geoId = pad(row.Zip, 5);
    zips.add(geoId);
    const code = num(row.Employees);
    if (code !== 1 && code !== null && est !== null) {
      const key = `${geoId}:${row.Naics.trim()}`;
      classes.set(key, { ...classes.get(key), [String(code)]: est });
    }
    if (code !== 1 || est === null) continue;
    records.push({
      geography: 'zip',
      geoId,
      naics: row.Naics.trim(),
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
  return { records, zips: [...zips].sort(), rowsRead: rows.length };
}
