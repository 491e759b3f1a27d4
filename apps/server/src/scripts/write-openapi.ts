import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { createMailer } from '../infra/mail/index.js';

/** Writes apps/server/openapi.json from the routes' schemas; the web client's types are generated from it. */
const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), dataDir: 'memory://' };
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({
  config,
  database,
  mailer: createMailer({ ...config, dataDir: '/tmp/sitescout-openapi' }),
});
await app.ready();
const target = new URL('../../openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
process.stdout.write(`wrote ${target.pathname}\n`);
