import { round } from '../io/values.js';
import type { CoverageArea, CoverageLayer } from '../model/coverage.js';
import type { GeoData } from '../model/geo-data.js';
import type { BBox } from '../model/geometry.js';
import type { DatasetMeta } from '../model/provenance.js';

type Pt = { lat: number; lon: number };

/** Bounding box of the central share of points (drops stray outliers), padded by `pad` degrees. */
function robustBBox(points: readonly Pt[], trim = 0.005, pad = 0.01): BBox | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat).sort((a, b) => a - b);
  const lons = points.map((p) => p.lon).sort((a, b) => a - b);
  const at = (xs: number[], q: number) =>
    xs[Math.min(xs.length - 1, Math.max(0, Math.floor(q * (xs.length - 1))))] as number;
  return [
    round(at(lons, trim) - pad, 4),
    round(at(lats, trim) - pad, 4),
    round(at(lons, 1 - trim) + pad, 4),
    round(at(lats, 1 - trim) + pad, 4),
  ];
}

function area(
  layer: CoverageLayer,
  name: string,
  points: readonly Pt[],
  datasetIds: string[],
  trim?: number,
): CoverageArea[] {
  const bbox = robustBBox(points, trim);
  return bbox ? [{ layer, name, bbox, datasetIds }] : [];
}

const YELP_METRO_MIN_PLACES = 100;

/**
 * Named areas each layer covers. Census covers every state (one box per state from its counties);
 * places cover Chicago (OSM, Google, City data) and the Yelp sample's metros; the Datafiniti
 * fast-food sample is national but far from complete, so it defines no coverage.
 */
export function computeCoverage(
  data: Omit<GeoData, 'manifest' | 'datasets' | 'coverage'>,
  datasets: DatasetMeta[],
  /** Tracts fetched by `data:fetch` (their own coverage entry names their market, not Cook County). */
  fetchedTractIds: ReadonlySet<string> = new Set(),
): CoverageArea[] {
  const ids = (prefix: string) => datasets.filter((d) => d.id.startsWith(prefix)).map((d) => d.id);
  const out: CoverageArea[] = [];
  const counties = data.areas.filter((a) => a.kind === 'county');
  const byState = new Map<string, Pt[]>();
  for (const c of counties) {
    const list = byState.get(c.state ?? '') ?? [];
    list.push(c.internalPoint);
    byState.set(c.state ?? '', list);
  }
  for (const [state, pts] of [...byState.entries()].sort(([a], [b]) => a.localeCompare(b)))
    out.push(
      ...area('demographics', state, pts, ['acs-2019-2023-county', 'acs-2019-2023-zcta'], 0).map((a) => ({
        ...a,
        bbox: pad(a.bbox, 0.4),
      })),
    );

  const chicagoPlaces = data.places.filter((p) => /^(google|osm|chicago)/.test(p.datasetId));
  // Trimmed at 0.1 %, not 0.5 %: the city's places thin out south of 95th Street (outside the OpenStreetMap extract),
  // and a wider trim cut East Side, Hegewisch and South Deering out of the place coverage although the City's and
  // Google's lists reach them.
  out.push(
    ...area('places', 'Chicago, IL', chicagoPlaces, [...ids('google'), ...ids('osm'), ...ids('chicago-')], 0.001),
  );
  const yelp = data.places.filter((p) => p.datasetId.startsWith('yelp'));
  const metros = new Map<string, typeof yelp>();
  for (const p of yelp) {
    // Cluster by a 1° grid cell: metros in the sample are far apart.
    const key = `${Math.round(p.lat)}:${Math.round(p.lon)}`;
    metros.set(key, [...(metros.get(key) ?? []), p]);
  }
  for (const members of [...metros.values()].sort((a, b) => b.length - a.length)) {
    if (members.length < YELP_METRO_MIN_PLACES) continue;
    const cities = new Map<string, number>();
    for (const m of members) {
      const parts = (m.address ?? '').split(', ');
      const label = parts.length >= 3 ? `${parts[parts.length - 3]}, ${parts[parts.length - 2]}` : 'Yelp metro';
      cities.set(label, (cities.get(label) ?? 0) + 1);
    }
    const name = [...cities.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'Yelp metro';
    out.push(...area('places', `${name} (Yelp sample)`, members, ids('yelp'), 0.02));
  }
  const cta = data.stops.filter((s) => s.datasetId.startsWith('cta'));
  // Every stop counts (trim 0): the Blue Line's O'Hare terminal is the network's western tip.
  out.push(...area('transit', 'Chicago, IL (CTA bus and L)', cta, ['cta-bus-stops', 'cta-l-stops'], 0));
  // Each commuter-rail agency covers its stations' one-mile walk (0.015° ≈ 1 mi of padding).
  const byAgency = new Map<string, Pt[]>();
  for (const s of data.stops)
    if (s.datasetId.startsWith('gtfs-')) byAgency.set(s.datasetId, [...(byAgency.get(s.datasetId) ?? []), s]);
  for (const [datasetId, stations] of [...byAgency.entries()].sort(([a], [b]) => a.localeCompare(b)))
    out.push(
      ...area(
        'transit',
        `${stations[0] && 'agency' in stations[0] ? stations[0].agency : datasetId} stations`,
        stations,
        [datasetId],
        0,
      ).map((a) => ({ ...a, bbox: pad(a.bbox, 0.005) })),
    );
  out.push(
    ...area(
      'bike',
      'Chicago, IL',
      [...data.bikeStations, ...data.bikeRoutes.flatMap((r) => r.line.flat().map(([lon, lat]) => ({ lat, lon })))],
      [...ids('divvy'), ...ids('chicago-bike')],
    ),
  );
  out.push(
    ...area(
      'zoning',
      'Chicago, IL',
      data.zoning.flatMap((z) => z.polygon.flatMap((part) => (part[0] ?? []).map(([lon, lat]) => ({ lat, lon })))),
      ids('chicago-zoning'),
      0,
    ),
  );
  out.push(...area('traffic', 'Chicago, IL', data.trafficCounts, ids('chicago-traffic'), 0));
  out.push(
    ...area(
      'parks',
      'Chicago, IL',
      data.parks.flatMap((p) => p.polygon.flatMap((part) => (part[0] ?? []).map(([lon, lat]) => ({ lat, lon })))),
      ids('chicago-parks'),
      0,
    ),
  );
  const countySet = new Set(data.businessCountCoverage.county);
  out.push(
    ...area(
      'business-counts-county',
      'Illinois',
      counties.filter((c) => countySet.has(c.id)).map((c) => c.internalPoint),
      ids('cbp'),
      0,
    ).map((a) => ({ ...a, bbox: pad(a.bbox, 0.4) })),
  );
  const zipSet = new Set(data.businessCountCoverage.zip);
  out.push(
    ...area(
      'business-counts-zip',
      'Chicago, IL ZIP codes',
      data.areas.filter((a) => a.kind === 'zcta' && zipSet.has(a.id)).map((a) => a.internalPoint),
      ids('zbp'),
      0,
    ),
  );
  const tracts = data.areas.filter((a) => a.kind === 'tract');
  out.push(
    ...area(
      'tracts',
      tracts.every((t) => t.countyFips === '17031') ? 'Cook County, IL' : 'Illinois',
      tracts.filter((a) => !fetchedTractIds.has(a.id)).map((a) => a.internalPoint),
      [...ids('cook-tracts'), ...ids('illinois-tracts')],
      0,
    ).map((a) => ({ ...a, bbox: pad(a.bbox, 0.03) })),
  );
  out.push(
    ...area(
      'community-areas',
      'Chicago, IL',
      data.areas.filter((a) => a.kind === 'community-area').map((a) => a.internalPoint),
      ids('chicago-community-areas'),
      0,
    ).map((a) => ({ ...a, bbox: pad(a.bbox, 0.03) })),
  );
  return out;
}

function pad(b: BBox, d: number): BBox {
  return [round(b[0] - d, 4), round(b[1] - d, 4), round(b[2] + d, 4), round(b[3] + d, 4)];
}
