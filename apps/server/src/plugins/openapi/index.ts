import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_VERSION } from '../../version.js';

/**
 * Builds the OpenAPI document from the routes' own JSON schemas (the single truth),
 * served at /api/openapi.json and written to apps/server/openapi.json for the web client's types.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SiteScout API',
        version: SERVER_VERSION,
        description: 'Location intelligence for small businesses: accounts, credits, analyses and reports.',
      },
      // Routes behind app.authenticate declare `security: bearerSecurity` (`lib/http/signed-in.ts`).
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Shared schemas (`app.addSchema`, e.g. ErrorBody) appear under components.schemas by their own $id.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
