import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { bestLocations, type RankedArea } from '../src/finder/best-locations.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const coffee = getBusinessType('coffee-shop');

// The finder's "Chicago, IL" search on the real data pack: every ZIP area the Census names after Chicago. Before, 8 of
// its top 11 read the same fit line ("young-professionals 78, high-income 100 …"), which told an owner nothing.
describe('the finder’s fit line says what is particular to each ZIP area (real data pack)', () => {
  let engine: LoadedEngine;
  let all: RankedArea[];
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
    const chicago = [...engine.ctx.geo.areas('zcta')].filter((z) => z.name.endsWith('(Chicago, IL)')).map((z) => z.id);
    all = bestLocations(engine.ctx, coffee, { kind: 'zctas', zctas: chicago }, { topN: 1000 }).top;
  }, 240_000);

  const fitOf = (a: RankedArea) => a.subScores.find((s) => s.name === 'fit')?.detail ?? '';
  /** Place among the searched areas with their own figure, 1 = highest, written as the finder writes ranks. */
  const placeOf = (key: 'age25to44Share' | 'perCapitaIncome' | 'medianHouseholdIncome', zcta: string) => {
    const own = (z: string) => engine.ctx.geo.area('zcta', z)?.demographics[key]?.value ?? null;
    const values = all.map((a) => own(a.zcta)).filter((v): v is number => v !== null);
    const mine = own(zcta);
    if (mine === null) return null;
    const rank = 1 + values.filter((v) => v > mine).length;
    const suffix =
      rank % 10 === 1 && rank % 100 !== 11
        ? 'st'
        : rank % 10 === 2 && rank % 100 !== 12
          ? 'nd'
          : rank % 10 === 3 && rank % 100 !== 13
            ? 'rd'
            : 'th';
    return { value: mine, place: `(${rank}${suffix} of ${values.length} areas)` };
  };

  it('the top 11 read 11 different fit lines', () => {
    const top = all.slice(0, 11);
    expect(top).toHaveLength(11);
    const lines = top.map(fitOf);
    for (const [i, line] of lines.entries()) console.log(`${top[i]?.zcta}: fit ${line}`);
    expect(new Set(lines).size).toBe(11);
  });

  it('each cites that ZIP area’s own share aged 25–44 and its income, with their places among the searched areas', () => {
    for (const area of all.slice(0, 11)) {
      const line = fitOf(area);
      const ages = placeOf('age25to44Share', area.zcta);
      expect(ages, area.zcta).not.toBeNull();
      expect(line, area.zcta).toContain(`residents aged 25–44 ${ages?.value.toFixed(1)} % ${ages?.place}`);
      const median = placeOf('medianHouseholdIncome', area.zcta);
      const income = median ?? placeOf('perCapitaIncome', area.zcta);
      const label = median ? 'median household income' : 'income per head';
      expect(line, area.zcta).toContain(
        `${label} $${Math.round(income?.value ?? 0).toLocaleString('en-US')} ${income?.place}`,
      );
      // A figure borrowed from the county is named as the county's, not ranked (it is the same across the county).
      const county = engine.ctx.geo.area('zcta', area.zcta)?.countyFips ?? '';
      const education = engine.ctx.geo.area('county', county)?.demographics.bachelorsOrHigherShare?.value;
      if ((engine.ctx.geo.area('zcta', area.zcta)?.demographics.bachelorsOrHigherShare ?? null) === null && education)
        expect(line, area.zcta).toContain(
          `the county's figure (none loaded for this ZIP area): adults with a bachelor's degree ${education.toFixed(1)} %`,
        );
    }
  });

  it('names the stronger of the two as strongest: the one placed higher among the searched areas', () => {
    for (const area of all.slice(0, 11)) {
      const line = fitOf(area);
      const ages = placeOf('age25to44Share', area.zcta);
      const income = placeOf('medianHouseholdIncome', area.zcta) ?? placeOf('perCapitaIncome', area.zcta);
      const share = (p: { place: string } | null) => {
        const [rank, of] = (p?.place.match(/\d+/g) ?? []).map(Number);
        return (rank ?? 0) / (of ?? 1);
      };
      const strongest = share(ages) <= share(income) ? 'residents aged 25–44' : 'income';
      expect(line, area.zcta).toMatch(new RegExp(`^strongest: [^;]*${strongest}`));
    }
  });
});
