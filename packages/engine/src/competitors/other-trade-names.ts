import {
  type CoverageArea,
  type GeoView,
  haversineMiles,
  type LatLon,
  type PlaceCategory,
  type PlaceHit,
  type PlaceRecord,
} from '@sitescout/geodata';
import { milesToDegrees } from '@sitescout/shared';
import { viewBehind } from '../analysis/memo-geo-view.js';
import { foldName } from '../taxonomy/fold-name.js';
import { conflictingTrades } from '../taxonomy/trade-filter.js';
import type { BusinessType } from '../taxonomy/types.js';

/** How far around a site places of a conflicting trade are read for their names (a chain's other branches). */
export const OTHER_TRADE_NAME_MILES = 10;

/** A set of folded names, asked one name at a time. */
export type NameSet = Pick<ReadonlySet<string>, 'has'>;

const NO_NAMES: NameSet = { has: () => false };

/**
 * The names a place of another trade is known by: its folded name and, for names of two words or more, each start
 * of two words or more ("Saucy Porka South Loop" and "Saucy Porka Hyde Park" are branches of "Saucy Porka").
 */
export function tradeNameKeys(name: string): string[] {
  const words = foldName(name).split(' ');
  const keys: string[] = [];
  for (let n = Math.min(2, words.length); n <= words.length; n += 1) keys.push(words.slice(0, n).join(' '));
  return keys;
}

/**
 * Names of the places of trades that conflict with the type within {@link OTHER_TRADE_NAME_MILES} of a site, which
 * are not filed under the type, with the two-word and longer starts of each: a place filed under the type with one
 * of these names is that trade's branch (see `outsideTrade`). Nothing is read until a name is asked: most places
 * filed under the type are settled by their own name and categories first.
 */
export function otherTradeNames(geo: GeoView, type: BusinessType, center: LatLon): NameSet {
  const trades = conflictingTrades(type) as PlaceCategory[];
  if (trades.length === 0) return NO_NAMES;
  let names: NameSet | undefined;
  return {
    has: (name) => {
      names ??= namesNear(geo, type, trades, center);
      return names.has(name);
    },
  };
}

function namesNear(geo: GeoView, type: BusinessType, trades: PlaceCategory[], center: LatLon): NameSet {
  const region = regionFor(geo, type, trades, center);
  if (!region) return namesRead(geo, type, trades, center);
  if (!region.covered) return NO_NAMES;
  // Exactly the places a radius query at the site returns: inside the query's box, then within the great-circle
  // distance (point-layer.ts), so a name counts here exactly when it would count in a set read at the site.
  const { dLat, dLon } = milesToDegrees(OTHER_TRADE_NAME_MILES, center.lat);
  const box = [center.lon - dLon, center.lat - dLat, center.lon + dLon, center.lat + dLat];
  return {
    has: (name) =>
      (region.byName.get(name) ?? []).some((p) => inBox(box, p) && haversineMiles(center, p) <= OTHER_TRADE_NAME_MILES),
  };
}

/** Each name key of each place of another trade among the hits (places filed under the type itself are not). */
function forEachTradeName(
  hits: readonly PlaceHit[],
  type: BusinessType,
  add: (key: string, place: PlaceRecord) => void,
): void {
  for (const h of hits) {
    if (h.place.categories.includes(type.id)) continue;
    for (const key of tradeNameKeys(h.place.name)) add(key, h.place);
  }
}

/** The names read at the site itself: one radius query, every name of every place in it. */
function namesRead(geo: GeoView, type: BusinessType, trades: PlaceCategory[], center: LatLon): NameSet {
  const near = geo.placesWithin(center, OTHER_TRADE_NAME_MILES, { categories: trades });
  const names = new Set<string>();
  if (near.covered) forEachTradeName(near.items, type, (key) => names.add(key));
  return names;
}

/**
 * The places of the conflicting trades (not filed under the type) by name, read once for every site inside the same
 * place-coverage areas: one radius query from the first such site, wide enough to hold the 10-mile circle of any
 * site inside those areas. Sites inside the same areas are answered by the same views' places (a radius query
 * answers from the views whose place coverage holds its centre), so each site's names are the ones of these
 * places within its own circle. A site's batch or the finder over a city then reads its ~10,000 places once
 * instead of once per site and per competitor list.
 */
interface Region {
  /** Which place-coverage areas hold the sites this region answers. */
  areas: string;
  anchor: LatLon;
  /** A site whose circle lies within this distance of the anchor is answered here. */
  reachMiles: number;
  covered: boolean;
  byName: Map<string, PlaceRecord[]>;
}

/** Regions kept per view and type: the place-coverage areas one session's sites fall in (a city, a county). */
const REGIONS_KEPT = 4;
/** Regions wider than this are not read at once (the answer is read at each site instead). */
const MAX_REGION_MILES = 100;
/**
 * The wide query's radius over the distance it must reach: its box is taken at the anchor's latitude, so a place
 * nearer the pole within that distance can lie a little beyond it in longitude (under 5 % within 100 mi below 60°).
 */
const WIDEN = 1.1;

/** Regions by the loaded view (a site's own view answers its place queries as the loaded one does) and type. */
const regionsByView = new WeakMap<GeoView, { placeAreas: CoverageArea[]; byType: Map<string, Region[]> }>();

function regionsOf(geo: GeoView) {
  const view = viewBehind(geo);
  let regions = regionsByView.get(view);
  if (!regions) {
    regions = { placeAreas: view.coverage().filter((a) => a.layer === 'places'), byType: new Map() };
    regionsByView.set(view, regions);
  }
  return regions;
}

const inBox = ([west, south, east, north]: readonly number[], p: LatLon) =>
  p.lon >= (west as number) && p.lat >= (south as number) && p.lon <= (east as number) && p.lat <= (north as number);

function regionFor(geo: GeoView, type: BusinessType, trades: PlaceCategory[], center: LatLon): Region | undefined {
  if (!(Math.abs(center.lat) <= 60)) return undefined;
  const { placeAreas, byType } = regionsOf(geo);
  const holding = placeAreas.filter((a) => inBox(a.bbox, center));
  if (holding.length === 0) return undefined;
  const areas = holding.map((a) => placeAreas.indexOf(a)).join(',');
  const regions = byType.get(type.id) ?? [];
  byType.set(type.id, regions);
  const known = regions.find(
    (r) => r.areas === areas && haversineMiles(r.anchor, center) + OTHER_TRADE_NAME_MILES <= r.reachMiles,
  );
  if (known) return known;

  // Every site inside the same areas lies in their common box; the farthest point of the box is a corner.
  const west = Math.max(...holding.map((a) => a.bbox[0]));
  const south = Math.max(...holding.map((a) => a.bbox[1]));
  const east = Math.min(...holding.map((a) => a.bbox[2]));
  const north = Math.min(...holding.map((a) => a.bbox[3]));
  const corners = [
    { lat: south, lon: west },
    { lat: south, lon: east },
    { lat: north, lon: west },
    { lat: north, lon: east },
  ];
  const reachMiles = Math.max(...corners.map((c) => haversineMiles(center, c))) + OTHER_TRADE_NAME_MILES;
  if (reachMiles > MAX_REGION_MILES) return undefined;
  const wide = geo.placesWithin(center, reachMiles * WIDEN + 1, { categories: trades });
  const byName = new Map<string, PlaceRecord[]>();
  if (wide.covered)
    forEachTradeName(wide.items, type, (key, place) => {
      const list = byName.get(key);
      if (list) list.push(place);
      else byName.set(key, [place]);
    });
  const region: Region = { areas, anchor: center, reachMiles, covered: wide.covered, byName };
  regions.unshift(region);
  if (regions.length > REGIONS_KEPT) regions.pop();
  return region;
}
