import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../infra/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
  }
}
