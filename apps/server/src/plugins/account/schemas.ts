import { Type } from '@sinclair/typebox';
import { AuthErrorBody, BadRequestBody, ErrorBody } from '../../lib/http/common-schemas.js';
import { EXPORT_CSV_KINDS } from './export-csv.js';

/** The error answers every signed-in route of this plugin may give. */
export const signedInErrors = { 400: BadRequestBody, 401: AuthErrorBody, 404: ErrorBody };

const Password = Type.String({ minLength: 1, maxLength: 1024, description: "The account's current password" });

export const PasswordBody = Type.Object({ password: Password }, { additionalProperties: false });

export const EmailChangeBody = Type.Object(
  { newEmail: Type.String({ minLength: 1, maxLength: 320, examples: ['erin@newmail.example'] }), password: Password },
  { additionalProperties: false },
);

export const TokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200, description: 'The token of the e-mailed link' }) },
  { additionalProperties: false },
);

export const EmailChangeJson = Type.Object({
  newEmail: Type.String(),
  confirmBy: Type.String({ format: 'date-time', description: 'The link to the new address works until then' }),
});

export const AccountStatus = Type.Object({
  emailChange: Type.Union([EmailChangeJson, Type.Null()], {
    description: 'A change waiting for the new address to confirm it',
  }),
  deletion: Type.Union(
    [
      Type.Object({
        requestedAt: Type.String({ format: 'date-time' }),
        eraseAt: Type.String({ format: 'date-time', description: 'Personal data is erased then unless cancelled' }),
      }),
      Type.Null(),
    ],
    { description: 'A deletion waiting for its grace period to end' },
  ),
  admin: Type.Boolean({ description: 'The account is an administrator (ADMIN_EMAILS): the admin page is open to it' }),
});

export const EmailChangeOutcome = Type.Object({
  email: Type.String({ description: "The account's e-mail address now" }),
  reverted: Type.Boolean({ description: 'A confirmed change was taken back (sessions ended, password reset)' }),
});

export const CsvKindParams = Type.Object({
  kind: Type.Union(
    EXPORT_CSV_KINDS.map((k) => Type.Literal(k)),
    { description: 'Which data: one CSV file per kind' },
  ),
});
