import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** Whether an account's e-mail is one of ADMIN_EMAILS (already lower-cased by the config). */
export function isAdminEmail(adminEmails: readonly string[], email: string | null | undefined): boolean {
  return !!email && adminEmails.includes(email.trim().toLowerCase());
}

/** Who acts: the signed-in administrator (`app.authenticate` ran first), else a 403. */
export function requireAdmin(adminEmails: readonly string[], request: FastifyRequest): { id: string; email: string } {
  const user = request.authUser;
  if (!user) throw new Error('route needs app.authenticate');
  if (!user.email || !isAdminEmail(adminEmails, user.email)) {
    throw new AppError(403, 'not_admin', 'Only an administrator may do this (ADMIN_EMAILS)');
  }
  return { id: user.id, email: user.email };
}
