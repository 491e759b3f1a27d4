import { PGlite } from '@electric-sql/pglite';

// Child process of `initPglite` (db/pglite-init.ts): creates the embedded database in the folder given as the only
// argument (PGlite runs initdb when the folder holds none) and exits. Never imported.
const location = process.argv[2];
if (!location) {
  process.stderr.write('usage: create-pglite <folder>\n');
  process.exit(2);
}
const client = await PGlite.create(location);
await client.close();
