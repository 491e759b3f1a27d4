import type { GeoView, LatLon } from '@sitescout/geodata';

/** What the named places at a site are: a complete list (Chicago's sources), a sample (Yelp's metros), or none. */
export type PlacesEvidence = 'complete' | 'sample' | 'none';

const SAMPLE = /\bsample\b/i;

function placeAreasAt(geo: GeoView, point: LatLon) {
  return geo
    .coverage()
    .filter(
      (a) =>
        a.layer === 'places' &&
        point.lon >= a.bbox[0] &&
        point.lat >= a.bbox[1] &&
        point.lon <= a.bbox[2] &&
        point.lat <= a.bbox[3],
    );
}

/**
 * The evidence behind a site's named places, from the place layer's coverage areas there: 'sample' where every
 * area covering the point is a sample (e.g. "Saint Louis, MO (Yelp sample)"), never to be read as the full list.
 *
 * @example placesEvidence(geo, {lat: 38.6247, lon: -90.1848}) // 'sample'
 */
export function placesEvidence(geo: GeoView, point: LatLon): PlacesEvidence {
  const areas = placeAreasAt(geo, point);
  if (areas.length === 0) return 'none';
  return areas.every((a) => SAMPLE.test(a.name)) ? 'sample' : 'complete';
}

/** "Yelp sample (Saint Louis, MO)" for the sentence, or "sample" where the area names none. */
export function placesSampleName(geo: GeoView, point: LatLon): string {
  const name = placeAreasAt(geo, point).find((a) => SAMPLE.test(a.name))?.name;
  const match = name?.match(/^(.*) \(([^)]*sample)\)$/i);
  return match ? `${match[2]} (${match[1]})` : 'sample';
}
