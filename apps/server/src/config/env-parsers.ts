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

/** `false` (default), `true`, or the number of proxy hops to trust for X-Forwarded-For. */
export function trustProxy(env: Env, name: string): boolean | number {
  const value = raw(env, name);
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  throw new ConfigError(name, `"${value}" is not true, false or a number of proxy hops`);
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
