import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a device cookie vouches for besides the account: its password and when its sessions were last ended. */
export interface DeviceStamp {
  passwordHash: string | null;
  signedOutAt: Date | null;
}

/** The cookie a browser gets when it signs in with the right password: it proves "signed in here before". */
export const DEVICE_COOKIE = 'sitescout_device';
/** How long a device stays known without signing in again. */
const DEVICE_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

/**
 * Devices that have signed in to an account before, told by a signed cookie (HMAC of the account, an expiry, the
 * account's password hash and the moment its sessions were last ended, keyed by a key derived from the JWT secret):
 * a password change or "sign out everywhere" voids every cookie issued before it. It lets the right password through the account-wide sign-in backoff,
 * which guesses from many rotating addresses can keep up: a guesser cannot lock the owner out of a browser they
 * have used. It grants nothing else: the password is still checked, and per-address limits still apply.
 * The cookie is HttpOnly, SameSite=Strict and sent only to the sign-in path.
 */
export class KnownDevices {
  readonly #key: Buffer;
  readonly #secure: boolean;

  constructor(jwtSecret: Uint8Array, publicUrl: string) {
    this.#key = createHmac('sha256', Buffer.from(jwtSecret)).update('sitescout known-device cookie v1').digest();
    this.#secure = publicUrl.startsWith('https:');
  }

  #mac(account: string, expires: number, stamp: DeviceStamp | undefined): string {
    const password = stamp?.passwordHash ?? '';
    const signedOut = stamp?.signedOutAt?.getTime() ?? 0;
    return createHmac('sha256', this.#key)
      .update(`${account}\n${expires}\n${password}\n${signedOut}`)
      .digest('base64url');
  }

  /**
   * The `Set-Cookie` value marking this browser as one that signed in to `account` (e.g. `account:email:…`) while
   * it had `stamp` (its password and last sign-out everywhere).
   */
  cookieFor(account: string, stamp: DeviceStamp, nowMs: number = Date.now()): string {
    const expires = Math.floor(nowMs / 1000) + DEVICE_LIFETIME_SECONDS;
    const value = `${expires}.${this.#mac(account, expires, stamp)}`;
    const secure = this.#secure ? '; Secure' : '';
    return `${DEVICE_COOKIE}=${value}; Path=/auth/v1/token; Max-Age=${DEVICE_LIFETIME_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
  }

  /**
   * Whether the request's `Cookie` header proves this browser signed in to `account` before (not long ago, and
   * since its password was last set and its sessions last ended: `stamp`, undefined for an unknown account).
   */
  knows(
    cookieHeader: string | undefined,
    account: string,
    stamp: DeviceStamp | undefined,
    nowMs: number = Date.now(),
  ): boolean {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    const [expiresText = '', mac = ''] = value?.split('.') ?? [];
    const expires = Number(expiresText);
    if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 < nowMs) return false;
    const expected = Buffer.from(this.#mac(account, expires, stamp));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
