import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin } from '../admin-access.js';

/** The preHandlers of every admin route: signed in (else 401), then one of ADMIN_EMAILS (else 403). */
export function adminOnly(app: FastifyInstance) {
  return [
    (request: FastifyRequest, reply: FastifyReply) => app.authenticate.call(app, request, reply),
    async (request: FastifyRequest) => {
      requireAdmin(app.config.adminEmails, request);
    },
  ];
}
