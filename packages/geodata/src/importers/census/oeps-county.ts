import { parseCsv } from '../../io/read.js';
import { figure, num, pad, round } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaContribution } from '../types.js';

/**
 * OEPS county table (ACS 2019-2023). `MedInc` is individuals' median income and `RentalP` looks
 * wrong (data README), so neither is used: median household income stays null for counties.
 */
export function importOepsCounty(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = parseCsv(text);
  const contributions: AreaContribution[] = rows.map((row) => {
    const ba = num(row.BachelorsP);
    const grad = num(row.GradSclP);
    const und18 = num(row.Und18P);
    const ovr65 = num(row.Ovr65P);
    return {
      kind: 'county' as const,
      id: pad(row.FIPS ?? '', 5),
      fields: {
        households: figure(num(row.HsdTot), 'households', provenance),
        householdSize: figure(num(row.HHSize), 'persons-per-household', provenance),
        medianAge: figure(num(row.MedAge), 'years', provenance),
        under18Share: figure(und18, 'percent', provenance),
        age65PlusShare: figure(ovr65, 'percent', provenance),
        perCapitaIncome: figure(num(row.PciE), 'usd', provenance),
        povertyRate: figure(num(row.PovP), 'percent', provenance),
        unemploymentRate: figure(num(row.UnempP), 'percent', provenance),
        bachelorsOrHigherShare: figure(
          ba !== null && grad !== null ? round(ba + grad, 2) : null,
          'percent',
          provenance,
        ),
        noHighSchoolShare: figure(num(row.EduNoHsP), 'percent', provenance),
        vacancyShare: figure(num(row.VacantP), 'percent', provenance),
      },
    };
  });
  return { contributions, rowsRead: rows.length };
}
