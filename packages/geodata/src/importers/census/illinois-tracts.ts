import { readDbf } from '../../io/dbf.js';
import { parseCsv } from '../../io/read.js';
import { figure, num, pad, round } from '../../io/values.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaBase, AreaContribution } from '../types.js';

const SQ_M_PER_SQ_MI = 2_589_988.110336;

/** Share in percent, rounded; null when the total is missing or zero. */
function share(part: number | null, total: number | null): number | null {
  return part === null || total === null || total <= 0 ? null : round((100 * part) / total, 1);
}

/**
 * TIGER/Line 2020 tract attributes (`il_t_2020_bound.dbf`): every Illinois tract's internal point and land
 * area — no outline, so outside the Cook polygons a tract overlaps a ring as an equal-area disc.
 * Water-only tracts (no land) are skipped.
 */
export function importTractBounds(bytes: Uint8Array): { bases: AreaBase[]; rowsRead: number; waterOnly: number } {
  const rows = readDbf(bytes);
  const bases: AreaBase[] = [];
  let waterOnly = 0;
  for (const row of rows) {
    const id = pad(row.GEOID20 ?? '', 11);
    const land = num(row.ALAND20);
    const lat = num(row.INTPTLAT20);
    const lon = num(row.INTPTLON20);
    if (lat === null || lon === null) continue;
    if (!land) {
      waterOnly += 1;
      continue;
    }
    bases.push({
      kind: 'tract',
      id,
      name: row.NAMELSAD20 || `Tract ${id}`,
      state: 'IL',
      landAreaSqMi: round(land / SQ_M_PER_SQ_MI, 4),
      internalPoint: { lat, lon },
      polygon: null,
      countyFips: id.slice(0, 5),
    });
  }
  return { bases, rowsRead: rows.length, waterOnly };
}

const AGE_BANDS = {
  under18: ['U5', '5_9', '10_14', '15_17'],
  age18to24: ['18_19', '20', '21', '22_24'],
  age25to44: ['25_29', '30_34', '35_39', '40_44'],
  age45to64: ['45_49', '50_54', '55_59', '60_61', '62_64'],
  age65Plus: ['65_66', '67_69', '70_74', '75_79', '80_84', '85_O'],
} as const;

/**
 * 2020 Census DHC per tract (`il_dhc_2020_t.csv`): population, households (householders), median age and
 * the age bands summed over both sexes.
 */
export function importDhcTracts(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = parseCsv(text);
  const contributions = rows.map((row) => {
    const total = num(row.TOT_POP);
    const band = (codes: readonly string[]) => {
      let sum = 0;
      for (const code of codes) {
        const m = num(row[`${code}_M`]);
        const f = num(row[`${code}_F`]);
        if (m === null || f === null) return null;
        sum += m + f;
      }
      return sum;
    };
    const households = num(row.HH_IN_HH);
    const inHouseholds = num(row.IN_HH_POP);
    return {
      kind: 'tract' as const,
      id: pad(row.GEOID20 ?? '', 11),
      fields: {
        population: figure(total, 'people', provenance),
        households: figure(households, 'households', provenance),
        householdSize: figure(
          inHouseholds !== null && households ? round(inHouseholds / households, 2) : null,
          'persons-per-household',
          provenance,
          'people in households ÷ households',
        ),
        medianAge: figure(num(row.MED_AGE), 'years', provenance),
        under18Share: figure(share(band(AGE_BANDS.under18), total), 'percent', provenance),
        age18to24Share: figure(share(band(AGE_BANDS.age18to24), total), 'percent', provenance),
        age25to44Share: figure(share(band(AGE_BANDS.age25to44), total), 'percent', provenance),
        age45to64Share: figure(share(band(AGE_BANDS.age45to64), total), 'percent', provenance),
        age65PlusShare: figure(share(band(AGE_BANDS.age65Plus), total), 'percent', provenance),
      },
    };
  });
  return { contributions, rowsRead: rows.length };
}

/** SVI value: -999 is the CDC's "missing". */
function svi(value: string | undefined): number | null {
  const n = num(value);
  return n === null || n <= -999 ? null : n;
}

/**
 * CDC/ATSDR SVI 2022 (ACS 2018-2022) per Illinois tract: housing units, daytime population (LandScan-based
 * workers and visitors), unemployment and no-diploma shares. Households stay with the 2020 count.
 */
export function importSviTracts(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = parseCsv(text);
  const contributions = rows.map((row) => ({
    kind: 'tract' as const,
    id: pad(row.FIPS ?? '', 11),
    fields: {
      housingUnits: figure(svi(row.E_HU), 'housing-units', provenance),
      daytimePopulation: figure(
        svi(row.E_DAYPOP),
        'people',
        provenance,
        'daytime population: workers and residents present by day (CDC SVI, LandScan-based)',
      ),
      unemploymentRate: figure(svi(row.EP_UNEMP), 'percent', provenance),
      noHighSchoolShare: figure(svi(row.EP_NOHSDP), 'percent', provenance, 'adults 25+ without a high-school diploma'),
    },
  }));
  return { contributions, rowsRead: rows.length };
}

/** ACS 2017-2021 educational attainment (B15003, `il_edu_2021_t.dbf`): bachelor's or higher, no diploma. */
export function importTractEducation(
  bytes: Uint8Array,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = readDbf(bytes);
  const contributions = rows.map((row) => {
    const adults = num(row.POP_25OV21);
    const degrees = ['BACH_DEG21', 'MAST_DEG21', 'PROF_DEG21', 'DOCT_DEG21'].map((k) => num(row[k]));
    const ba = degrees.some((d) => d === null) ? null : degrees.reduce((s: number, d) => s + (d as number), 0);
    return {
      kind: 'tract' as const,
      id: pad(row.GEOID ?? row.GEOID20 ?? '', 11),
      fields: {
        bachelorsOrHigherShare: figure(share(ba, adults), 'percent', provenance, 'adults 25+'),
        noHighSchoolShare: figure(share(num(row.N_HSDIP21), adults), 'percent', provenance, 'adults 25+'),
      },
    };
  });
  return { contributions, rowsRead: rows.length };
}

/** Chicago tracts, ACS 2018-2022 shares (bucketteOfIvy/chicago-places): family poverty. `MedInc` is not used. */
export function importChicagoTractsDerived(
  text: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const rows = parseCsv(text);
  const contributions = rows.map((row) => ({
    kind: 'tract' as const,
    id: pad(row.GEOID ?? '', 11),
    fields: {
      povertyRate: figure(
        num(row.PovP) === null ? null : round(num(row.PovP) as number, 1),
        'percent',
        provenance,
        'families below the poverty line',
      ),
    },
  }));
  return { contributions, rowsRead: rows.length };
}
