import type { SiteAnalysis } from '@sitescout/engine';
import type { GeoView, LatLon, MultiLine, MultiPolygon } from '@sitescout/geodata';
import { milesToDegrees } from '@sitescout/shared';
import { lakePolygon } from '../basemap/basemap-lake.js';

export interface MapPoint extends LatLon {
  name: string;
}

/** What the static map draws besides the site and its rings. */
export interface SiteMapLayers {
  /** `rank` is the competitor's position in the analysis list (1 = nearest), as the report numbers them. */
  competitors: Array<MapPoint & { rank: number }>;
  /** Bus stops within 0.25 mi and rail stations within 1 mi: the stops the access section counts. */
  stops: Array<MapPoint & { id: string; rail: boolean }>;
  /** Boundaries drawn as the map's background: tracts, and Chicago community areas with their names. */
  outlines: Array<{ kind: 'tract' | 'community-area'; name: string; polygon: MultiPolygon; label: LatLon }>;
  /** The street grid in the frame (City of Chicago street lines): arterials drawn wider and named. */
  streets: Array<{ name: string; arterial: boolean; line: MultiLine }>;
  /** Park District parks in the frame. */
  parks: Array<{ name: string; polygon: MultiPolygon }>;
  /** Lake Michigan along the city's shore (derived from the community areas), or null. */
  lake: MultiPolygon | null;
  /** Dataset citations for the drawn points. */
  sources: Array<{ source: string; vintage: string }>;
  /** Why points are missing, in plain words; null when everything the analysis lists is drawn. */
  note: string | null;
}

/** The map shows this many times the chosen radius either side of the site. */
export const MAP_HALF_EXTENT = 1.12;

/** Largest map half-width (miles) that still draws local streets; wider maps draw arterials only. */
export const LOCAL_STREETS_MAX_HALF_MILES = 2;

/** Largest chosen radius (miles) whose map still draws Census tract outlines. */
export const TRACT_OUTLINES_MAX_RADIUS = 3;

const RAIL = new Set(['rail', 'subway', 'commuter-rail']);

type Box = [west: number, south: number, east: number, north: number];

/** The map's square frame in degrees (a bounding-box test is enough to pick outlines to draw). */
function frameBox(center: LatLon, halfMiles: number): Box {
  const { dLat, dLon } = milesToDegrees(halfMiles, center.lat);
  return [center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat];
}

/** Bounding boxes of the pack's (immutable) boundaries, computed once per polygon. */
const boxes = new WeakMap<MultiPolygon, Box>();

function polygonBox(polygon: MultiPolygon): Box {
  const cached = boxes.get(polygon);
  if (cached) return cached;
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of polygon)
    for (const [lon, lat] of part[0] ?? []) {
      box[0] = Math.min(box[0], lon);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lon);
      box[3] = Math.max(box[3], lat);
    }
  boxes.set(polygon, box);
  return box;
}

const boxesOverlap = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The ground of the map: streets, parks and the lake in the frame (the same in any pack that has them). */
function groundOf(analysis: SiteAnalysis, view: GeoView): Pick<SiteMapLayers, 'streets' | 'parks' | 'lake'> {
  const center = { lat: analysis.site.lat, lon: analysis.site.lon };
  const half = analysis.radiusMiles * MAP_HALF_EXTENT;
  const frame = frameBox(center, half);
  const locals = half <= LOCAL_STREETS_MAX_HALF_MILES;
  const streets = view
    .streetLinesInBBox(frame)
    .filter((s) => locals || s.streetClass === 'arterial')
    .map((s) => ({ name: s.name, arterial: s.streetClass === 'arterial', line: s.line }));
  const parks = view
    .parksWithin(center, half * Math.SQRT2)
    .items.map(({ park }) => ({ name: park.name, polygon: park.polygon }));
  return { streets, parks, lake: lakePolygon(view) };
}

/**
 * Competitors where the analysis placed them: each entry carries its position, so the map needs no data pack for
 * them. Entries stored before positions were kept (no coordinates) are counted as not drawn.
 */
function competitorPoints(
  analysis: SiteAnalysis,
  cite: (source: string, vintage: string) => void,
): SiteMapLayers['competitors'] {
  return analysis.competitors.list.flatMap((entry, index) => {
    if (!Number.isFinite(entry.lat) || !Number.isFinite(entry.lon)) return [];
    cite(entry.source, entry.vintage);
    return [{ lat: entry.lat, lon: entry.lon, name: entry.name, rank: index + 1 }];
  });
}

/** Why some listed competitors are not on the map, or null when all are. */
function missingNote(analysis: SiteAnalysis, drawn: number): string | null {
  const missing = analysis.competitors.list.length - drawn;
  return missing > 0 ? `${missing} listed competitor(s) could not be placed on the map.` : null;
}

/**
 * What the static map draws. Competitors come from the analysis itself; transit stops and area outlines are read
 * from the data pack, and only from the pack the analysis was computed from (checked by its content hash).
 */
export function mapLayersFor(analysis: SiteAnalysis, view: GeoView | undefined): SiteMapLayers {
  const sources = new Map<string, { source: string; vintage: string }>();
  const cite = (source: string, vintage: string) => sources.set(`${source}|${vintage}`, { source, vintage });
  const competitors = competitorPoints(analysis, cite);
  const pointsOnly = { competitors, stops: [], outlines: [] };
  const ground = { streets: [], parks: [], lake: null };
  const missing = missingNote(analysis, competitors.length);
  if (!view)
    return {
      ...pointsOnly,
      ...ground,
      sources: [...sources.values()],
      note: joinNotes('Transit stops are not drawn: the data pack is not loaded.', missing),
    };
  if (view.manifest.contentHash !== analysis.dataVersion)
    return {
      ...pointsOnly,
      ...groundOf(analysis, view),
      sources: [...sources.values()],
      note: joinNotes('Transit stops are not drawn: the analysis was computed from an earlier data pack.', missing),
    };

  const center = { lat: analysis.site.lat, lon: analysis.site.lon };
  const stations = new Set(analysis.access.railStations.map((s) => s.name));
  const stops = view
    .stopsWithin(center, 1)
    .items.filter((h) => h.distanceMiles <= 0.25 || (RAIL.has(h.stop.mode) && stations.has(h.stop.name)))
    .map((h) => {
      cite(h.stop.source, h.stop.vintage);
      return { id: h.stop.id, lat: h.stop.lat, lon: h.stop.lon, name: h.stop.name, rail: RAIL.has(h.stop.mode) };
    });

  // Tracts only where they read as neighbourhood texture; at wider radii they are noise (and slow).
  const kinds =
    analysis.radiusMiles <= TRACT_OUTLINES_MAX_RADIUS
      ? (['tract', 'community-area'] as const)
      : (['community-area'] as const);
  const frame = frameBox(center, analysis.radiusMiles * MAP_HALF_EXTENT);
  const outlines = kinds.flatMap((kind) =>
    view
      .areas(kind)
      .flatMap((area) =>
        area.polygon && boxesOverlap(polygonBox(area.polygon), frame)
          ? [{ kind, name: area.name, polygon: area.polygon, label: area.internalPoint }]
          : [],
      ),
  );

  return {
    ...groundOf(analysis, view),
    outlines,
    competitors,
    stops,
    sources: [...sources.values()],
    note: missing,
  };
}

function joinNotes(...notes: Array<string | null>): string {
  return notes.filter(Boolean).join(' ');
}
