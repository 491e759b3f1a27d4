import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '@sitescout/server/testing';
import { createTestApp, type TestApp } from '../../apps/server/test/helpers/test-app.js';

export interface RunningServer extends TestApp {
  baseUrl: string;
}

const builtSite = fileURLToPath(new URL('../../apps/web/dist/site-manifest.json', import.meta.url));

/** The real SiteScout server with the built web app, on a free loopback port. */
export async function startServer(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(builtSite)) throw new Error('web app not built: run `npm run build` first (npm test does)');
  const t = await createTestApp(kind, env);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, baseUrl: address };
}
