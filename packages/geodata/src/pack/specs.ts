import type { BusinessCount } from '../model/business-counts.js';
import type { CorridorRent, Park, PublishedFigure, TrafficCount } from '../model/civic.js';
import type { CompletenessRow } from '../model/completeness.js';
import type { ZoningPolygon } from '../model/geo-data.js';
import type { LatLon } from '../model/geometry.js';
import type { PlaceRecord } from '../model/place.js';
import type { StreetLine } from '../model/street-line.js';
import type { BikeRoute, BikeStation, TransitStop } from '../model/transit.js';
import type { TableSpec } from './table-codec.js';

/** Bump when the layout changes: a loader refuses (and the server rebuilds) packs of another version. */
export const PACK_FORMAT_VERSION = 3;
export const PACK_DIR_NAME = `geodata-pack-v${PACK_FORMAT_VERSION}`;

export const PLACE_SPEC: TableSpec<PlaceRecord> = {
  keys: [
    'id',
    'name',
    'brand',
    'isChain',
    'categories',
    'sourceCategories',
    'lat',
    'lon',
    'address',
    'rating',
    'reviewCount',
    'priceLevel',
    'status',
    'datasetId',
    'source',
    'vintage',
    'mergedFrom',
  ],
  dictionary: ['datasetId', 'source', 'vintage'],
};
export const STOP_SPEC: TableSpec<TransitStop> = {
  keys: [
    'id',
    'name',
    'mode',
    'routes',
    'weeklyTrips',
    'agency',
    'lat',
    'lon',
    'wheelchairAccessible',
    'datasetId',
    'source',
    'vintage',
    'weekdayEntries',
  ],
  dictionary: ['mode', 'agency', 'datasetId', 'source', 'vintage'],
  optional: ['weekdayEntries'],
};
export const BIKE_STATION_SPEC: TableSpec<BikeStation> = {
  keys: ['id', 'name', 'docks', 'status', 'lat', 'lon', 'source', 'vintage'],
  dictionary: ['status', 'source', 'vintage'],
};
export const BIKE_ROUTE_SPEC: TableSpec<BikeRoute> = {
  keys: ['id', 'type', 'street', 'lengthMiles', 'line', 'source', 'vintage'],
  dictionary: ['type', 'source', 'vintage'],
  geometry: { key: 'line', kind: 'line' },
};
export const PARK_SPEC: TableSpec<Park> = {
  keys: ['id', 'name', 'acres', 'parkClass', 'amenities', 'polygon', 'source', 'vintage'],
  dictionary: ['source', 'vintage'],
  geometry: { key: 'polygon', kind: 'polygon' },
};
export const ZONING_SPEC: TableSpec<ZoningPolygon> = {
  keys: ['zoneClass', 'family', 'polygon', 'source', 'vintage'],
  dictionary: ['zoneClass', 'family', 'source', 'vintage'],
  geometry: { key: 'polygon', kind: 'polygon' },
};
export const TRAFFIC_SPEC: TableSpec<TrafficCount> = {
  keys: ['id', 'street', 'location', 'date', 'totalVolume', 'byDirection', 'lat', 'lon', 'source', 'vintage'],
  dictionary: ['source', 'vintage'],
};
export const STREET_LINE_SPEC: TableSpec<StreetLine> = {
  keys: ['name', 'streetClass', 'line', 'lengthMiles', 'source', 'vintage'],
  dictionary: ['streetClass', 'source', 'vintage'],
  geometry: { key: 'line', kind: 'line' },
};
export const INTERSECTION_SPEC: TableSpec<LatLon> = { keys: ['lat', 'lon'] };
export const BUSINESS_SPEC: TableSpec<BusinessCount> = {
  keys: [
    'geography',
    'geoId',
    'naics',
    'establishments',
    'establishmentsRange',
    'employees',
    'payrollThousands',
    'suppressed',
    'sizeClasses',
    'source',
    'vintage',
  ],
  dictionary: ['geography', 'source', 'vintage'],
};
export const FIGURE_SPEC: TableSpec<PublishedFigure> = {
  keys: ['dataset', 'item', 'geography', 'group', 'year', 'value', 'unit', 'sourceUrl', 'note'],
  dictionary: ['dataset', 'geography', 'unit', 'sourceUrl', 'note'],
};
export const CORRIDOR_RENT_SPEC: TableSpec<CorridorRent> = {
  keys: [
    'id',
    'area',
    'areaType',
    'propertyType',
    'metric',
    'low',
    'high',
    'unit',
    'period',
    'year',
    'producer',
    'sourceUrl',
    'authority',
    'quote',
    'retailRent',
    'nnn',
    'footprint',
    'footprintMiles',
    'source',
    'vintage',
  ],
  dictionary: ['areaType', 'unit', 'sourceUrl', 'authority', 'source', 'vintage'],
  geometry: { key: 'footprint', kind: 'line' },
};
export const COMPLETENESS_SPEC: TableSpec<CompletenessRow> = {
  keys: ['geography', 'geoId', 'category', 'named', 'census'],
};
