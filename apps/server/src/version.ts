import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** The server's release, reported by /api/health. */
export const SERVER_VERSION: string = pkg.version;
