import { type TSchema, Type } from '@sinclair/typebox';
import { PLANS } from '@sitescout/shared';
import { ADMIN_ACTIONS } from '../../db/schema/admin.js';
import { ANALYSIS_STATUSES, MAIL_STATUSES, REPORT_STATUSES } from '../../db/schema/analyses.js';
import { OFFER_IDS, ORDER_STATUSES } from '../../db/schema/billing.js';
import { AuthErrorBody, ErrorBody } from '../../lib/http/common-schemas.js';
import { LedgerEntryJson, ReceiptJson } from '../billing/schemas.js';

/** A string that is one of `values` (an enum in the OpenAPI document). */
const oneOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
const Time = Type.String({ format: 'date-time' });

/** Every admin route answers these: 401 signed out, 403 not in ADMIN_EMAILS. */
export const adminErrors = {
  400: Type.Union([ErrorBody, AuthErrorBody]),
  401: AuthErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

export const AuditEntryJson = Type.Object({
  id: Type.String(),
  adminId: Nullable(Type.String(), 'The administrator’s account; null for `npm run admin`'),
  adminEmail: Type.String({ description: 'The administrator’s e-mail, or `cli`' }),
  action: oneOf(ADMIN_ACTIONS),
  targetUserId: Type.String({ description: 'The account acted on' }),
  reason: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown(), { description: 'What changed' }),
  createdAt: Time,
});

export const AuditLogJson = Type.Object({ entries: Type.Array(AuditEntryJson, { description: 'Newest first' }) });

export const AdminAccountView = Type.Object({
  id: Type.String(),
  email: Type.String(),
  createdAt: Time,
  plan: Type.Union([Type.Literal(PLANS.proMonthly.name), Type.Literal('Pay as you go')]),
  proSince: Nullable(Time),
  proUntil: Nullable(Time, 'When Pro ends (granted for some months, or cancelled); null: until ended'),
  balances: Type.Object({
    analysis: Type.Integer(),
    completeReport: Type.Integer(),
    proAnalysis: Type.Integer({ description: "This month's Pro analyses left" }),
  }),
  orders: Type.Array(
    Type.Object({
      orderNumber: Type.String(),
      status: oneOf(ORDER_STATUSES),
      createdAt: Time,
      offerId: oneOf(OFFER_IDS),
      quantity: Type.Integer(),
      amountCents: Type.Integer(),
    }),
    { description: 'The newest 20 orders, open and cancelled ones too' },
  ),
  receipts: Type.Array(ReceiptJson),
  ledger: Type.Array(LedgerEntryJson, { description: 'The newest 50 ledger entries' }),
  analyses: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: Time,
      businessType: Type.String(),
      status: oneOf(ANALYSIS_STATUSES),
      reportStatus: oneOf(REPORT_STATUSES),
      mailStatus: oneOf(MAIL_STATUSES),
      notifyEmail: Nullable(Type.String()),
    }),
    { description: 'The newest 20 analyses with their report and e-mail status' },
  ),
  audit: Type.Array(AuditEntryJson, { description: "Administrators' actions on this account, newest first" }),
});

const Reason = Type.String({ minLength: 1, maxLength: 500, description: 'Why (kept in the audit log)' });
const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 100,
  description: 'Made up by the caller (a UUID): the same key again does nothing more and answers the first outcome',
});

export const ActionBody = Type.Object(
  { reason: Reason, idempotencyKey: IdempotencyKey },
  { additionalProperties: false },
);

export const GrantProBody = Type.Object(
  {
    reason: Reason,
    idempotencyKey: IdempotencyKey,
    months: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 36, description: 'Pro ends after this many months; omitted: until ended' }),
    ),
  },
  { additionalProperties: false },
);

export const CreditChangeBody = Type.Object(
  {
    reason: Reason,
    idempotencyKey: IdempotencyKey,
    change: Type.Union([Type.Literal('add'), Type.Literal('refund')], {
      description: '`add`: credits given; `refund`: credits given back (a ledger entry of kind refund)',
    }),
    amount: Type.Integer({ minimum: 1, maximum: 1000 }),
    unit: Type.Optional(
      Type.Union([Type.Literal('analysis'), Type.Literal('complete_report')], { default: 'analysis' }),
    ),
  },
  { additionalProperties: false },
);

export const ActionOutcomeJson = Type.Object({
  entry: AuditEntryJson,
  replayed: Type.Boolean({ description: 'True when the key was used before: nothing was done again' }),
});

export const AccountIdParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
export const AnalysisIdParams = Type.Object({ analysisId: Type.String({ format: 'uuid' }) });
