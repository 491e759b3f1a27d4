// One module per domain; each plugin owns its tables. Re-exported here for drizzle-kit and the client.
export * from './account.js';
export * from './admin.js';
export * from './analyses.js';
export * from './analysis-result-texts.js';
export * from './auth.js';
export * from './batches.js';
export * from './billing.js';
export * from './client-events.js';
export * from './forms.js';
export * from './geocode.js';
export * from './incoming.js';
export * from './rate-limits.js';
