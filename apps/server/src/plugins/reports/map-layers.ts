import type { SiteAnalysis } from '@sitescout/engine';
import { type GeoView, isPlaceCategory, type LatLon, type MultiPolygon, type PlaceHit } from '@sitescout/geodata';

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
  /** Dataset citations for the drawn points. */
  sources: Array<{ source: string; vintage: string }>;
  /** Why points are missing, in plain words; null when everything the analysis lists is drawn. */
  note: string | null;
}

/** The map shows this many times the chosen radius either side of the site. */
export const MAP_HALF_EXTENT = 1.12;

const RAIL = new Set(['rail', 'subway', 'commuter-rail']);

/** Same place in the analysis list and the pack: same name at the same distance from the site. */
const SAME_DISTANCE = 1e-6;

/**
 * Point positions for the static map. The analysis lists competitors and stations by name and
 * distance only, so their positions are looked up in the data pack the analysis was computed from
 * (checked by its content hash); with another pack loaded, only the site and rings are drawn.
 */
export function mapLayersFor(analysis: SiteAnalysis, view: GeoView | undefined): SiteMapLayers {
  const empty = { competitors: [], stops: [], sources: [], outlines: [] };
  if (!view) return { ...empty, note: 'Competitor and transit points are not drawn: the data pack is not loaded.' };
  if (view.manifest.contentHash !== analysis.dataVersion)
    return {
      ...empty,
      note: 'Competitor and transit points are not drawn: the analysis was computed from an earlier data pack.',
    };

  const center = { lat: analysis.site.lat, lon: analysis.site.lon };
  const sources = new Map<string, { source: string; vintage: string }>();
  const cite = (source: string, vintage: string) => sources.set(`${source}|${vintage}`, { source, vintage });

  const listed = analysis.competitors.list;
  const farthest = listed.reduce((m, c) => Math.max(m, c.distanceMiles), 0);
  const category = analysis.businessType.id;
  const hits = isPlaceCategory(category)
    ? view.placesWithin(center, farthest + 0.01, { categories: [category] }).items
    : [];
  const unused = new Set<PlaceHit>(hits);
  const competitors: SiteMapLayers['competitors'] = [];
  for (const [index, entry] of listed.entries()) {
    const hit = [...unused].find(
      (h) => h.place.name === entry.name && Math.abs(h.distanceMiles - entry.distanceMiles) < SAME_DISTANCE,
    );
    if (!hit) continue;
    unused.delete(hit);
    competitors.push({ lat: hit.place.lat, lon: hit.place.lon, name: entry.name, rank: index + 1 });
    cite(entry.source, entry.vintage);
  }

  const stations = new Set(analysis.access.railStations.map((s) => s.name));
  const stops = view
    .stopsWithin(center, 1)
    .items.filter((h) => h.distanceMiles <= 0.25 || (RAIL.has(h.stop.mode) && stations.has(h.stop.name)))
    .map((h) => {
      cite(h.stop.source, h.stop.vintage);
      return { id: h.stop.id, lat: h.stop.lat, lon: h.stop.lon, name: h.stop.name, rail: RAIL.has(h.stop.mode) };
    });

  // The square map's corners lie √2 × its half-width from the site.
  const reach = analysis.radiusMiles * MAP_HALF_EXTENT * Math.SQRT2;
  const outlines = (['tract', 'community-area'] as const).flatMap((kind) =>
    view
      .areasOverlappingRing(kind, center, reach)
      .flatMap((o) =>
        o.area.polygon ? [{ kind, name: o.area.name, polygon: o.area.polygon, label: o.area.internalPoint }] : [],
      ),
  );

  const missing = listed.length - competitors.length;
  return {
    outlines,
    competitors,
    stops,
    sources: [...sources.values()],
    note: missing > 0 ? `${missing} listed competitor(s) could not be placed on the map.` : null,
  };
}
