#!/usr/bin/env node
// `npm run geocode:accuracy`: geocodes the street addresses of Chicago's library branches and grocery stores
// (GEODATA_DIR/places/chicago-civic) with the offline geocoder over the data pack and compares each answer with the
// publisher's own point. Prints n, median / 90th-percentile / worst error in metres and the share answered at
// street or intersection precision, per dataset and overall. Then addresses outside Chicago (Datafiniti fast-food and
// Yelp business samples, with their publishers' points), typed three ways, per half (the area-uncertainty multiples
// are tuned on "tune", held to their thresholds on "check"): median, p90, precision shares and how often the stated
// uncertainty covers the true error. Offline: the rows measure what the data pack alone gives, no online geocoder.
// `--worst N` lists the N largest errors, `--json` prints the summary as JSON.
import { parseCli, userPath } from '@sitescout/shared/cli';
import { summarise } from '../accuracy/accuracy-stats.js';
import { chicagoAccuracy } from '../accuracy/chicago-accuracy.js';
import { outsideChicagoAccuracy } from '../accuracy/outside-chicago.js';
import { defaultDataDir } from '../config/data-dir.js';
import { findGeodataDir } from '../config/find-geodata-dir.js';
import { ensureDataPack } from '../pack/build-pack.js';
import { loadGeodata } from '../pack/load.js';

const { values } = parseCli({
  name: 'geocode:accuracy',
  usage: `[--worst N] [--json]
Geocodes addresses whose true points are published (Chicago libraries and grocery stores, samples outside Chicago)
with the offline geocoder over the data pack and prints the errors: median, 90th percentile, worst, precision shares.
  --worst N    also list the N largest errors
  --json       print the summary as JSON
  -h, --help   this text
Environment: GEODATA_DIR, DATA_DIR (default <repo>/.data); relative paths are read from the folder you ran npm in.`,
  options: { worst: { type: 'string' }, json: { type: 'boolean' } },
});
const worst = values.worst === undefined ? 0 : Number(values.worst);
if (!Number.isInteger(worst) || worst < 0) {
  console.error(`geocode:accuracy: --worst must be a whole number (got "${values.worst}")`);
  process.exit(2);
}
const asJson = values.json ?? false;

const here = userPath('.');
const geodataDir = findGeodataDir(process.env.GEODATA_DIR, here);
if (!geodataDir) {
  console.error('GEODATA_DIR is not set and no ../shared/data folder was found');
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ? userPath(process.env.DATA_DIR) : defaultDataDir(here);
ensureDataPack(geodataDir, dataDir);
const { geocoder } = loadGeodata(dataDir);
const { groups, excluded } = chicagoAccuracy(geocoder, geodataDir);
const scored = groups.find((g) => g.name === 'all')?.rows ?? [];
const licenceRows = groups.find((g) => g.name === 'licences-2025')?.rows ?? [];

const m = (v: number | null) => (v === null ? '—' : `${Math.round(v).toLocaleString('en-US')} m`);
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

const outside = outsideChicagoAccuracy(geocoder, geodataDir);

if (asJson) {
  console.log(
    JSON.stringify(
      {
        ...Object.fromEntries(groups.map(({ name, summary }) => [name, summary])),
        outsideChicago: outside.map(({ form, half, summary }) => ({ form, half, ...summary })),
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    "Offline geocoder vs the publishers' own points (City of Chicago libraries 2024, grocery stores 2020/2013; " +
      'and, apart from "all", the distinct Chicago addresses of business licences issued in summer 2025)',
  );
  console.log('dataset          n     median     p90        worst       street/intersection  street   not found');
  for (const { name, summary: s } of groups) {
    console.log(
      [
        name.padEnd(15),
        String(s.n).padStart(4),
        m(s.medianMetres).padStart(10),
        m(s.p90Metres).padStart(10),
        m(s.maxMetres).padStart(11),
        pct(s.streetOrIntersectionShare).padStart(20),
        pct(s.streetShare).padStart(8),
        String(s.failed).padStart(11),
      ].join(' '),
    );
  }
  console.log(`precision answered (all): ${JSON.stringify(summarise(scored).byPrecision)}`);
  for (const r of excluded)
    console.log(
      `excluded as a known bad reference: ${r.ref.name} (${r.ref.query}) — ${r.ref.knownBadReference}; ` +
        `geocoded ${m(r.errorMetres)} from the published point at ${r.precision ?? 'no'} precision`,
    );
  const unplaced = licenceRows.filter((r) => r.failure !== null);
  if (unplaced.length > 0)
    console.log(
      `licences not placed (${unplaced.length}): ${unplaced
        .slice(0, 12)
        .map((r) => r.ref.query)
        .join(' | ')}${unplaced.length > 12 ? ' …' : ''}`,
    );
  console.log(
    '\nOutside Chicago, offline (data pack only, no online geocoder): Datafiniti fast-food and Yelp business addresses ' +
      "vs their publishers' points; uncertainty multiples tuned on the tune half, checked on the check half",
  );
  console.log(
    'typed as                    half      n     median        p90   street  zip    town   not found  uncertainty covers',
  );
  for (const { form, half, summary: s } of outside) {
    const share = (key: string) => pct(s.n === 0 ? 0 : (s.byPrecision[key] ?? 0) / s.n);
    console.log(
      [
        form.padEnd(27),
        half.padEnd(5),
        String(s.n).padStart(6),
        m(s.medianMetres).padStart(10),
        m(s.p90Metres).padStart(10),
        share('street').padStart(8),
        share('zip').padStart(7),
        share('city').padStart(7),
        String(s.failed).padStart(7),
        pct(s.uncertaintyCoversShare).padStart(12),
      ].join(' '),
    );
  }
  if (worst > 0) {
    console.log(`\n${worst} largest errors:`);
    const sorted = [...scored].sort(
      (a, b) => (b.errorMetres ?? Number.POSITIVE_INFINITY) - (a.errorMetres ?? Number.POSITIVE_INFINITY),
    );
    for (const r of sorted.slice(0, worst))
      console.log(
        `${m(r.errorMetres).padStart(10)}  ${r.precision ?? '-'}  ${r.ref.query}  →  ${r.label ?? r.failure}`,
      );
  }
}
