import { defineConfig } from 'drizzle-kit';

// One schema and one migration history for both embedded PGlite and real PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
