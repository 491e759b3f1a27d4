import type { SearchRegion } from '@sitescout/engine';
import { GeocodeError, type GeoView } from '@sitescout/geodata';
import { AppError } from '../../lib/app-error.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { FinderArea } from './finder-schemas.js';

/** The state SiteScout's data covers street by street (Chicago and Illinois): a bare county name means its county. */
const HOME_STATE = 'il';

const badArea = (field: string, message: string) => new AppError(400, 'invalid_area', message, `area.${field}`);

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+county\b/, '')
    .replace(/[^a-z0-9,]+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .trim();

/** "17031", "Cook County, IL" or "cook, il" → the county's FIPS code; a name without a state must be unique. */
export function resolveCounty(view: GeoView, input: string): { fips: string; name: string } {
  const text = input.trim();
  if (/^\d{5}$/.test(text)) {
    const county = view.area('county', text);
    if (!county) throw badArea('county', `No county with FIPS code ${text} in the loaded data.`);
    return { fips: county.id, name: county.name };
  }
  const [wantedName = '', wantedState] = norm(text).split(',');
  const matches = [...view.areas('county')].filter((c) => {
    const [name = '', state] = norm(c.name).split(',');
    return name === wantedName.trim() && (!wantedState || state === wantedState.trim());
  });
  if (matches.length === 0)
    throw badArea('county', `No county named "${text}" in the loaded data; try "Cook County, IL".`);
  // A name without a state means the home market's county when it has one ("Cook County" is Cook County, IL).
  const home = matches.length > 1 && !wantedState ? matches.filter((c) => norm(c.name).endsWith(`,${HOME_STATE}`)) : [];
  if (home.length === 1) return { fips: home[0]?.id ?? '', name: home[0]?.name ?? text };
  if (matches.length > 1)
    throw badArea('county', `Several counties are named "${text}"; add the state, e.g. "${matches[0]?.name}".`);
  const [county] = matches;
  return { fips: county?.id ?? '', name: county?.name ?? text };
}

/** The ZCTAs whose main place (the name the Census relationship file gives them) is the city. */
export function zctasOfCity(view: GeoView, city: string): string[] {
  const wanted = norm(city);
  return [...view.areas('zcta')]
    .filter((z) => {
      const place = /\(([^)]+)\)\s*$/.exec(z.name)?.[1];
      return place !== undefined && norm(place) === wanted;
    })
    .map((z) => z.id);
}

/** The area the user named, as the engine's search region; 400 naming the field when it cannot be found. */
export async function resolveArea(view: GeoView, geocoding: GeocodingService, area: FinderArea): Promise<SearchRegion> {
  switch (area.kind) {
    case 'county':
      return { kind: 'county', fips: resolveCounty(view, area.county).fips };
    case 'city': {
      const zctas = zctasOfCity(view, area.city);
      if (zctas.length === 0)
        throw badArea(
          'city',
          `No ZIP area has "${area.city}" as its main place in the loaded data; write it as "City, ST", or search within some miles of it.`,
        );
      return { kind: 'zctas', zctas };
    }
    case 'zips': {
      const known = [...new Set(area.zips)].filter((z) => view.area('zcta', z));
      if (known.length === 0) throw badArea('zips', 'None of these ZIP codes is in the loaded data.');
      return { kind: 'zctas', zctas: known };
    }
    case 'near': {
      const point = await geocoding.geocode(area.point).catch((error: unknown) => {
        if (!(error instanceof GeocodeError)) throw error;
        const status = error.code === 'GEOCODE_UPSTREAM' ? 502 : 400;
        const code = error.code === 'GEOCODE_NOT_FOUND' ? 'address_not_found' : error.code.toLowerCase();
        throw new AppError(status, code, `area.point: ${error.message}`, 'area.point');
      });
      // A ZIP code is named as the ranked areas are (its Census primary place, "60193 (Schaumburg, IL)"), not by its
      // post office's town, so the heading and the table agree.
      const zipArea = point.precision === 'zip' && point.zip ? view.area('zcta', point.zip) : undefined;
      return {
        kind: 'near',
        center: { lat: point.lat, lon: point.lon },
        radiusMiles: area.radiusMiles,
        label: zipArea && /^\d{5} \(.+\)$/.test(zipArea.name) ? zipArea.name : point.label,
      };
    }
  }
}
