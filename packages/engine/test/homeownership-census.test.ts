import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { summarizeDemographics } from '../src/demographics/summarize-demographics.js';
import { ringOverlaps } from '../src/trade-area/build-trade-area.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');

/**
 * Reference, read only by this test: tenure of 21 Chicago and suburban ZCTAs from the 2010 Census (SF1: owned with a
 * mortgage, owned free and clear, renter-occupied), as packaged by the uszipcode database in the public repository
 * ModelEarth/zip (io/data/6/0/<z>/<i>/<p>/zipinfo.md, commit 07c286c7efe3b098ae4a16c4b646c625dec311be), found with
 * the project's code search. No recorded Census API answer for B25003 at these ZCTAs was found.
 *
 * The product reads another table: ACS 2014–2018 B25003 (renter-occupied ÷ occupied) through GeoDa's HS01 ZCTA file.
 * Vintage gap: the 2010 count against a 2014–2018 survey (mid-point 2016), plus the survey's sampling error (about ±2–3
 * points at a ZCTA). When written: 14 of 21 within 3 points, median gap 2.1, largest 5.1 (Evanston 60201: 59.7 % in
 * ACS 2014–18 against 54.6 % in 2010). Before the fix the product's Bucktown and Evanston sites read 74 % and 81.5 %
 * owner-occupied, from the GeoDa tract table whose tenure disagrees with its own ZCTA table.
 */
interface Reference {
  zcta: string;
  place: string;
  ownerShare: number;
}

function references(): Reference[] {
  const lines = readFileSync(resolve(here, 'fixtures/census-2010-tenure-zcta.csv'), 'utf8').trim().split('\n');
  return lines.slice(1).map((line) => {
    const m = /^(\d{5}),"([^"]*)",(\d+),(\d+),(\d+)$/.exec(line);
    if (!m) throw new Error(`bad reference line: ${line}`);
    const owned = Number(m[3]) + Number(m[4]);
    return { zcta: m[1] as string, place: m[2] as string, ownerShare: (100 * owned) / (owned + Number(m[5])) };
  });
}

describe('owner-occupied share against the Census (real data pack)', () => {
  let engine: LoadedEngine;
  const refs = references();
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);

  const product = (zcta: string) => engine.ctx.geo.area('zcta', zcta)?.demographics.ownerOccupiedShare?.value;

  it('covers at least 20 Chicago and suburban ZCTAs', () => {
    expect(refs.length).toBeGreaterThanOrEqual(20);
    expect(refs.filter((r) => r.place.startsWith('Chicago')).length).toBeGreaterThanOrEqual(10);
    expect(refs.filter((r) => !r.place.startsWith('Chicago')).length).toBeGreaterThanOrEqual(5);
  });

  it('matches each ZCTA within 3 points for most, within the vintage gap for all', () => {
    const gaps = refs.map((r) => {
      const value = product(r.zcta);
      expect(value, r.zcta).toBeTypeOf('number');
      return Math.abs((value as number) - r.ownerShare);
    });
    const sorted = [...gaps].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(3);
    expect(gaps.filter((g) => g <= 3).length).toBeGreaterThanOrEqual(Math.ceil((2 / 3) * gaps.length));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(6);
  });

  it('gives a site the share of the one layer that carries tenure (Bucktown, Evanston), never a tract table', async () => {
    for (const [query, zcta] of [
      ['1900 N Damen Ave, Chicago, IL', '60647'],
      ['1603 Orrington Ave, Evanston, IL', '60201'],
    ] as const) {
      const g = await engine.geocoder.geocode(query);
      const section = summarizeDemographics(ringOverlaps(engine.ctx.geo, { lat: g.lat, lon: g.lon }, 1));
      const own = section.figures.ownerOccupiedShare;
      const rent = section.figures.renterOccupiedShare;
      const ref = refs.find((r) => r.zcta === zcta) as Reference;
      expect(Math.abs((own?.value as number) - ref.ownerShare), query).toBeLessThanOrEqual(6);
      expect((own?.value as number) + (rent?.value as number)).toBeCloseTo(100, 5);
      expect(own && 'note' in own ? own.note : '', query).toMatch(/zcta/);
      expect(section.lifestyle.value.traits, query).not.toContain('homeowners');
    }
  });
});
