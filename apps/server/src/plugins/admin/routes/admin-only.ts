import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInOnly } from '../../../lib/http/signed-in.js';
import { requireAdmin } from '../admin-access.js';

/** The preHandlers of every admin route: signed in (else 401), then one of ADMIN_EMAILS (else 403). */
export function adminOnly(app: FastifyInstance) {
  return [
    signedInOnly(app),
    async (request: FastifyRequest) => {
      requireAdmin(app.config.adminEmails, request);
    },
  ];
}
