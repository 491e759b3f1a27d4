import { distanceToLinesMiles } from '../geometry/distance-lines.js';
import type { AreaKind } from '../model/area.js';
import type { ZoningAnswer } from '../model/civic.js';
import type { AreaCoverageLayer, CoverageArea, CoverageLayer } from '../model/coverage.js';
import type { GeoData, ZoningPolygon } from '../model/geo-data.js';
import type { GeoView } from '../model/geo-view.js';
import type { BBox, LatLon } from '../model/geometry.js';
import type { PackManifest } from '../model/manifest.js';
import { CHAIN_LOCATIONS_DATASET_ID, type PlaceFilter, type PlaceHit, type PlaceRecord } from '../model/place.js';
import type { BikeRoute, StopHit, TransitMode, TransitStop } from '../model/transit.js';
import { CellCoverage, discCoverage } from './area-coverage.js';
import { AreaLayer } from './area-layer.js';
import { BusinessCountIndex } from './business-count-index.js';
import { corridorRentsAt } from './corridor-rents.js';
import { CoverageIndex } from './coverage-index.js';
import type { IndexStore } from './index-store.js';
import { LineLayer } from './line-layer.js';
import { PointLayer } from './point-layer.js';
import { PolygonLayer } from './polygon-layer.js';

const AREA_KINDS: readonly AreaKind[] = ['zcta', 'county', 'tract', 'community-area'];
const DEFAULT_MAX_MILES = 50;

const EMPTY_MANIFEST: PackManifest = {
  formatVersion: 0,
  contentHash: '',
  tables: {},
  datasets: [],
  unmappedCategories: {},
  duplicatesRemoved: { places: 0, byDataset: {} },
  warnings: [],
};

function pointsBBox(points: ReadonlyArray<{ lat: number; lon: number }>): BBox | null {
  if (points.length === 0) return null;
  let b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points)
    b = [Math.min(b[0], p.lon), Math.min(b[1], p.lat), Math.max(b[2], p.lon), Math.max(b[3], p.lat)];
  return b;
}

/** Layers with data but no declared coverage (hand-made fixtures) cover the bbox of their records. */
function deriveCoverage(data: Partial<GeoData>): CoverageArea[] {
  const declared = [...(data.coverage ?? [])];
  const has = new Set(declared.map((area) => area.layer));
  // Points are gathered only for layers without declared coverage (the pack declares them all).
  const add = (layer: CoverageLayer, points: () => ReadonlyArray<{ lat: number; lon: number }>) => {
    if (has.has(layer)) return;
    const bbox = pointsBBox(points());
    if (bbox) declared.push({ layer, name: 'loaded records', bbox, datasetIds: [] });
  };
  add('places', () => data.places ?? []);
  add('transit', () => data.stops ?? []);
  add('bike', () => [...(data.bikeStations ?? []), ...(data.bikeRoutes ?? []).flatMap(lineVertices)]);
  add('traffic', () => data.trafficCounts ?? []);
  add('zoning', () => (data.zoning ?? []).flatMap((z) => polygonVertices(z.polygon)));
  add('parks', () => (data.parks ?? []).flatMap((p) => polygonVertices(p.polygon)));
  const areas = data.areas ?? [];
  add('demographics', () => areas.map((a) => a.internalPoint));
  add('tracts', () => areas.filter((a) => a.kind === 'tract').map((a) => a.internalPoint));
  add('community-areas', () => areas.filter((a) => a.kind === 'community-area').map((a) => a.internalPoint));
  return declared;
}

/**
 * Places from samples (Yelp) or single-category lists (Google category extracts, regional pharmacy
 * and fast-food lists) show where those categories were collected, not where every amenity class is
 * recorded: they do not draw Walk Score coverage.
 */
const LOCAL_MODES = new Set<TransitMode>(['bus', 'tram', 'subway', 'rail']);

const PARTIAL_PLACE_SOURCES = /^(yelp|google|datafiniti|chicago-region)/;

/**
 * Sparse networks cover the land around their records: a bus or 'L' stop its half-mile walk, a bike
 * lane or bike-share station the mile a Bike Score looks at. Places are dense enough to need none.
 */
const BUFFER_MILES: Record<AreaCoverageLayer | 'land', number> = {
  'walk-places': 0,
  'local-transit': 0.5,
  bike: 1,
  intersections: 0,
  land: 0,
};

/** Points along a bike route at most ~0.1 mi apart (its vertices can be a mile apart on straight streets). */
function densified(route: BikeRoute): LatLon[] {
  const out: LatLon[] = [];
  for (const line of route.line)
    for (let k = 0; k < line.length; k += 1) {
      const [lon, lat] = line[k] as [number, number];
      const next = line[k + 1];
      out.push({ lat, lon });
      if (!next) continue;
      const steps = Math.ceil(Math.max(Math.abs(next[1] - lat), Math.abs(next[0] - lon)) / 0.0015);
      for (let t = 1; t < steps; t += 1)
        out.push({ lat: lat + ((next[1] - lat) * t) / steps, lon: lon + ((next[0] - lon) * t) / steps });
    }
  return out;
}

/** Area coverage per layer, each built on first use; land is any record of any layer or a tract polygon. */
function areaCoverageOf(data: Partial<GeoData>, inTractPolygon: (p: LatLon) => boolean) {
  const built = new Map<AreaCoverageLayer | 'land', CellCoverage>();
  const points: Record<AreaCoverageLayer | 'land', () => Iterable<LatLon>> = {
    'walk-places': () => (data.places ?? []).filter((p) => !PARTIAL_PLACE_SOURCES.test(p.datasetId)),
    // Local networks only: commuter rail and feeds of unknown mode (mixed intercity feeds) do not tell
    // where every bus and train of an area is loaded.
    'local-transit': () => (data.stops ?? []).filter((s) => LOCAL_MODES.has(s.mode)),
    bike: () => [...(data.bikeStations ?? []), ...(data.bikeRoutes ?? []).flatMap(densified)],
    intersections: () => data.intersections ?? [],
    land: () => [
      ...(data.places ?? []),
      ...(data.stops ?? []),
      ...(data.bikeStations ?? []),
      ...(data.trafficCounts ?? []),
      ...(data.areas ?? []).filter((a) => a.kind === 'zcta' || a.kind === 'tract').map((a) => a.internalPoint),
    ],
  };
  const cells = (kind: AreaCoverageLayer | 'land') => {
    let c = built.get(kind);
    if (!c) {
      c = new CellCoverage(points[kind](), { fillGaps: kind !== 'land', bufferMiles: BUFFER_MILES[kind] });
      built.set(kind, c);
    }
    return c;
  };
  return (kind: AreaCoverageLayer, center: LatLon, radiusMiles: number) =>
    discCoverage(cells(kind), (p) => cells('land').has(p) || inTractPolygon(p), center, radiusMiles);
}

function lineVertices(route: BikeRoute): LatLon[] {
  return route.line.flat().map(([lon, lat]) => ({ lat, lon }));
}

function polygonVertices(polygon: ZoningPolygon['polygon']): LatLon[] {
  return polygon.flatMap((part) => (part[0] ?? []).map(([lon, lat]) => ({ lat, lon })));
}

function placePredicate(filter: PlaceFilter | undefined): ((place: PlaceRecord) => boolean) | undefined {
  const wanted = filter?.categories;
  if (!wanted || wanted.length === 0) return undefined;
  const set = new Set<string>(wanted);
  return (place) => place.categories.some((c) => set.has(c));
}

function modePredicate(modes: readonly TransitMode[] | undefined): ((stop: TransitStop) => boolean) | undefined {
  if (!modes || modes.length === 0) return undefined;
  const set = new Set(modes);
  return (stop) => set.has(stop.mode);
}

/**
 * Builds the indexed, read-only {@link GeoView} over plain records: the loaded pack in production,
 * a handful of hand-made records in tests. Missing lists are empty layers (reported as not covered).
 * `indexes`: where the spatial indexes are kept for other threads (read from there when already built).
 */
export function createGeoView(data: Partial<GeoData>, indexes?: IndexStore): GeoView {
  const stored = (name: string) => (indexes ? { store: indexes, name } : undefined);
  const manifest = data.manifest ?? EMPTY_MANIFEST;
  const datasets = data.datasets ?? manifest.datasets;
  const coverage = new CoverageIndex(deriveCoverage(data));
  const areaLayers = new Map<AreaKind, AreaLayer>(
    AREA_KINDS.map((kind) => [kind, new AreaLayer((data.areas ?? []).filter((a) => a.kind === kind))]),
  );
  // Chain stores only the 2024 store locators know are answered by `chainLocationsWithin`, not by the place
  // queries: a list of 15 brands must not read as the complete set of businesses where place data is thin.
  const allPlaces = data.places ?? [];
  const places = new PointLayer(
    allPlaces.filter((p) => p.datasetId !== CHAIN_LOCATIONS_DATASET_ID),
    stored('places'),
  );
  // One small kd-tree per category, built on first use: a category query then never scans the
  // places of other categories (15-mile rings in Chicago hold ~40,000 places of which a few hundred match).
  const byCategory = new Map<string, PointLayer<PlaceRecord>>();
  /**
   * The places of the filter's categories. One layer per category set for radius queries (the Walk Score's
   * few sets and single categories), kept in the places' order so ties between equally distant places fall
   * as in the whole layer; nearest-place queries keep the whole layer for several categories.
   */
  const placeLayer = (filter: PlaceFilter | undefined, ofSet = false) => {
    const wanted = filter?.categories;
    if (!wanted || wanted.length === 0) return { layer: places, predicate: undefined };
    if (wanted.length > 1 && !ofSet) return { layer: places, predicate: placePredicate(filter) };
    const key = [...new Set(wanted)].sort().join('|');
    let layer = byCategory.get(key);
    if (!layer) {
      const predicate = placePredicate(filter) as (place: PlaceRecord) => boolean;
      layer = new PointLayer(places.items.filter(predicate));
      byCategory.set(key, layer);
    }
    return { layer, predicate: undefined };
  };
  let chainLayer: PointLayer<PlaceRecord> | undefined;
  const stops = new PointLayer(data.stops ?? [], stored('stops'));
  const bikeStations = new PointLayer(data.bikeStations ?? [], stored('bikeStations'));
  const traffic = new PointLayer(data.trafficCounts ?? [], stored('trafficCounts'));
  const intersections = new PointLayer(data.intersections ?? [], stored('intersections'));
  const streetLines = new LineLayer(data.streetLines ?? [], stored('streetLines'));
  const zoning = new PolygonLayer(data.zoning ?? [], stored('zoning'));
  const parks = new PolygonLayer(data.parks ?? [], stored('parks'));
  const bikeRoutes = data.bikeRoutes ?? [];
  // Routes by bbox: only those whose box meets the query's are measured (the sort below fixes the order).
  const bikeRouteIndex = new LineLayer(bikeRoutes, stored('bikeRoutes'));
  const businessCounts = new BusinessCountIndex(
    data.businessCounts ?? [],
    data.businessCountCoverage ?? { county: [], zip: [] },
  );
  const figures = data.publishedFigures ?? [];
  const completeness = new Map((data.completeness ?? []).map((r) => [`${r.geography}:${r.geoId}:${r.category}`, r]));
  const layer = (kind: AreaKind) => areaLayers.get(kind) as AreaLayer;
  const toPlaceHits = (hits: Array<{ item: PlaceRecord; distanceMiles: number }>): PlaceHit[] =>
    hits.map(({ item, distanceMiles }) => ({ place: item, distanceMiles }));
  const areaCoverage = areaCoverageOf(data, (p) => layer('tract').at(p)?.polygon != null);
  const toStopHits = (hits: Array<{ item: TransitStop; distanceMiles: number }>): StopHit[] =>
    hits.map(({ item, distanceMiles }) => ({ stop: item, distanceMiles }));

  return {
    manifest,
    datasets: () => datasets,
    dataset: (id) => datasets.find((d) => d.id === id),
    area: (kind, id) => layer(kind).byId.get(id),
    areas: (kind) => layer(kind).items,
    areaAt: (kind, point) => layer(kind).at(point),
    areasOverlappingRing: (kind, center, radiusMiles, innerRadiusMiles = 0) =>
      layer(kind).overlapping(center, radiusMiles, innerRadiusMiles),
    areasOverlappingPolygon: (kind, polygon, center) => layer(kind).overlappingPolygon(polygon, center),
    placesWithin: (center, radiusMiles, filter) =>
      coverage.wrap(
        'places',
        center,
        () => {
          const { layer, predicate } = placeLayer(filter, true);
          return toPlaceHits(layer.within(center, radiusMiles, predicate, filter?.limit));
        },
        [],
      ),
    chainLocationsWithin: (center, radiusMiles, filter) => {
      chainLayer ??= new PointLayer(allPlaces.filter((p) => p.mergedFrom.includes(CHAIN_LOCATIONS_DATASET_ID)));
      return toPlaceHits(chainLayer.within(center, radiusMiles, placePredicate(filter), filter?.limit));
    },
    nearestPlaces: (center, n, filter, maxMiles = DEFAULT_MAX_MILES) =>
      coverage.wrap(
        'places',
        center,
        () => {
          const { layer, predicate } = placeLayer(filter);
          return toPlaceHits(layer.nearest(center, n, maxMiles, predicate));
        },
        [],
      ),
    stopsWithin: (center, radiusMiles, modes) =>
      coverage.wrap('transit', center, () => toStopHits(stops.within(center, radiusMiles, modePredicate(modes))), []),
    nearestStops: (center, n, modes, maxMiles = DEFAULT_MAX_MILES) =>
      coverage.wrap('transit', center, () => toStopHits(stops.nearest(center, n, maxMiles, modePredicate(modes))), []),
    bikeStationsWithin: (center, radiusMiles) =>
      coverage.wrap(
        'bike',
        center,
        () =>
          bikeStations.within(center, radiusMiles).map(({ item, distanceMiles }) => ({ station: item, distanceMiles })),
        [],
      ),
    bikeRoutesWithin: (center, radiusMiles) =>
      coverage.wrap(
        'bike',
        center,
        () =>
          bikeRouteIndex
            .near(center, radiusMiles * 1.001)
            .map((route) => ({ route, ...distanceToLinesMiles(route.line, center, radiusMiles) }))
            .filter((hit) => hit.distanceMiles <= radiusMiles)
            .sort((a, b) => a.distanceMiles - b.distanceMiles || a.route.id.localeCompare(b.route.id)),
        [],
      ),
    parksWithin: (center, radiusMiles) =>
      coverage.wrap(
        'parks',
        center,
        () => parks.within(center, radiusMiles).map(({ item, distanceMiles }) => ({ park: item, distanceMiles })),
        [],
      ),
    zoningAt: (point): ZoningAnswer => {
      if (!coverage.covers('zoning', point)) return { covered: false, zone: null, nearest: null };
      const strip = (z: ZoningPolygon) => ({
        zoneClass: z.zoneClass,
        family: z.family,
        source: z.source,
        vintage: z.vintage,
      });
      const inside = zoning.containing(point);
      if (inside) return { covered: true, zone: strip(inside), nearest: null };
      // Streets and rail rights-of-way are unzoned gaps in the map: name the nearest district.
      const near = zoning.within(point, 0.1)[0];
      return {
        covered: true,
        zone: null,
        nearest: near ? { zone: strip(near.item), distanceMiles: near.distanceMiles } : null,
      };
    },
    zoningWithin: (box) => zoning.inBox(box),
    intersectionsWithin: (center, radiusMiles) => intersections.within(center, radiusMiles).map(({ item }) => item),
    streetLinesInBBox: (bbox) => streetLines.inBBox(bbox),
    streetLinesWithin: (center, radiusMiles) => streetLines.within(center, radiusMiles),
    trafficCountsWithin: (center, radiusMiles) =>
      coverage.wrap(
        'traffic',
        center,
        () => traffic.within(center, radiusMiles).map(({ item, distanceMiles }) => ({ count: item, distanceMiles })),
        [],
      ),
    businessCounts: (query) => businessCounts.query(query),
    businessSizeClasses: (naics) => businessCounts.sizeClasses(naics),
    completeness: (geography, geoId, category) => completeness.get(`${geography}:${geoId}:${category}`),
    coverageAt: (point) => coverage.report(point),
    coverage: () => coverage.areas,
    corridorRentsAt: (point) =>
      corridorRentsAt(data.corridorRents ?? [], point, layer('community-area').at(point) !== undefined),
    discCoverage: (kind, center, radiusMiles) => areaCoverage(kind, center, radiusMiles),
    publishedFigures: (filter) =>
      figures.filter(
        (f) => (!filter?.dataset || f.dataset === filter.dataset) && (!filter?.item || f.item === filter.item),
      ),
  };
}
