import { isIP } from 'node:net';
import { ConfigError } from './config-error.js';

export type Env = Record<string, string | undefined>;

function raw(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function optionalString(env: Env, name: string): string | undefined {
  return raw(env, name);
}

export function stringWithDefault(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

/**
 * A comma-separated list of e-mail addresses, trimmed and lower-cased (addresses compare case-insensitively).
 * @example emailList({ ADMIN_EMAILS: 'Ann@Example.com, bo@example.com' }, 'ADMIN_EMAILS') // ['ann@example.com', 'bo@example.com']
 */
export function emailList(env: Env, name: string): string[] {
  const value = raw(env, name);
  if (value === undefined) return [];
  const emails = value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '');
  const bad = emails.find((e) => !/^[^\s@]+@[^\s@]+$/.test(e));
  if (bad) throw new ConfigError(name, `"${bad}" is not an e-mail address`);
  return emails;
}

export function port(env: Env, name: string, fallback: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new ConfigError(name, `"${value}" is not a port number (a whole number from 0 to 65535)`);
  }
  return Number(value);
}

export function positiveInt(env: Env, name: string, fallback: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new ConfigError(name, `"${value}" is not a positive whole number`);
  }
  return Number(value);
}

export function wholeNumber(env: Env, name: string, fallback: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `"${value}" is not a whole number (0 or more)`);
  return Number(value);
}

/** `false` (default), `true`, or the number of proxy hops to trust for X-Forwarded-For. */
/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' `X-Forwarded-For` to believe: none (`false`), the nearest N hops, or the proxies' own addresses
 * (comma-separated, CIDR ranges allowed). `true` is refused: it trusts the left-most address, which any client writes.
 */
export function trustProxy(env: Env, name: string): false | number | string[] {
  const value = raw(env, name);
  if (value === undefined || value === 'false') return false;
  if (value === 'true')
    throw new ConfigError(
      name,
      'true would trust any address a client writes into X-Forwarded-For; set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.2,192.168.0.0/16)',
    );
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new ConfigError(name, `"${value}" is not false, a number of proxy hops or a list of proxy addresses`);
}

export function url(env: Env, name: string, protocols: string[]): URL | undefined {
  const value = raw(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `"${redactUrl(value)}" is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return parsed;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `"${value}" is not one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Hides the password of a connection URL so it can be logged or shown. */
export function redactUrl(value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return value.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
  }
}
