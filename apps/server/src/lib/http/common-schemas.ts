import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/**
 * The error bodies every plugin answers with, registered once on the root instance (`registerCommonSchemas`) and
 * referenced by `$ref` from each route: the OpenAPI document lists each once under `components.schemas`.
 */
const ErrorBodySchema = Type.Object(
  { code: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) },
  { $id: 'ErrorBody', description: 'What went wrong; `field` names the bad input, e.g. `sites.1.address`' },
);

/** GoTrue's error shape: what `app.authenticate` and the auth API answer (auth-js reads `error_code` and `msg`). */
const AuthErrorBodySchema = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP status' }),
    error_code: Type.String(),
    msg: Type.String(),
    weak_password: Type.Optional(Type.Object({ reasons: Type.Array(Type.String()), message: Type.String() })),
  },
  { $id: 'AuthErrorBody', description: 'Not signed in, the access token is invalid or expired, or an auth error' },
);

/** A reference to a registered schema that keeps its static type. */
function refTo<T extends TSchema & { $id: string }>(schema: T) {
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

export const ErrorBody = refTo(ErrorBodySchema as typeof ErrorBodySchema & { $id: string });
export type ErrorBody = Static<typeof ErrorBodySchema>;
export const AuthErrorBody = refTo(AuthErrorBodySchema as typeof AuthErrorBodySchema & { $id: string });
export type AuthErrorBody = Static<typeof AuthErrorBodySchema>;

/** Bad input (`field` named) or a rejected access token. */
export const BadRequestBody = Type.Union([ErrorBody, AuthErrorBody]);

/** Adds the shared schemas to the root instance, before any plugin's routes refer to them. */
export function registerCommonSchemas(app: FastifyInstance): void {
  app.addSchema(ErrorBodySchema);
  app.addSchema(AuthErrorBodySchema);
}
