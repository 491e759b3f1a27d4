// One module per domain; each plugin owns its tables. Re-exported here for drizzle-kit and the client.
export * from './client-events.js';
