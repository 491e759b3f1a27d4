import { parseCsv } from '../../io/read.js';
import { figure, num, pad } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaContribution } from '../types.js';

/**
 * ZCTA growth 2007-2011 → 2020-2024. Rows that are blank (870 in the file) or whose boundary changed
 * so the periods are not comparable give no growth figure rather than a misleading one.
 */
export function importZctaGrowth(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number; notComparable: number } {
  const rows = parseCsv(text);
  let notComparable = 0;
  const contributions: AreaContribution[] = [];
  for (const row of rows) {
    if (!row.zcta) continue;
    const comparable = row.comparable?.trim() === 'True';
    if (!comparable && num(row.pop_pct) !== null) notComparable += 1;
    contributions.push({
      kind: 'zcta',
      id: pad(row.zcta, 5),
      fields: {
        populationGrowth: comparable ? figure(num(row.pop_pct), 'percent', provenance) : null,
        housingUnitGrowth:
          comparable && row.comparable_hu?.trim() === 'True' ? figure(num(row.hu_pct), 'percent', provenance) : null,
      },
    });
  }
  return { contributions, rowsRead: rows.length, notComparable };
}
