import { Type } from '@sinclair/typebox';

/** Largest incoming request: a report with inline charts fits; anything bigger is refused with 413. */
export const MAX_INCOMING_BYTES = 2 * 1024 * 1024;

const PayloadItem = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    html: Type.Optional(Type.String()),
  },
  { description: 'One analysis; other properties are ignored.' },
);

export const WebhookBody = Type.Union([PayloadItem, Type.Array(PayloadItem, { maxItems: 50 })], {
  description: '`{email, html}` or an array of them, of which the first is used.',
});

export const ReceiveResult = Type.Union([
  Type.Object({ status: Type.Literal('stored'), id: Type.String({ format: 'uuid' }) }),
  Type.Object({
    status: Type.Literal('ignored'),
    field: Type.Union([Type.Literal('email'), Type.Literal('html'), Type.Literal('body')]),
    reason: Type.String(),
  }),
]);

export const BrowserBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    html: Type.String({ minLength: 1 }),
    source: Type.Union([Type.Literal('url'), Type.Literal('message')]),
  },
  { additionalProperties: false },
);

const Source = Type.Union([Type.Literal('webhook'), Type.Literal('url'), Type.Literal('message')]);

export const IncomingSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.Union([Type.String(), Type.Null()]),
  source: Source,
  receivedAt: Type.String({ format: 'date-time' }),
});

export const IncomingDetailSchema = Type.Composite([
  IncomingSummarySchema,
  Type.Object({ html: Type.String({ description: 'Sanitised body content; safe to insert into a page.' }) }),
]);

export const ErrorSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});

export const IncomingClientConfig = Type.Object({
  allowedOrigins: Type.Array(Type.String(), { description: 'Origins whose postMessage analyses are accepted.' }),
});
