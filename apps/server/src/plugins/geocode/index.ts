import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { GeocodeError } from '@sitescout/geodata';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { ErrorBody } from '../../lib/http/common-schemas.js';
import { perRouteRateLimit } from '../../lib/rate-limit.js';
import { createGeocodingService, type GeocodingService } from './geocoding-service.js';
import { GEOCODE_REQUESTS_PER_MINUTE } from './lookup-allowance.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offline-first geocoding with the online providers and the cache table. */
    geocoding: GeocodingService;
  }
}

const GeocodeQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 300,
    description: '"lat, lon", a ZIP code, "City, ST" or a street address',
  }),
});

const GeocodeResponse = Type.Object({
  lat: Type.Number(),
  lon: Type.Number(),
  precision: Type.Union(
    [
      Type.Literal('coordinates'),
      Type.Literal('pin'),
      Type.Literal('rooftop'),
      Type.Literal('street'),
      Type.Literal('intersection'),
      Type.Literal('zip'),
      Type.Literal('city'),
    ],
    {
      description: 'how exact the point is; show it next to the site',
    },
  ),
  label: Type.String(),
  zip: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  country: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'ISO country code, for places found in the world-city table',
    }),
  ),
  provider: Type.String({
    description:
      'which geocoder answered: offline-street, offline-intersection, census, nominatim, photon, offline-zcta, offline-place, offline-geonames, offline-coordinates',
  }),
  note: Type.Union([Type.String(), Type.Null()], {
    description: 'why the precision is coarser than asked, when it is',
  }),
  uncertaintyMetres: Type.Optional(
    Type.Union([Type.Number(), Type.Null()], { description: 'about how far the true spot may be, in metres' }),
  ),
  cached: Type.Boolean(),
});

const SuggestQuery = Type.Object({
  q: Type.String({ maxLength: 300, description: 'what the user has typed so far' }),
});

const SuggestResponse = Type.Object({
  suggestions: Type.Array(
    Type.Object({
      label: Type.String({ description: 'shown in the list; put into the address box when chosen' }),
      kind: Type.Union([
        Type.Literal('address'),
        Type.Literal('street'),
        Type.Literal('intersection'),
        Type.Literal('place'),
      ]),
      detail: Type.Union([Type.String(), Type.Null()], { description: 'e.g. the numbers a street has' }),
      lat: Type.Union([Type.Number(), Type.Null()]),
      lon: Type.Union([Type.Number(), Type.Null()]),
      precision: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

type FastifyTypebox = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Suggestion requests (one per pause in typing, offline only) one IP address may make per minute. */
const SUGGEST_REQUESTS_PER_MINUTE = 600;

const STATUS: Record<GeocodeError['code'], number> = {
  GEOCODE_BAD_INPUT: 400,
  GEOCODE_NOT_FOUND: 404,
  GEOCODE_UPSTREAM: 502,
};

const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGeocodingService({
    config: app.config.geodata,
    geodata: app.geodata,
    database: app.database,
    log: app.log,
  });
  app.decorate('geocoding', service);
  // The route lives in its own (encapsulated) context so its rate limiter touches no other route.
  await app.register(async (routes) => geocodeRoute(routes, service));
  await app.register(async (routes) => suggestRoute(routes));
};

async function geocodeRoute(app: FastifyTypebox, service: GeocodingService): Promise<void> {
  // Street addresses may reach a public geocoder one request a second: keep one client from queueing
  // everyone else's lookups behind its own.
  await app.register(rateLimit, perRouteRateLimit('location lookups', app.counters, 'geocode'));

  app.get(
    '/api/geocode',
    {
      config: { rateLimit: { max: GEOCODE_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['geodata'],
        summary: 'Turn an address, ZIP, "City, ST" or "lat, lon" into a point with its precision',
        querystring: GeocodeQuery,
        response: {
          200: GeocodeResponse,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      try {
        return await service.geocode(request.query.q);
      } catch (error) {
        if (error instanceof GeocodeError)
          throw new AppError(STATUS[error.code], error.code.toLowerCase(), error.message, 'q');
        if (app.geodata.status().state === 'failed')
          throw new AppError(
            503,
            'geodata_unavailable',
            'The location data is not loaded yet; please try again shortly.',
          );
        throw error;
      }
    },
  );
}

async function suggestRoute(app: FastifyTypebox): Promise<void> {
  await app.register(rateLimit, perRouteRateLimit('address suggestions', app.counters, 'suggest'));
  app.get(
    '/api/geocode/suggest',
    {
      config: { rateLimit: { max: SUGGEST_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['geodata'],
        summary:
          'Address suggestions as you type: Chicago addresses and streets with their numbers, intersections, places',
        querystring: SuggestQuery,
        response: { 200: SuggestResponse, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const loaded = app.geodata.currentWithOverlays() ?? (await app.geodata.withOverlays().catch(() => undefined));
      if (!loaded)
        throw new AppError(
          503,
          'geodata_unavailable',
          'The location data is not loaded yet; please try again shortly.',
        );
      const suggestions = loaded.geocoder.suggest(request.query.q);
      // The lookup's own time, so clients and tests can see it stays far under 20 ms.
      reply.header('server-timing', `suggest;dur=${(performance.now() - started).toFixed(2)}`);
      return { suggestions };
    },
  );
}

/**
 * `GET /api/geocode`, `GET /api/geocode/suggest` and `app.geocoding` (offline geocoder over the pack, online
 * providers when configured).
 */
export const geocodePlugin = fp(plugin, { name: 'geocode', dependencies: ['geodata'] });
