import { readFileSync } from 'node:fs';
import {
  importChicagoTractsDerived,
  importDhcTracts,
  importSviTracts,
  importTractBounds,
  importTractEducation,
} from '../importers/census/illinois-tracts.js';
import { type AreaBase, type AreaContribution, datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { DatasetMeta, Provenance } from '../model/provenance.js';
import type { DataDir } from './data-dir.js';
import { CENSUS_TERMS, SOURCES } from './sources.js';

const IL = 'census/illinois-tracts-2020';
const RDH = 'U.S. Census Bureau; packaged by the Redistricting Data Hub';

/**
 * Statewide Illinois tracts. TIGER 2020 gives every tract an internal point and land area; where a Cook
 * tract polygon is already among `bases` it keeps its outline (clipped exactly) and takes TIGER's land
 * area and internal point. Contributions come newest first per field (2020 counts, ACS 2018-2022 SVI,
 * ACS 2017-2021 education, Chicago ACS 2018-2022 shares) and precede the older Chicago tract tables.
 */
export function importIllinoisTracts(
  dir: DataDir,
  bases: readonly AreaBase[],
): { bases: AreaBase[]; contributions: AreaContribution[]; datasets: DatasetMeta[] } {
  const datasets: DatasetMeta[] = [];
  const contributions: AreaContribution[] = [];
  const meta = (
    id: string,
    p: Provenance,
    file: string,
    rowsRead: number,
    rowsKept: number,
    coverage: string,
    warnings: string[] = [],
    attribution = RDH,
  ) => datasetMeta({ id, ...p, files: [file], rowsRead, rowsKept, coverage, warnings, ...CENSUS_TERMS, attribution });

  let merged: AreaBase[] = [...bases];
  const boundFile = `${IL}/il_t_2020_bound/il_t_2020_bound.dbf`;
  const boundPath = dir.file(boundFile);
  if (boundPath) {
    const r = importTractBounds(readFileSync(boundPath));
    const polygons = new Map(bases.filter((b) => b.kind === 'tract').map((b) => [b.id, b]));
    let joined = 0;
    const tracts = r.bases.map((t) => {
      const cook = polygons.get(t.id);
      if (!cook) return t;
      joined += 1;
      polygons.delete(t.id);
      return { ...t, polygon: cook.polygon };
    });
    merged = [...bases.filter((b) => b.kind !== 'tract'), ...polygons.values(), ...tracts];
    datasets.push(
      meta('illinois-tracts-2020', SOURCES.tigerTracts2020, boundFile, r.rowsRead, r.bases.length, 'Illinois', [
        `${joined} Cook tracts joined to their polygons (clipped exactly); the other ${r.bases.length - joined} overlap rings as equal-area discs at their internal points`,
        ...(r.waterOnly ? [`${r.waterOnly} water-only tracts skipped`] : []),
      ]),
    );
  }

  const add = (
    id: string,
    p: Provenance,
    file: string,
    coverage: string,
    run: (path: string) => { contributions: AreaContribution[]; rowsRead: number },
    warnings: string[] = [],
    attribution = RDH,
  ) => {
    const path = dir.file(file);
    if (!path) return;
    const r = run(path);
    contributions.push(...r.contributions);
    datasets.push(meta(id, p, file, r.rowsRead, r.contributions.length, coverage, warnings, attribution));
  };
  add('illinois-tracts-dhc-2020', SOURCES.dhc2020, `${IL}/il_dhc_2020_t/il_dhc_2020_t.csv`, 'Illinois', (f) =>
    importDhcTracts(readText(f), SOURCES.dhc2020),
  );
  add(
    'illinois-tracts-svi-2022',
    SOURCES.svi2022,
    `${IL}/illinois_svi_2022.csv`,
    'Illinois',
    (f) => importSviTracts(readText(f), SOURCES.svi2022),
    ['-999 (missing) → null; households and population stay with the 2020 counts'],
    'CDC/ATSDR Social Vulnerability Index 2022',
  );
  add(
    'illinois-tracts-education-2017-2021',
    SOURCES.edu2021,
    `${IL}/il_edu_2021_t/il_edu_2021_t.dbf`,
    'Illinois',
    (f) => importTractEducation(readFileSync(f), SOURCES.edu2021),
  );
  add(
    'chicago-tracts-2018-2022',
    SOURCES.chicagoTracts2022,
    'census/chicago-cook/chicago_tracts_acs2018_2022_derived.csv',
    'Chicago, IL',
    (f) => importChicagoTractsDerived(readText(f), SOURCES.chicagoTracts2022),
    ['MedInc (individuals’ median income, B06011) not used'],
    'U.S. Census Bureau; derived by bucketteOfIvy/chicago-places',
  );
  return { bases: merged, contributions, datasets };
}
