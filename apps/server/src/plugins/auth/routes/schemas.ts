import { type Static, Type } from '@sinclair/typebox';
import { AuthErrorBody } from '../../../lib/http/common-schemas.js';

export const UserBody = Type.Object(
  {
    id: Type.String(),
    aud: Type.String(),
    role: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    email_confirmed_at: Type.Optional(Type.String()),
    phone_confirmed_at: Type.Optional(Type.String()),
    confirmation_sent_at: Type.Optional(Type.String()),
    confirmed_at: Type.Optional(Type.String()),
    recovery_sent_at: Type.Optional(Type.String()),
    last_sign_in_at: Type.Optional(Type.String()),
    app_metadata: Type.Record(Type.String(), Type.Unknown()),
    user_metadata: Type.Record(Type.String(), Type.Unknown()),
    identities: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    factors: Type.Array(
      Type.Object({
        id: Type.String(),
        factor_type: Type.String(),
        status: Type.String(),
        friendly_name: Type.Optional(Type.String()),
      }),
    ),
    created_at: Type.String(),
    updated_at: Type.String(),
    is_anonymous: Type.Boolean(),
  },
  { additionalProperties: true },
);

/** An account as GoTrue sends it. */
export type GoTrueUser = Static<typeof UserBody>;

export const SessionBody = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
  expires_at: Type.Integer(),
  refresh_token: Type.String(),
  user: UserBody,
});

/** auth-js adds fields (captcha, PKCE) that SiteScout does not use; they are accepted and ignored. */
export const loose = { additionalProperties: true } as const;

export const RedirectQuery = Type.Object({ redirect_to: Type.Optional(Type.String({ maxLength: 2048 })) }, loose);

export const errorResponses = {
  400: AuthErrorBody,
  401: AuthErrorBody,
  422: AuthErrorBody,
  429: AuthErrorBody,
};
