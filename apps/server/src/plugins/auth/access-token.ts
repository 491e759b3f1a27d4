import { errors, jwtVerify, SignJWT } from 'jose';
import { AuthError, authErrors } from './auth-error.js';

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/** Claims GoTrue puts in an access token; auth-js and downstream code read these. */
export interface AccessTokenClaims {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  email: string;
  phone: string;
  role: string;
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

export interface AccessTokenInput {
  userId: string;
  sessionId: string;
  email: string | null;
  phone: string | null;
  role: string;
  method: string;
  sessionStartedAt: Date;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** Signs and verifies HS256 access tokens with one key. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly issuer: string,
    readonly expirySeconds: number,
  ) {}

  /** Returns the token and its expiry (seconds since the epoch). */
  async sign(input: AccessTokenInput, now = new Date()): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(now.getTime() / 1000);
    const expiresAt = iat + this.expirySeconds;
    const token = await new SignJWT({
      email: input.email ?? '',
      phone: input.phone ?? '',
      role: input.role,
      aal: 'aal1',
      amr: [{ method: input.method, timestamp: Math.floor(input.sessionStartedAt.getTime() / 1000) }],
      session_id: input.sessionId,
      is_anonymous: false,
      app_metadata: input.appMetadata,
      user_metadata: input.userMetadata,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(input.userId)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(this.issuer)
      .setIssuedAt(iat)
      .setExpirationTime(expiresAt)
      .sign(this.secret);
    return { token, expiresAt };
  }

  /** Verifies signature, issuer, audience and expiry; throws a GoTrue-style {@link AuthError} otherwise. */
  async verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: this.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'session_id'],
      });
      return payload as unknown as AccessTokenClaims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw authErrors.jwtExpired();
      if (error instanceof AuthError) throw error;
      throw authErrors.invalidJwt();
    }
  }
}
