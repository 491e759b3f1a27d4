import { mapOsmTags } from '../../categories/map-categories.js';
import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { centroid, parseFeatures, toMultiPolygon, toPoint } from '../../io/geojson.js';
import { parseCsv } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';
import type { PlaceRecord } from '../../model/place.js';
import { makePlace, type PlaceSource } from './place-factory.js';

/** Parses osm2pgsql/ogr hstore text `"key"=>"value","k2"=>"v2"` (with \" escapes) into tags. */
export function parseHstore(text: string | undefined): Record<string, string> {
  const tags: Record<string, string> = {};
  const pattern = /"((?:[^"\\]|\\.)*)"\s*=>\s*(?:"((?:[^"\\]|\\.)*)"|NULL)/g;
  for (const m of (text ?? '').matchAll(pattern)) {
    const key = (m[1] as string).replace(/\\(.)/g, '$1');
    if (m[2] !== undefined) tags[key] = m[2].replace(/\\(.)/g, '$1');
  }
  return tags;
}

function osmAddress(tags: Record<string, string>): string | null {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  return street || null;
}

function fromTags(
  sourceId: string,
  tags: Record<string, string>,
  lat: number,
  lon: number,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): PlaceRecord | null {
  const name = tags.name ?? tags.brand;
  if (!name) return null;
  return makePlace(
    {
      sourceId,
      name,
      lat,
      lon,
      match: mapOsmTags(tags),
      brand: tags.brand ?? null,
      address: osmAddress(tags),
    },
    source,
    unmapped,
  );
}

/** The Chicago OSM amenity CSV (2019 with hstore `other_tags`; 2018 with `fclass` only). */
export function importOsmAmenityCsv(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  let unnamed = 0;
  for (const row of rows) {
    const point = validLatLon(num(row.lat), num(row.lon));
    const tags = parseHstore(row.other_tags);
    if (row.fclass && !tags.amenity) tags.amenity = row.fclass;
    if (row.name) tags.name = row.name;
    const place = point ? fromTags(`node/${row.osm_id}`, tags, point.lat, point.lon, source, unmapped) : null;
    if (place) records.push(place);
    else unnamed += 1;
  }
  return {
    records,
    rowsRead: rows.length,
    warnings: unnamed > 0 ? [`${unnamed} unnamed or unlocated amenities skipped`] : [],
  };
}

interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

/** Overpass API JSON (`[out:json]`; ways/relations need `out center`). */
export function importOverpassJson(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const data = JSON.parse(text) as { elements?: OverpassElement[] };
  if (!Array.isArray(data.elements)) throw new Error('Overpass response has no "elements" array');
  const records: PlaceRecord[] = [];
  let skipped = 0;
  for (const el of data.elements) {
    const lat = el.lat ?? el.center?.lat ?? null;
    const lon = el.lon ?? el.center?.lon ?? null;
    const point = validLatLon(lat, lon);
    const place =
      point && el.tags ? fromTags(`${el.type}/${el.id}`, el.tags, point.lat, point.lon, source, unmapped) : null;
    if (place) records.push(place);
    else skipped += 1;
  }
  return {
    records,
    rowsRead: data.elements.length,
    warnings: skipped > 0 ? [`${skipped} elements without name, tags or location skipped`] : [],
  };
}

/** OSM as GeoJSON (osmtogeojson / Overpass turbo export): tags flat or under `properties.tags`. */
export function importOsmGeoJson(
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const features = parseFeatures(text);
  const records: PlaceRecord[] = [];
  let skipped = 0;
  for (const feature of features) {
    const props = (feature.properties ?? {}) as Record<string, unknown>;
    const rawTags = (props.tags as Record<string, unknown> | undefined) ?? props;
    const tags = Object.fromEntries(
      Object.entries(rawTags)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v)]),
    );
    const polygon = toMultiPolygon(feature.geometry);
    const point = toPoint(feature.geometry) ?? (polygon ? centroid(polygon) : null);
    const id = String(props['@id'] ?? props.id ?? (feature as { id?: string }).id ?? records.length);
    const place = point ? fromTags(id, tags, point.lat, point.lon, source, unmapped) : null;
    if (place) records.push(place);
    else skipped += 1;
  }
  return {
    records,
    rowsRead: features.length,
    warnings: skipped > 0 ? [`${skipped} features without name or location skipped`] : [],
  };
}
