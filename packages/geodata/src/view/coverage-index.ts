import type { CoverageArea, CoverageLayer, CoverageReport, Covered } from '../model/coverage.js';
import type { BBox, LatLon } from '../model/geometry.js';

export const COVERAGE_LAYERS: readonly CoverageLayer[] = [
  'demographics',
  'places',
  'transit',
  'bike',
  'zoning',
  'traffic',
  'parks',
  'business-counts-county',
  'business-counts-zip',
  'tracts',
  'community-areas',
];

const LAYER_WORDS: Record<CoverageLayer, string> = {
  demographics: 'Census',
  places: 'place',
  transit: 'transit',
  bike: 'bike',
  zoning: 'zoning',
  traffic: 'traffic count',
  parks: 'park',
  'business-counts-county': 'County Business Patterns',
  'business-counts-zip': 'ZIP Business Patterns',
  tracts: 'census tract',
  'community-areas': 'community area',
};

function bboxContains(bbox: BBox, point: LatLon): boolean {
  return point.lon >= bbox[0] && point.lat >= bbox[1] && point.lon <= bbox[2] && point.lat <= bbox[3];
}

/** Answers "does layer L have data here" from the named coverage areas. */
export class CoverageIndex {
  private readonly byLayer = new Map<CoverageLayer, CoverageArea[]>();
  /** Each layer's area names, sorted once (every query's answer names them). */
  private readonly namesByLayer = new Map<CoverageLayer, string[]>();

  constructor(readonly areas: readonly CoverageArea[]) {
    for (const area of areas) {
      const list = this.byLayer.get(area.layer) ?? [];
      list.push(area);
      this.byLayer.set(area.layer, list);
    }
  }

  covers(layer: CoverageLayer, point: LatLon): boolean {
    return (this.byLayer.get(layer) ?? []).some((area) => bboxContains(area.bbox, point));
  }

  names(layer: CoverageLayer): string[] {
    let names = this.namesByLayer.get(layer);
    if (!names) {
      names = [...new Set((this.byLayer.get(layer) ?? []).map((area) => area.name))].sort();
      this.namesByLayer.set(layer, names);
    }
    // A copy: every answer carries its own list.
    return [...names];
  }

  /** "no place data for this area (covered: Chicago, IL; Philadelphia, PA)". */
  message(layer: CoverageLayer): string {
    const names = this.names(layer);
    const covered = names.length > 0 ? `covered: ${names.join('; ')}` : 'no such data loaded anywhere';
    return `no ${LAYER_WORDS[layer]} data for this area (${covered})`;
  }

  /** Runs `query` only inside coverage; outside it answers `covered: false` with the covered areas named. */
  wrap<T>(layer: CoverageLayer, point: LatLon, query: () => T, empty: T): Covered<T> {
    if (this.covers(layer, point))
      return { covered: true, items: query(), message: null, coveredAreas: this.names(layer) };
    return { covered: false, items: empty, message: this.message(layer), coveredAreas: this.names(layer) };
  }

  report(point: LatLon): CoverageReport {
    const layers = {} as Record<CoverageLayer, boolean>;
    const messages: CoverageReport['messages'] = {};
    for (const layer of COVERAGE_LAYERS) {
      layers[layer] = this.covers(layer, point);
      if (!layers[layer]) messages[layer] = this.message(layer);
    }
    return { layers, messages };
  }
}
