import type { FastifyInstance } from 'fastify';
import { IncomingStore } from './incoming-store.js';
import { accountRoutes } from './routes/account.js';
import { webhookRoutes } from './routes/webhook.js';

/**
 * Incoming analyses: reports produced elsewhere arrive by a signed webhook or through a signed-in
 * browser, are sanitised and stored against the account, and are read back by their owner. Register after auth.
 */
export async function incomingPlugin(app: FastifyInstance): Promise<void> {
  const store = new IncomingStore(app.database.db);
  // Separate registrations: the webhook's raw-body JSON parser must not apply to the other routes.
  await app.register(webhookRoutes, { store });
  await app.register(accountRoutes, { store });
}
