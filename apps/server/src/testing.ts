/**
 * What the browser tests (`e2e/`) may use of the server besides its HTTP API: the database tables they read back to
 * check what a flow stored, and the few values a test must compute as a client would (a webhook's signature, the Pro
 * offer's name). They import it as `@sitescout/server/testing` (the built file), never the server's sources.
 */
export type { DatabaseKind } from './db/database.js';
export * from './db/schema/index.js';
export { PRO_MONTHLY } from './plugins/billing/offers.js';
export { SIGNATURE_HEADER, signWebhookBody } from './plugins/incoming/webhook-signature.js';
