import type { AreaKind, AreaOverlap, AreaRecord } from '../model/area.js';
import type { CoverageLayer, CoverageReport, Covered } from '../model/coverage.js';
import type { GeoView } from '../model/geo-view.js';
import type { LatLon } from '../model/geometry.js';
import type { PackManifest } from '../model/manifest.js';
import type { DatasetMeta } from '../model/provenance.js';

/** A hit of a distance query: anything with a distance and one record with an `id`. */
type Hit = { distanceMiles: number };

/** The first answer of the views (the main pack first) that is not undefined. */
function first<T>(views: readonly GeoView[], ask: (view: GeoView) => T | undefined): T | undefined {
  for (const view of views) {
    const answer = ask(view);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/** Concatenation without repeats: the first view's record wins for an id. */
function unique<T>(lists: ReadonlyArray<readonly T[]>, idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const list of lists)
    for (const item of list) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(item);
    }
  return out;
}

/**
 * The main pack's answer where it covers the point; else the overlays' covered answers merged nearest first (an
 * overlay fills the gap; near a county line two overlays may both answer, each record once). Where nothing covers
 * the point, the main pack's answer (its message names what is covered) stands.
 */
function gapFilled<T extends Hit>(
  base: Covered<T[]>,
  overlays: ReadonlyArray<Covered<T[]>>,
  idOf: (hit: T) => string,
  limit?: number,
): Covered<T[]> {
  const covered = overlays.filter((a) => a.covered);
  const areas = [...new Set([base, ...overlays].flatMap((a) => a.coveredAreas))].sort();
  if (base.covered || covered.length === 0) return { ...base, coveredAreas: areas };
  const items = unique(
    covered.map((a) => a.items),
    idOf,
  ).sort((a, b) => a.distanceMiles - b.distanceMiles);
  return {
    covered: true,
    items: limit === undefined ? items : items.slice(0, limit),
    message: null,
    coveredAreas: areas,
  };
}

/** How much a record says: an overlay's fetched area beats the main pack's Gazetteer-only one, not the reverse. */
function richness(area: AreaRecord): number {
  return Object.values(area.demographics).filter((figure) => figure != null).length;
}

function richest(candidates: ReadonlyArray<AreaRecord | undefined>): AreaRecord | undefined {
  let best: AreaRecord | undefined;
  for (const area of candidates) if (area && (!best || richness(area) > richness(best))) best = area;
  return best;
}

function mergeOverlaps(lists: ReadonlyArray<readonly AreaOverlap[]>): AreaOverlap[] {
  const byId = new Map<string, AreaOverlap>();
  for (const list of lists)
    for (const overlap of list) {
      const have = byId.get(overlap.area.id);
      if (!have || richness(overlap.area) > richness(have.area)) byId.set(overlap.area.id, overlap);
    }
  return [...byId.values()].sort((a, b) => a.distanceMiles - b.distanceMiles);
}

/**
 * One {@link GeoView} over the main pack and county overlays (each a pack of its own, built from one county's
 * official downloads): the engine reads it as one pack. The main pack answers wherever it has data; an overlay
 * fills the places where it has none (no record counted twice near a county line). Areas are the richest record
 * of each id (an overlay's fetched ZIP beats the main pack's Gazetteer-only one); a layer is covered at a point
 * when any view covers it. Nothing of the main pack is copied or rebuilt.
 */
export function composeGeoViews(base: GeoView, overlays: readonly GeoView[]): GeoView {
  if (overlays.length === 0) return base;
  const views = [base, ...overlays];
  const datasets = unique(
    views.map((v) => v.datasets()),
    (d: DatasetMeta) => d.id,
  );
  const manifest: PackManifest = {
    ...base.manifest,
    // Caches keyed by the pack's content see a different pack once a county is added.
    contentHash: [base.manifest.contentHash, ...overlays.map((o) => o.manifest.contentHash)].join('+'),
    datasets,
  };
  const areas = new Map<AreaKind, AreaRecord[]>();
  const coverage = views.flatMap((v) => v.coverage());
  const fill = <T extends Hit>(ask: (v: GeoView) => Covered<T[]>, idOf: (hit: T) => string, limit?: number) =>
    gapFilled(ask(base), overlays.map(ask), idOf, limit);
  return {
    manifest,
    datasets: () => datasets,
    dataset: (id) => first(views, (v) => v.dataset(id)),
    area: (kind, id) => richest(views.map((v) => v.area(kind, id))),
    areas: (kind) => {
      let list = areas.get(kind);
      if (!list) {
        const byId = new Map<string, AreaRecord>();
        for (const v of views)
          for (const a of v.areas(kind)) {
            const have = byId.get(a.id);
            if (!have || richness(a) > richness(have)) byId.set(a.id, a);
          }
        list = [...byId.values()];
        areas.set(kind, list);
      }
      return list;
    },
    areaAt: (kind, point) => {
      const found = views.map((v) => v.areaAt(kind, point));
      // The main pack's area at the point, in its richest version; an overlay's only where the main pack has none.
      const own = found[0];
      if (own) return richest(views.map((v) => v.area(kind, own.id)));
      return richest(found);
    },
    areasOverlappingRing: (kind, center, radius, inner) =>
      mergeOverlaps(views.map((v) => v.areasOverlappingRing(kind, center, radius, inner))),
    areasOverlappingPolygon: (kind, polygon, center) =>
      mergeOverlaps(views.map((v) => v.areasOverlappingPolygon(kind, polygon, center))),
    placesWithin: (center, radius, filter) =>
      fill(
        (v) => v.placesWithin(center, radius, filter),
        (h) => h.place.id,
        filter?.limit,
      ),
    chainLocationsWithin: (center, radius, filter) => base.chainLocationsWithin(center, radius, filter),
    nearestPlaces: (center, n, filter, maxMiles) =>
      fill(
        (v) => v.nearestPlaces(center, n, filter, maxMiles),
        (h) => h.place.id,
        n,
      ),
    stopsWithin: (center, radius, modes) =>
      fill(
        (v) => v.stopsWithin(center, radius, modes),
        (h) => h.stop.id,
      ),
    nearestStops: (center, n, modes, maxMiles) =>
      fill(
        (v) => v.nearestStops(center, n, modes, maxMiles),
        (h) => h.stop.id,
        n,
      ),
    bikeStationsWithin: (center, radius) =>
      fill(
        (v) => v.bikeStationsWithin(center, radius),
        (h) => h.station.id,
      ),
    bikeRoutesWithin: (center, radius) =>
      fill(
        (v) => v.bikeRoutesWithin(center, radius),
        (h) => h.route.id,
      ),
    parksWithin: (center, radius) =>
      fill(
        (v) => v.parksWithin(center, radius),
        (h) => h.park.id,
      ),
    intersectionsWithin: (center, radius) => base.intersectionsWithin(center, radius),
    streetLinesInBBox: (bbox) => base.streetLinesInBBox(bbox),
    streetLinesWithin: (center, radius) => base.streetLinesWithin(center, radius),
    zoningAt: (point) => first(views, (v) => nonEmpty(v.zoningAt(point))) ?? base.zoningAt(point),
    zoningWithin: (box) => views.flatMap((v) => v.zoningWithin(box)),
    trafficCountsWithin: (center, radius) =>
      fill(
        (v) => v.trafficCountsWithin(center, radius),
        (h) => h.count.id,
      ),
    businessCounts: (query) => first(views, (v) => nonEmpty(v.businessCounts(query))) ?? base.businessCounts(query),
    businessSizeClasses: (naics) => base.businessSizeClasses(naics),
    completeness: (geography, geoId, category) => first(views, (v) => v.completeness(geography, geoId, category)),
    coverageAt: (point) => mergeReports(views.map((v) => v.coverageAt(point))),
    coverage: () => coverage,
    // The view covering most of the disc: an overlay covers its own county, the main pack the rest.
    discCoverage: (layer, center, radius) =>
      views
        .map((v) => v.discCoverage(layer, center, radius))
        .reduce((best, next) => (next.coveredShare > best.coveredShare ? next : best)),
    corridorRentsAt: (point) => base.corridorRentsAt(point),
    publishedFigures: (filter) => base.publishedFigures(filter),
  };
}

function nonEmpty<T extends { covered: boolean }>(answer: T): T | undefined {
  return answer.covered ? answer : undefined;
}

/** A layer is covered at a point when any view covers it; messages only for layers none covers. */
function mergeReports(reports: readonly CoverageReport[]): CoverageReport {
  const base = reports[0] as CoverageReport;
  const layers = { ...base.layers };
  const messages: CoverageReport['messages'] = {};
  for (const layer of Object.keys(layers) as CoverageLayer[]) {
    layers[layer] = reports.some((r) => r.layers[layer]);
    if (!layers[layer] && base.messages[layer]) messages[layer] = base.messages[layer];
  }
  return { layers, messages };
}

/** The county a point's ZCTA lies mostly in (the main pack's ZIP areas carry it), or null. */
export function countyAt(view: GeoView, point: LatLon): string | null {
  return view.areaAt('zcta', point)?.countyFips ?? view.areaAt('county', point)?.id ?? null;
}
