import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildDataPack, findGeodataDir, type GeoView, type LatLon, loadGeodata } from '@sitescout/geodata';
import { MILES_PER_DEGREE_LAT as MI_PER_DEG_LAT } from '@sitescout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeDemographics } from '../src/demographics/summarize-demographics.js';
import { buildTradeArea, ringOverlaps } from '../src/trade-area/build-trade-area.js';
import { pickLayerFigure } from '../src/trade-area/pick-layer.js';
import { CHICAGO_SITES } from './chicago-figures.js';

/**
 * Ring population from 2020 tract counts, checked against an independent computation written here:
 * the raw DHC counts and Cook polygons read straight from GEODATA_DIR, the tract share inside the ring
 * measured on a sampling grid (not by polygon clipping), the tract's area by the shoelace formula.
 */
const FILES = [
  'census/gazetteer-2025/2025_Gaz_zcta_national.txt',
  'census/gazetteer-2025/2025_Gaz_counties_national.txt',
  'census/gazetteer-2025/2025_Gaz_place_national.txt',
  'census/acs5-2019-2023/zcta_B01003_B25001.json',
  'census/relationships/zctas.csv',
  'census/chicago-cook/cook_tracts_median_hh_income_acs2016_2020.geojson',
  'census/illinois-tracts-2020/il_t_2020_bound/il_t_2020_bound.dbf',
  'census/illinois-tracts-2020/il_dhc_2020_t/il_dhc_2020_t.csv',
  'census/illinois-tracts-2020/illinois_svi_2022.csv',
  'census/illinois-tracts-2020/il_edu_2021_t/il_edu_2021_t.dbf',
];

/** Ten sites from the north side to the far south side (the first ten of the shared Chicago list). */
const TEN_SITES = CHICAGO_SITES.slice(0, 10);

type Ring = number[][];
interface Tract {
  rings: Ring[][]; // polygons → rings → [lon, lat]
  population: number;
  areaSqMi: number;
  bbox: [number, number, number, number];
}

function dataDir(): string {
  const dir = findGeodataDir(process.env.GEODATA_DIR, process.cwd());
  if (!dir) throw new Error('shared data folder not found: set GEODATA_DIR');
  return dir;
}

/** DHC TOT_POP per GEOID, read from the raw CSV. */
function dhcPopulation(): Map<string, number> {
  const lines = readFileSync(join(dataDir(), FILES[7] as string), 'utf8').split(/\r?\n/);
  const header = (lines[0] as string).split(',');
  const g = header.indexOf('GEOID20');
  const p = header.indexOf('TOT_POP');
  const out = new Map<string, number>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    if (cells.length > p) out.set(cells[g] as string, Number(cells[p]));
  }
  return out;
}

function shoelaceSqMi(ring: Ring, lat0: number): number {
  const kx = MI_PER_DEG_LAT * Math.cos((lat0 * Math.PI) / 180);
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    s += xj * kx * (yi * MI_PER_DEG_LAT) - xi * kx * (yj * MI_PER_DEG_LAT);
  }
  return Math.abs(s) / 2;
}

function insideRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideTract(t: Tract, x: number, y: number): boolean {
  if (x < t.bbox[0] || x > t.bbox[2] || y < t.bbox[1] || y > t.bbox[3]) return false;
  return t.rings.some((poly) => insideRing(poly[0] as Ring, x, y) && !poly.slice(1).some((h) => insideRing(h, x, y)));
}

function cookTracts(): Tract[] {
  const pop = dhcPopulation();
  const json = JSON.parse(readFileSync(join(dataDir(), FILES[5] as string), 'utf8')) as {
    features: Array<{ properties: { GEOID: string }; geometry: { type: string; coordinates: unknown } }>;
  };
  return json.features.flatMap((f) => {
    const population = pop.get(String(f.properties.GEOID).padStart(11, '0'));
    if (population === undefined || !f.geometry) return [];
    const polys = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
    const xs = polys.flatMap((p) => (p[0] as Ring).map((c) => c[0] as number));
    const ys = polys.flatMap((p) => (p[0] as Ring).map((c) => c[1] as number));
    const lat0 = (Math.min(...ys) + Math.max(...ys)) / 2;
    const areaSqMi = polys.reduce(
      (s, p) => s + shoelaceSqMi(p[0] as Ring, lat0) - p.slice(1).reduce((h, r) => h + shoelaceSqMi(r, lat0), 0),
      0,
    );
    return [
      {
        rings: polys,
        population,
        areaSqMi,
        bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as Tract['bbox'],
      },
    ];
  });
}

/** Σ population × (area of the tract inside the ring ÷ tract area), the inside area counted on a 200×200 grid. */
function gridRingPopulation(tracts: readonly Tract[], c: LatLon, radiusMiles: number): number {
  const kx = MI_PER_DEG_LAT * Math.cos((c.lat * Math.PI) / 180);
  const n = 200;
  const step = (2 * radiusMiles) / n;
  const cell = step * step;
  const near = tracts.filter(
    (t) =>
      t.bbox[0] <= c.lon + radiusMiles / kx &&
      t.bbox[2] >= c.lon - radiusMiles / kx &&
      t.bbox[1] <= c.lat + radiusMiles / MI_PER_DEG_LAT &&
      t.bbox[3] >= c.lat - radiusMiles / MI_PER_DEG_LAT,
  );
  const inside = new Map<Tract, number>();
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const dx = -radiusMiles + (i + 0.5) * step;
      const dy = -radiusMiles + (j + 0.5) * step;
      if (dx * dx + dy * dy > radiusMiles * radiusMiles) continue;
      const x = c.lon + dx / kx;
      const y = c.lat + dy / MI_PER_DEG_LAT;
      const t = near.find((tract) => insideTract(tract, x, y));
      if (t) inside.set(t, (inside.get(t) ?? 0) + cell);
    }
  }
  let sum = 0;
  for (const [t, area] of inside) sum += t.population * Math.min(1, area / t.areaSqMi);
  return sum;
}

/** Σ population of the tracts whose TIGER internal point lies within the radius (centroid-in-ring). */
function internalPointSum(c: LatLon, radiusMiles: number): { people: number; tracts: number } {
  const pop = dhcPopulation();
  const bytes = readFileSync(join(dataDir(), FILES[6] as string));
  const text = bytes.toString('latin1');
  const kx = MI_PER_DEG_LAT * Math.cos((c.lat * Math.PI) / 180);
  let people = 0;
  let tracts = 0;
  // Each record holds the GEOID followed later by "+41.7…" / "-088.1…": read them with a pattern, not the DBF layout.
  for (const m of text.matchAll(/(17\d{9})[^+-]*?([+-]\d{2}\.\d+)\s*([+-]\d{3}\.\d+)/g)) {
    const dy = (Number(m[2]) - c.lat) * MI_PER_DEG_LAT;
    const dx = (Number(m[3]) - c.lon) * kx;
    if (dx * dx + dy * dy <= radiusMiles * radiusMiles) {
      people += pop.get(m[1] as string) ?? 0;
      tracts += 1;
    }
  }
  return { people, tracts };
}

const temp = mkdtempSync(join(tmpdir(), 'ring-tracts-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('ring population from 2020 tract counts', () => {
  let geo: GeoView;
  let tracts: Tract[];
  let naperville: LatLon;
  beforeAll(async () => {
    const source = join(temp, 'source');
    for (const file of FILES) {
      mkdirSync(dirname(join(source, file)), { recursive: true });
      symlinkSync(join(dataDir(), file), join(source, file));
    }
    buildDataPack(source, join(temp, 'pack'));
    const loaded = loadGeodata(join(temp, 'pack'));
    geo = loaded.view;
    const hit = await loaded.geocoder.geocode('Naperville, IL');
    naperville = { lat: hit.lat, lon: hit.lon };
    tracts = cookTracts();
  }, 240_000);

  // Grid sampling of 20 rings takes seconds of CPU, more on a busy shared machine: a longer timeout than the default.
  it('ten Chicago sites at 0.5 and 1 mi: within 3% of a grid-sampled area-weighted sum of tract counts', () => {
    const rows: string[] = [];
    for (const [name, site] of TEN_SITES) {
      const rings = buildTradeArea(geo, site, 1).rings;
      for (const radius of [0.5, 1]) {
        const expected = gridRingPopulation(tracts, site, radius);
        const ring = rings.find((r) => r.radiusMiles === radius);
        const after = ring?.population?.value ?? Number.NaN;
        const before = pickLayerFigure(ringOverlaps(geo, site, radius, ['zcta']), 'population', ['zcta'])?.figure
          .value as number;
        const section = summarizeDemographics(ringOverlaps(geo, site, radius));
        rows.push(
          `${name.padEnd(14)} ${radius} mi  independent ${Math.round(expected)}  before (ZCTA discs) ${Math.round(before)} (${pct(before, expected)})  after (tracts) ${Math.round(after)} (${pct(after, expected)}, ${ring?.populationBasis?.areas} tracts)`,
        );
        expect(ring?.populationBasis?.kind).toBe('tract');
        expect(Math.abs(after / expected - 1)).toBeLessThan(0.03);
        expect(section.figures.population?.value).toBeCloseTo(after, 6);
        expect(section.figures.population).toMatchObject({ vintage: '2020 Census' });
      }
    }
    console.log(`Ring population vs independent tract sum:\n${rows.join('\n')}`);
  }, 60_000);

  it('Naperville 3 mi: within 5% of the tracts whose internal point lies in the ring, with households and daytime population', () => {
    const ring = buildTradeArea(geo, naperville, 3).rings.find((r) => r.radiusMiles === 3);
    const independent = internalPointSum(naperville, 3);
    const after = ring?.population?.value as number;
    const before = pickLayerFigure(ringOverlaps(geo, naperville, 3, ['zcta']), 'population', ['zcta'])?.figure
      .value as number;
    console.log(
      `Naperville 3 mi: independent ${independent.people} (${independent.tracts} tract internal points)  before (ZCTA discs) ${Math.round(before)} (${pct(before, independent.people)})  after (tract discs) ${Math.round(after)} (${pct(after, independent.people)}, ${ring?.populationBasis?.areas} tracts)`,
    );
    expect(ring?.populationBasis).toMatchObject({ kind: 'tract' });
    expect(Math.abs(after / independent.people - 1)).toBeLessThan(0.05);
    const d = summarizeDemographics(ringOverlaps(geo, naperville, 3));
    expect(d.figures.population?.note).toMatch(/disc of its land area around its internal point/);
    expect(d.figures.households).toMatchObject({ vintage: '2020 Census' });
    expect(d.figures.daytimePopulation?.value).toBeGreaterThan(0);
    expect(d.figures.medianHouseholdIncome).toBeNull();
    expect(d.gaps.medianHouseholdIncome).toMatch(/Cook County only/);
  });

  it('outside Illinois the ring stays on ZIP areas, said so', () => {
    const austin = { lat: 30.2445, lon: -97.7735 }; // 78704
    const ring = buildTradeArea(geo, austin, 1).rings.find((r) => r.radiusMiles === 1);
    expect(ring?.populationBasis?.kind).toBe('zcta');
    expect(ring?.population?.note).toMatch(/zcta/);
  });
});

function pct(value: number, expected: number): string {
  const p = (100 * (value - expected)) / expected;
  return `${p >= 0 ? '+' : ''}${p.toFixed(1)}%`;
}
