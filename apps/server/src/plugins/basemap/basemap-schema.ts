import { Type } from '@sinclair/typebox';
import { BASEMAP_LAYER_IDS, type BasemapLayerId } from './basemap-types.js';

export const BasemapQuery = Type.Object({
  bbox: Type.String({
    description: 'west,south,east,north in WGS84 degrees, e.g. "-87.68,41.90,-87.62,41.94"',
    maxLength: 200,
  }),
  zoning: Type.Optional(
    Type.Boolean({ description: 'also list zoning districts (boxes up to 0.12° each way); off by default' }),
  ),
});

const LayerId = Type.Unsafe<BasemapLayerId>(
  Type.String({ enum: [...BASEMAP_LAYER_IDS], description: 'which layer a feature belongs to' }),
);

const Geometry = Type.Union([
  Type.Object({
    type: Type.Literal('MultiPolygon'),
    coordinates: Type.Array(Type.Array(Type.Array(Type.Array(Type.Number())))),
  }),
  Type.Object({
    type: Type.Literal('MultiLineString'),
    coordinates: Type.Array(Type.Array(Type.Array(Type.Number()))),
  }),
  Type.Object({ type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }) }),
]);

export const BasemapResponse = Type.Object({
  type: Type.Literal('FeatureCollection'),
  bbox: Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }),
  features: Type.Array(
    Type.Object({
      type: Type.Literal('Feature'),
      geometry: Geometry,
      properties: Type.Object({
        layer: LayerId,
        id: Type.String(),
        name: Type.String(),
        detail: Type.Union([Type.String(), Type.Null()]),
        kind: Type.Union([Type.String(), Type.Null()], {
          description: 'class to style by: street class (arterial, local), zoning family, park class, bike route type',
        }),
        value: Type.Union([Type.Number(), Type.Null()], {
          description: 'number to style by: median household income of a tract (USD), park acres',
        }),
      }),
    }),
  ),
  layers: Type.Array(
    Type.Object({
      id: LayerId,
      label: Type.String(),
      source: Type.String(),
      vintage: Type.String(),
      features: Type.Integer(),
      note: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  tiles: Type.Union(
    [
      Type.Object({
        kind: Type.Union([Type.Literal('raster'), Type.Literal('style')]),
        url: Type.String(),
        attribution: Type.String(),
      }),
      Type.Null(),
    ],
    { description: 'outside map tiles when MAP_TILES_URL is configured; null means draw from these features only' },
  ),
});
