import { parseCsv } from '../../io/read.js';
import { figure, num, pad, round } from '../../io/values.js';
import type { AreaDemographics, AreaKind } from '../../model/area.js';
import type { Provenance } from '../../model/provenance.js';
import type { AreaContribution } from '../types.js';

/**
 * GeoDa / OEPS 2014-2018 ZCTA (`_Z`) and tract (`_T`) tables. ZCTA codes arrive as integers
 * ("601"), as state FIPS + ZCTA ("0135004"), or padded; tracts may have lost their leading zero.
 */
export function geodaId(kind: AreaKind, raw: string): string {
  const code = raw.trim().replace(/\.0+$/, '');
  if (kind === 'tract') return pad(code, 11);
  return code.length > 5 ? code.slice(-5) : pad(code, 5);
}

type Row = Record<string, string>;
type Derive = (row: Row, provenance: Provenance, kind: AreaKind) => Partial<AreaDemographics>;

function share(part: number | null, total: number | null): number | null {
  if (part === null || total === null || total <= 0) return null;
  return round((100 * part) / total, 2);
}

const TENURE_NOTE = 'B25003: renter-occupied ÷ occupied housing units (owner share = 100 − renter share)';

/** Fields each GeoDa table contributes (by table prefix). */
const TABLES: Record<string, Derive> = {
  DS01: (row, p) => {
    const total = num(row.totPopE);
    const under18 = total !== null && num(row.ageOv18) !== null ? total - (num(row.ageOv18) as number) : null;
    const a25to44 = [num(row.age15_44), num(row.age15_19), num(row.age20_24)];
    const a25 = a25to44.every((v) => v !== null)
      ? (a25to44[0] as number) - (a25to44[1] as number) - (a25to44[2] as number)
      : null;
    const parts45 = [row.age45_49, row.age50_54, row.age55_59, row.age60_64].map(num);
    const a45 = parts45.every((v) => v !== null) ? parts45.reduce<number>((s, v) => s + (v as number), 0) : null;
    const a65 = num(row.ageOv65);
    // Bands are exhaustive, so 18–24 is what remains once the others are taken out.
    const a18 =
      total !== null && under18 !== null && a25 !== null && a45 !== null && a65 !== null
        ? total - under18 - a25 - a45 - a65
        : null;
    return {
      // Loses to the newer ACS population where both exist; kept for same-vintage ratios (household size).
      population: figure(total, 'people', p),
      under18Share: figure(share(under18, total), 'percent', p),
      age18to24Share: figure(share(a18, total), 'percent', p),
      age25to44Share: figure(share(a25, total), 'percent', p),
      age45to64Share: figure(share(a45, total), 'percent', p),
      age65PlusShare: figure(share(a65, total), 'percent', p),
      noHighSchoolShare: figure(num(row.noHSP), 'percent', p),
    };
  },
  EC03: (row, p) => ({
    unemploymentRate: figure(num(row.unempP), 'percent', p),
    povertyRate: figure(num(row.povP), 'percent', p),
    perCapitaIncome: figure(num(row.pciE), 'usd', p),
  }),
  HS01: (row, p, kind) => {
    const units = num(row.totUnits);
    const occ = num(row.occP);
    const households = units !== null && occ !== null ? Math.round((units * occ) / 100) : null;
    const counts = {
      households: figure(households, 'households', p, 'occupied housing units (total units × occupancy rate)'),
      vacancyShare: figure(num(row.vacantP), 'percent', p),
    };
    // Tenure from the ZCTA table only. The tract table's `rentalP` disagrees with the same survey's ZCTA table:
    // weighted by occupied units, Cook County's tracts in HS01_2018_T average 18 % renter-occupied while Chicago's
    // ZCTAs in HS01_2018_Z average 55 % (Chicago is about 55 % renters, Cook about 42 %); Bucktown's tracts
    // (17031220300–220901) read 21–37 % against 62 % for their ZCTA 60647, which made Bucktown "74 % owner-occupied".
    // The tract layer so has no tenure of its own and the product takes both shares from the ZCTA layer.
    if (kind === 'tract') return counts;
    const rental = num(row.rentalP);
    return {
      ...counts,
      renterOccupiedShare: figure(rental, 'percent', p, TENURE_NOTE),
      ownerOccupiedShare: figure(rental === null ? null : round(100 - rental, 2), 'percent', p, TENURE_NOTE),
    };
  },
  HS02: (row, p) => {
    const rurality = row.rurality?.trim();
    return rurality ? { rurality: { value: rurality, unit: 'class', ...p, note: 'RUCA-based class' } } : {};
  },
};

/** Which table a GeoDa file name holds (DS01, EC03, HS01, HS02) and for which area kind. */
export function geodaTableOf(fileName: string): { table: string; kind: AreaKind } | null {
  const m = /^(DS01|EC01|EC02|EC03|HS01|HS02|HS03)_.*_(Z|T)\.csv$/.exec(fileName);
  if (!m) return null;
  return { table: m[1] as string, kind: m[2] === 'Z' ? 'zcta' : 'tract' };
}

/** One GeoDa CSV → per-area contributions; tables without mapped fields contribute nothing. */
export function importGeodaTable(
  text: string,
  fileName: string,
  provenance: Provenance,
): { contributions: AreaContribution[]; rowsRead: number } {
  const spec = geodaTableOf(fileName);
  const rows = parseCsv(text);
  const derive = spec ? TABLES[spec.table] : undefined;
  if (!spec || !derive) return { contributions: [], rowsRead: rows.length };
  const contributions: AreaContribution[] = [];
  for (const row of rows) {
    const raw = row.ZCTA ?? row.GEOID;
    if (!raw) continue;
    contributions.push({ kind: spec.kind, id: geodaId(spec.kind, raw), fields: derive(row, provenance, spec.kind) });
  }
  return { contributions, rowsRead: rows.length };
}
