import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UnmappedCounter } from '../categories/unmapped-counter.js';
import { importCensusApi } from '../importers/census/census-api.js';
import { importOverpassJson } from '../importers/places/osm.js';
import { type AreaContribution, datasetMeta } from '../importers/types.js';
import type { CoverageArea } from '../model/coverage.js';
import type { BBox } from '../model/geometry.js';
import type { PlaceRecord } from '../model/place.js';
import type { DatasetMeta } from '../model/provenance.js';

/** Sidecar written by `data:fetch` next to each raw download. */
export interface OnlineMeta {
  kind: 'overpass' | 'census-api';
  name: string;
  source: string;
  vintage: string;
  /** Request URL without any API key. */
  url: string;
  bbox?: BBox;
}

function downloads(dir: string): Array<{ body: string; meta: OnlineMeta; file: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.meta.json'))
    .sort()
    .map((f) => ({
      file: f,
      body: readFileSync(join(dir, f), 'utf8'),
      meta: JSON.parse(readFileSync(join(dir, f.replace(/\.json$/, '.meta.json')), 'utf8')) as OnlineMeta,
    }));
}

/**
 * Downloads fetched by `npm run data:fetch` (Overpass places, Census API tables) under
 * `<DATA_DIR>/online/`: imported with the same importers as the offline files and added to the pack.
 */
export function importOnlineDownloads(
  onlineDir: string,
  unmapped: UnmappedCounter,
): { places: PlaceRecord[]; contributions: AreaContribution[]; datasets: DatasetMeta[]; coverage: CoverageArea[] } {
  const places: PlaceRecord[] = [];
  const contributions: AreaContribution[] = [];
  const datasets: DatasetMeta[] = [];
  const coverage: CoverageArea[] = [];
  for (const { body, meta, file } of downloads(join(onlineDir, 'overpass'))) {
    const datasetId = `osm-overpass-${meta.name}`;
    const r = importOverpassJson(
      body,
      {
        datasetId,
        source: meta.source,
        vintage: meta.vintage,
        licence: 'ODbL',
        attribution: '© OpenStreetMap contributors',
        coverage: meta.name,
      },
      unmapped,
    );
    places.push(...r.records);
    datasets.push(
      datasetMeta({
        id: datasetId,
        source: meta.source,
        vintage: meta.vintage,
        licence: 'ODbL',
        attribution: '© OpenStreetMap contributors',
        coverage: meta.name,
        files: [`online/overpass/${file}`, meta.url],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
        warnings: r.warnings,
      }),
    );
    if (meta.bbox)
      coverage.push({
        layer: 'places',
        name: `${meta.name} (OpenStreetMap, Overpass)`,
        bbox: meta.bbox,
        datasetIds: [datasetId],
      });
  }
  for (const { body, meta, file } of downloads(join(onlineDir, 'census-api'))) {
    const r = importCensusApi(body, { source: meta.source, vintage: meta.vintage });
    contributions.push(...r.contributions);
    datasets.push(
      datasetMeta({
        id: `census-api-${meta.name}`,
        source: meta.source,
        vintage: meta.vintage,
        licence: 'public domain',
        attribution: 'U.S. Census Bureau',
        coverage: meta.name,
        files: [`online/census-api/${file}`, meta.url],
        rowsRead: r.rowsRead,
        rowsKept: r.contributions.length,
        warnings: r.unknownVariables.length ? [`variables not filed: ${r.unknownVariables.join(', ')}`] : [],
      }),
    );
  }
  return { places, contributions, datasets, coverage };
}
