import fp from 'fastify-plugin';
import { createAdminActions } from './admin-actions.js';
import { actionRoutes } from './routes/action-routes.js';
import { readRoutes } from './routes/read-routes.js';

/**
 * Operations while serving: the accounts in ADMIN_EMAILS look accounts up, grant or end Pro, add or refund credits
 * and resend reports under `/api/admin`, every action written to the audit log (`admin_audit_log`).
 */
export const adminPlugin = fp(
  async (app) => {
    const actions = createAdminActions(app.database.db, (id) => app.analysisDesk.resendReport(id));
    await app.register(readRoutes);
    await app.register(actionRoutes(actions));
  },
  { name: 'admin', dependencies: ['auth', 'billing', 'analyses'] },
);
