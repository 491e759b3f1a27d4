import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUSINESS_TYPES, CUSTOMER_SEGMENTS, RADIUS_LIMITS } from '@sitescout/engine';
import { BusinessTypeList } from '../schemas.js';

/** Words a user may type for a business type: its label's words and the names it is recognised by. */
function keywords(type: (typeof BUSINESS_TYPES)[number]): string[] {
  const words = new Set<string>();
  for (const w of type.label.toLowerCase().split(/[^a-z0-9]+/)) if (w) words.add(w);
  for (const w of type.recognition.nameKeywords) words.add(w.toLowerCase());
  for (const w of type.recognition.yelp) words.add(w.toLowerCase());
  return [...words];
}

/** The taxonomy for the business-type search box (public: it is the same for everyone). */
export const businessTypesRoute: FastifyPluginAsyncTypebox = async (app) => {
  const body = {
    businessTypes: BUSINESS_TYPES.map((t) => ({
      id: t.id,
      label: t.label,
      kind: t.kind,
      defaultRadiusMiles: t.defaultRadiusMiles,
      keywords: keywords(t),
    })),
    radius: { min: RADIUS_LIMITS.min, max: RADIUS_LIMITS.max },
    customerSegments: [...CUSTOMER_SEGMENTS],
  };
  app.get(
    '/api/business-types',
    {
      schema: {
        tags: ['analyses'],
        summary: 'Business types an analysis can be run for, with words to match while typing',
        response: { 200: BusinessTypeList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return body;
    },
  );
};
