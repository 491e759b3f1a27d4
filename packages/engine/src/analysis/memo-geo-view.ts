import type { AreaOverlap, Covered, GeoView, PlaceHit } from '@sitescout/geodata';

/** The loaded view behind each site's view. */
const behind = new WeakMap<GeoView, GeoView>();

/**
 * The data view for one site's analysis, answering repeated questions once: the sections of an analysis read the
 * same rings (the chosen ring's tracts and ZIP areas for the trade area, the demographics and the competitor
 * estimate) and the same competitors (the section's 5-mile list, the forecast's 3-mile one). Answers are the
 * view's own: a ring's overlaps are the same list, and the places of a category within r miles are those of a
 * wider query of the same category within r (same order: nearest first, ties in layer order). Capped queries
 * (`limit`) are passed through. Use one per site: it keeps every answer until it is dropped.
 */
export function siteGeoView(geo: GeoView): GeoView {
  const base = viewBehind(geo);
  const rings = new Map<string, AreaOverlap[]>();
  const places = new Map<string, { radiusMiles: number; answer: Covered<PlaceHit[]> }>();
  const at = (p: { lat: number; lon: number }) => `${p.lat},${p.lon}`;
  const view: GeoView = {
    ...geo,
    areasOverlappingRing: (kind, center, radiusMiles, innerRadiusMiles = 0) => {
      const key = `${kind}|${at(center)}|${radiusMiles}|${innerRadiusMiles}`;
      let overlaps = rings.get(key);
      if (!overlaps) {
        overlaps = geo.areasOverlappingRing(kind, center, radiusMiles, innerRadiusMiles);
        rings.set(key, overlaps);
      }
      return overlaps;
    },
    placesWithin: (center, radiusMiles, filter) => {
      if (filter?.limit !== undefined) return geo.placesWithin(center, radiusMiles, filter);
      const key = `${at(center)}|${[...new Set(filter?.categories ?? [])].sort().join('|')}`;
      const wider = places.get(key);
      if (wider && wider.radiusMiles >= radiusMiles) {
        const { answer } = wider;
        if (!answer.covered || wider.radiusMiles === radiusMiles) return answer;
        return { ...answer, items: answer.items.filter((h) => h.distanceMiles <= radiusMiles) };
      }
      const answer = geo.placesWithin(center, radiusMiles, filter);
      places.set(key, { radiusMiles, answer });
      return answer;
    },
  };
  behind.set(view, base);
  return view;
}

/**
 * The loaded view a site's view wraps (the view itself when it is not a site's view). A site's view answers as the
 * loaded one does, so tables derived from the data and kept for every site (a state's receipts, the names near a
 * site) are keyed by this one: keyed by the site's own view they would be derived again for every site.
 */
export function viewBehind(geo: GeoView): GeoView {
  return behind.get(geo) ?? geo;
}
