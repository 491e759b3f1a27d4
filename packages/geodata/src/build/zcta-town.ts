import type { GazetteerPlace } from '../importers/census/gazetteer.js';

/** The post office's town wins when it holds at least this share of the primary place's land in the ZCTA. */
const POST_OFFICE_SHARE = 0.5;

/**
 * The town a ZCTA is named after: the Census primary place (the place holding most of its land), unless the
 * post office's town is also a place in the ZCTA with at least half as much land. Land is not people: 60018's
 * largest place by land is Chicago (O'Hare airport, 7.9 sq mi), but its homes and its post office are in Des
 * Plaines (6.0 sq mi), so it is Des Plaines'. A post office in a town that barely touches the ZCTA (60193's in
 * Roselle, 0.003 sq mi) does not rename it.
 *
 * @example zctaTown(chicago, { city: 'DES PLAINES', state: 'IL' }, new Map([[chicago.geoid, 7.9], [desPlaines.geoid, 6.0]]), places) // desPlaines
 */
export function zctaTown(
  primary: GazetteerPlace | undefined,
  postOffice: { city: string; state: string } | undefined,
  placeLand: ReadonlyMap<string, number> | undefined,
  placeByGeoid: ReadonlyMap<string, GazetteerPlace>,
): GazetteerPlace | undefined {
  if (!primary || !postOffice || !placeLand) return primary;
  const city = postOffice.city.toUpperCase();
  if (primary.name.toUpperCase() === city) return primary;
  const primaryLand = placeLand.get(primary.geoid) ?? 0;
  for (const [geoid, land] of placeLand) {
    const place = placeByGeoid.get(geoid);
    if (place && place.state === postOffice.state && place.name.toUpperCase() === city)
      return land >= primaryLand * POST_OFFICE_SHARE && land > 0 ? place : primary;
  }
  return primary;
}
