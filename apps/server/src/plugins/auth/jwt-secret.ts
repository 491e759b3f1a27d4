import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The HS256 key for access tokens: `JWT_SECRET` when configured; otherwise one generated on first start and
 * kept (mode 0600) in DATA_DIR so restarts keep everyone signed in. The key itself is never logged.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  // An in-memory deployment (tools, some tests) has nowhere to keep a key; its sessions die with it anyway.
  if (dataDir === 'memory://') return randomBytes(32);
  const file = join(dataDir, SECRET_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': if another process created it meanwhile, use theirs.
    writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
}
