/** A WGS84 point in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** [minLon, minLat, maxLon, maxLat] in WGS84 degrees. */
export type BBox = [number, number, number, number];

/** GeoJSON-order ring coordinates: [lon, lat][] with the first point repeated at the end. */
export type Ring = Array<[number, number]>;

/** A polygon (outer ring then holes) or several of them: always stored as a multipolygon. */
export type MultiPolygon = Ring[][];

/** A polyline as [lon, lat][] (possibly several parts). */
export type MultiLine = Array<Array<[number, number]>>;
