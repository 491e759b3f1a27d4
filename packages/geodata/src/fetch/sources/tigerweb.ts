import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { multiPolygonBBox } from '../../geometry/polygon.js';
import { type Feature, parseFeatures, toMultiPolygon } from '../../io/geojson.js';
import { round } from '../../io/values.js';
import type { BBox } from '../../model/geometry.js';
import type { DownloadRecord } from '../../online/download.js';
import { unionBox } from '../area.js';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

/** TIGERweb map services and layers (ACS 2023 tracts match the ACS 2019-2023 tables' geography). */
export const TIGERWEB_TRACTS = 'tigerWMS_ACS2023/MapServer/8';
export const TIGERWEB_PLACES = 'tigerWMS_Current/MapServer/28';
const PAGE = 500;

function featuresOf(text: string): { features: Feature[]; more: boolean } {
  const json = JSON.parse(text) as {
    error?: { message?: string };
    exceededTransferLimit?: boolean;
    properties?: { exceededTransferLimit?: boolean };
  };
  if (json.error) throw new Error(`TIGERweb: ${json.error.message ?? 'error'}`);
  return {
    features: parseFeatures(text),
    more: Boolean(json.exceededTransferLimit || json.properties?.exceededTransferLimit),
  };
}

/** Pages through one TIGERweb layer query (`resultOffset` / `resultRecordCount`, ordered by GEOID). */
async function queryLayer(
  ctx: FetchContext,
  progress: SourceProgress,
  layer: string,
  params: Record<string, string>,
): Promise<{ features: Feature[]; requests: DownloadRecord[] }> {
  const features: Feature[] = [];
  const requests: DownloadRecord[] = [];
  for (let page = 0; ; page++) {
    const url = new URL(`${ctx.config.tigerwebUrl}/${layer}/query`);
    for (const [k, v] of Object.entries({
      outFields: 'GEOID,NAME,STATE,COUNTY,AREALAND,INTPTLAT,INTPTLON',
      returnGeometry: 'true',
      outSR: '4326',
      f: 'geojson',
      orderByFields: 'GEOID',
      resultOffset: String(page * PAGE),
      resultRecordCount: String(PAGE),
      ...params,
    }))
      url.searchParams.set(k, v);
    const { file, record } = await ctx.fetch('tigerweb', progress, {
      url: url.toString(),
      cachePath: `tigerweb/${createHash('sha256').update(url.toString()).digest('hex').slice(0, 24)}.geojson`,
      validate: (part) => void featuresOf(readFileSync(part, 'utf8')),
    });
    const result = featuresOf(readFileSync(file, 'utf8'));
    features.push(...result.features);
    requests.push(record);
    progress.step(page + 1, result.more ? null : page + 1, features.length);
    if (!result.more || result.features.length === 0) break;
  }
  return { features, requests };
}

/**
 * Tract polygons for the area from TIGERweb: a place's own outline first (it sharpens the box every later
 * source uses), then the tracts of its counties (or those touching the place). Written as one GeoJSON
 * FeatureCollection under `tracts/`; the counties found replace the Gazetteer estimate.
 */
export async function fetchTigerwebTracts(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const area = ctx.area;
  const requests: DownloadRecord[] = [];
  if (area.placeGeoid) {
    const place = await queryLayer(ctx, progress, TIGERWEB_PLACES, {
      where: `GEOID='${area.placeGeoid}'`,
      outFields: 'GEOID,NAME',
    });
    requests.push(...place.requests);
    const boxes = place.features
      .map((f) => toMultiPolygon(f.geometry))
      .filter((p) => p !== null)
      .map(multiPolygonBBox);
    const box = unionBox(boxes);
    if (box) area.bbox = box.map((v, i) => round(v + (i < 2 ? -0.005 : 0.005), 4)) as BBox;
    else progress.note(`no outline for place ${area.placeGeoid}: keeping the Gazetteer estimate of its box`);
  }
  const where: Record<string, string> =
    area.kind === 'place'
      ? {
          where: `STATE='${area.stateFips}'`,
          geometry: area.bbox.join(','),
          geometryType: 'esriGeometryEnvelope',
          inSR: '4326',
          spatialRel: 'esriSpatialRelIntersects',
        }
      : area.kind === 'county'
        ? { where: `STATE='${area.stateFips}' AND COUNTY='${area.countyFips[0]?.slice(2)}'` }
        : { where: `STATE='${area.stateFips}'` };
  const tracts = await queryLayer(ctx, progress, TIGERWEB_TRACTS, where);
  requests.push(...tracts.requests);
  const counties = [...new Set(tracts.features.map((f) => String(f.properties?.GEOID ?? '').slice(0, 5)))]
    .filter((c) => /^\d{5}$/.test(c))
    .sort();
  if (counties.length > 0) area.countyFips = counties;
  const name = `${area.slug}-tracts`;
  ctx.writeProduct(
    'tigerweb',
    `tracts/${name}.geojson`,
    JSON.stringify({ type: 'FeatureCollection', features: tracts.features }),
    {
      kind: 'tigerweb-tracts',
      name,
      source: 'U.S. Census Bureau, TIGERweb (ACS 2023 census tracts)',
      vintage: '2023',
      url: requests[0]?.url ?? '',
      requests,
      retrievedAt: requests[requests.length - 1]?.retrievedAt ?? ctx.now().toISOString(),
      area: area.label,
      bbox: area.bbox,
      stateAbbr: area.stateAbbr,
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
    },
  );
  return `${tracts.features.length.toLocaleString('en-US')} tract polygons in ${counties.length} count${counties.length === 1 ? 'y' : 'ies'}`;
}
