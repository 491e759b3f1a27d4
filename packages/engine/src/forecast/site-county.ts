import type { GeoView, LatLon } from '@sitescout/geodata';

/** The county of a point: its county polygon, else its ZCTA's county, else its tract's; null outside them all. */
export function siteCountyFips(geo: GeoView, point: LatLon): string | null {
  return (
    geo.areaAt('county', point)?.id ??
    geo.areaAt('zcta', point)?.countyFips ??
    geo.areaAt('tract', point)?.id.slice(0, 5) ??
    null
  );
}
