import type { BBox } from '@sitescout/geodata';

export const BASEMAP_LAYER_IDS = [
  'lake',
  'parks',
  'community-areas',
  'area-labels',
  'tracts',
  'tract-income',
  'zoning',
  'zctas',
  'counties',
  'streets',
  'bike-routes',
  'rail-stations',
  'bus-stops',
] as const;
export type BasemapLayerId = (typeof BASEMAP_LAYER_IDS)[number];

/** One basemap layer as it reaches the browser: what it shows and where the shapes came from. */
export interface BasemapLayerInfo {
  id: BasemapLayerId;
  label: string;
  source: string;
  vintage: string;
  features: number;
  /** Why a layer has fewer shapes than asked (outside coverage, box too large to list every stop, …). */
  note: string | null;
}

export type BasemapGeometry =
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | { type: 'MultiLineString'; coordinates: number[][][] }
  | { type: 'Point'; coordinates: [number, number] };

export interface BasemapFeature {
  type: 'Feature';
  geometry: BasemapGeometry;
  properties: {
    layer: BasemapLayerId;
    id: string;
    name: string;
    detail: string | null;
    /** A class to style by: street class (arterial/local), zoning family, park class, bike route type. */
    kind: string | null;
    /** A number to style by: median household income of a tract, park acres. */
    value: number | null;
  };
}

export interface Basemap {
  bbox: BBox;
  layers: BasemapLayerInfo[];
  features: BasemapFeature[];
}
