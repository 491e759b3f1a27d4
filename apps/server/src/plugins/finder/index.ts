import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EngineInputError, getBusinessType } from '@sitescout/engine';
import fp from 'fastify-plugin';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../lib/http/common-schemas.js';
import { bearerSecurity, requireUser, signedInOnly } from '../../lib/http/signed-in.js';
import { engineInputError } from '../analyses/resolve-request.js';
import { chargeGeocodeLookups } from '../geocode/lookup-allowance.js';
import { resolveArea } from './finder-area.js';
import { createFinderQuota } from './finder-quota.js';
import { type FinderArea, FinderBody, FinderResult, FinderUsage } from './finder-schemas.js';
import { finderMap } from './finder-shapes.js';

/** Every scored area comes back (a 50-mile circle holds a few hundred); the page shows the top ones first. */
const FINDER_TOP_N = 500;

function engineError(error: unknown): never {
  if (error instanceof EngineInputError) throw engineInputError(error);
  throw error;
}

/**
 * "Where should I open?": the engine's best-location finder over a county, a city, a list of ZIP codes or a
 * circle, for signed-in accounts, free up to FINDER_SEARCHES_PER_DAY searches a day. It runs on the analysis
 * engine's threads (accounts take turns), so a state-sized search never stalls the API.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const authenticate = signedInOnly(app);
  const quota = createFinderQuota(app.counters, app.config.finder.searchesPerDay);

  app.get(
    '/api/finder/usage',
    {
      preHandler: authenticate,
      schema: {
        tags: ['finder'],
        security: bearerSecurity,
        summary: 'How many of today’s free finder searches this account has used',
        response: { 200: FinderUsage, 400: AuthErrorBody, 401: AuthErrorBody },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return quota.usage(user.id);
    },
  );

  app.post(
    '/api/finder',
    {
      preHandler: authenticate,
      schema: {
        tags: ['finder'],
        security: bearerSecurity,
        summary:
          'Rank the ZIP areas of a county, a city, a list of ZIP codes or a circle for a business type: each area’s score, its parts and reasons, and the capacity gap, with map shapes. Free for signed-in accounts up to FINDER_SEARCHES_PER_DAY a day (429 with Retry-After after that); a full analysis of an area’s point is POST /api/analyses',
        body: FinderBody,
        response: {
          200: FinderResult,
          400: BadRequestBody,
          401: AuthErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      let type: ReturnType<typeof getBusinessType>;
      try {
        type = getBusinessType(body.businessType, 'businessType');
      } catch (error) {
        engineError(error);
      }
      await app.geocoding.ready();
      const { view } = await app.geodata.withOverlays();
      const limitReached = (usage: FinderUsage, retryAfterSeconds: number) =>
        reply
          .code(429)
          .header('retry-after', String(retryAfterSeconds))
          .send({
            code: 'finder_limit_reached',
            message: `You have used today's ${usage.limit} free finder searches; they start again at midnight UTC. Full analyses are not affected.`,
          });
      // The allowance is checked before anything is looked up: a spent one buys no more geocoding. A search
      // "near" an address is a lookup like GET /api/geocode's and counts against the same per-address allowance
      // (a search that cannot run is not counted as a search, but its lookup is).
      const before = await quota.usage(user.id);
      if (before.used >= before.limit)
        return limitReached(before, Math.ceil((Date.parse(before.resetsAt) - Date.now()) / 1000));
      const area = body.area as FinderArea;
      if (area.kind === 'near') await chargeGeocodeLookups(app.counters, request.ip, 1);
      const region = await resolveArea(view, app.geocoding, area);
      const taken = await quota.take(user.id);
      if (!taken.allowed) return limitReached(taken.usage, taken.retryAfterSeconds);
      const found = await app.analysisEngine
        .find(user.id, {
          packDir: app.config.geodata.packDir,
          businessType: type.id,
          region,
          priorities: body.priorities ?? {},
          rankBy: body.rankBy ?? 'score',
          topN: FINDER_TOP_N,
        })
        .catch(engineError);
      reply.header('cache-control', 'no-store');
      return {
        businessType: type.id,
        businessTypeLabel: type.label,
        region: found.region,
        areasScored: found.areasScored,
        rankedBy: found.rankedBy ?? 'score',
        method: found.method,
        areas: found.top.map((a) => ({
          rank: a.rank,
          zcta: a.zcta,
          name: a.name,
          lat: a.point.lat,
          lon: a.point.lon,
          score: Math.round(a.score.value * 10) / 10,
          subScores: a.subScores.map((s) => ({
            name: s.name,
            score: s.score,
            weight: s.weight,
            missing: s.missing,
            detail: s.detail,
          })),
          reasons: a.reasons,
          capacity: a.capacity ?? null,
        })),
        map: finderMap(view, found.top),
        usage: taken.usage,
      };
    },
  );
};

export const finderPlugin = fp(plugin, { name: 'finder', dependencies: ['analyses', 'geodata', 'geocode'] });
