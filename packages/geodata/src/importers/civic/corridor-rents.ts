import { parseCsv } from '../../io/read.js';
import { num } from '../../io/values.js';
import type { CorridorRent } from '../../model/civic.js';
import type { MultiLine } from '../../model/geometry.js';
import type { Provenance } from '../../model/provenance.js';

/** [lat, lon] of a street intersection, from the City's intersections (streets/munged-chicago-intersections.csv). */
type Pt = [number, number];
const line = (...pts: Pt[]): Array<[number, number]> => pts.map(([lat, lon]) => [lon, lat]);

const MICHIGAN = line([41.8883, -87.62451], [41.89921, -87.62413], [41.90082, -87.62412]); // Wacker → Delaware → Oak
const FULTON = line([41.8868, -87.64428], [41.8868, -87.64751], [41.88668, -87.65684]); // Desplaines → Halsted → Racine

/**
 * Streets each corridor runs along, matched on the row's area name. North Avenue divides Bucktown (north) from
 * Wicker Park (south): their lines stop ~0.07 mi short of it so a storefront matches its own side only. Submarkets have no published boundary
 * and match no site. Where a corridor is named by streets, those streets between the named cross streets.
 */
const FOOTPRINTS: Array<{ match: RegExp; lines: MultiLine; miles: number }> = [
  { match: /magnificent mile|^north michigan avenue|^michigan avenue$/i, lines: [MICHIGAN], miles: 0.1 },
  {
    match: /bucktown/i, // Milwaukee Ave Wabansia → Armitage, Damen Ave just north of North Ave → Webster
    lines: [
      line([41.91272, -87.68109], [41.91406, -87.68315], [41.91756, -87.6886]),
      line([41.9112, -87.6776], [41.91776, -87.67762], [41.9214, -87.67775]),
    ],
    miles: 0.1,
  },
  { match: /rush street/i, lines: [line([41.89996, -87.62714], [41.90237, -87.62832])], miles: 0.08 },
  {
    match: /lincoln park/i, // Halsted North → Armitage, North Ave Larrabee → Clybourn
    lines: [line([41.91092, -87.64827], [41.91818, -87.64851]), line([41.91102, -87.64343], [41.9109, -87.6495])],
    miles: 0.1,
  },
  {
    match: /wicker park/i, // Milwaukee and Damen, Division → just south of North Ave
    lines: [line([41.90336, -87.66649], [41.90976, -87.67648]), line([41.90319, -87.67726], [41.9098, -87.67756])],
    miles: 0.1,
  },
  { match: /fulton market/i, lines: [FULTON], miles: 0.1 },
];

/**
 * Published Chicago retail rents (`benchmarks/chicago_retail_rent_published_figures.csv`), one record per
 * row as the page states it. Corridors get their streets; vacancy rates and office rents are kept but
 * flagged as not retail rents.
 */
export function importCorridorRents(
  text: string,
  provenance: Provenance,
): { records: CorridorRent[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const records: CorridorRent[] = [];
  const unmatched: string[] = [];
  for (const [i, row] of rows.entries()) {
    const low = num(row.value_low);
    if (low === null) continue;
    const area = row.area ?? '';
    const unit = row.unit ?? '';
    const metric = row.metric ?? '';
    const office = /office/i.test(`${row.property_type} ${area}`);
    const retailRent = unit.startsWith('USD per sq ft') && !office && !/vacancy/i.test(metric);
    const corridor = row.area_type === 'corridor';
    const footprint = corridor && retailRent ? FOOTPRINTS.find((f) => f.match.test(area)) : undefined;
    if (corridor && retailRent && !footprint) unmatched.push(area);
    const year = /\b(19|20)\d{2}\b/.exec(row.period ?? '');
    records.push({
      id: String(i + 1),
      area,
      areaType: row.area_type ?? '',
      propertyType: row.property_type ?? '',
      metric,
      low,
      high: num(row.value_high),
      unit,
      period: row.period ?? '',
      year: year ? Number(year[0]) : null,
      producer: row.figure_from ?? '',
      sourceUrl: row.source_url ?? '',
      authority: row.authority ?? '',
      quote: row.verbatim_quote ?? '',
      retailRent,
      nnn: /\bNNN\b/.test(`${metric} ${unit}`),
      footprint: footprint?.lines ?? null,
      footprintMiles: footprint?.miles ?? null,
      ...provenance,
    });
  }
  const warnings = [
    `${records.filter((r) => r.footprint).length} corridor rows matched to their streets; submarket rows have no published boundary and match no site`,
    ...(unmatched.length ? [`corridors without streets: ${unmatched.join('; ')}`] : []),
    `${records.filter((r) => !r.retailRent).length} rows are not retail rents (vacancy rates, office) and are never used as rents`,
  ];
  return { records, rowsRead: rows.length, warnings };
}
