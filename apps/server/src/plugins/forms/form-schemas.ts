import { type Static, Type } from '@sinclair/typebox';

// Emptiness (also all-spaces) is checked in the handler after trimming, with a message a person can read.
const required = (maxLength: number) => Type.String({ maxLength });
const optional = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Fields every public form shares. `website` is the honeypot: hidden from people, filled in by bots. */
const common = {
  name: required(120),
  email: Type.String({ format: 'email', maxLength: 254 }),
  website: optional(200),
  page: optional(300),
};

export const SampleReportBody = Type.Object(
  {
    ...common,
    businessType: required(120),
    addresses: required(1000),
    phone: optional(40),
    message: optional(2000),
  },
  { additionalProperties: false },
);

export const ConsultationBody = Type.Object(
  {
    ...common,
    company: optional(160),
    phone: optional(40),
    message: optional(4000),
  },
  { additionalProperties: false },
);

export const ContactBody = Type.Object(
  {
    ...common,
    subject: optional(160),
    message: required(4000),
  },
  { additionalProperties: false },
);

export const DemoFeedbackBody = Type.Object(
  {
    ...common,
    company: optional(160),
    message: required(4000),
  },
  { additionalProperties: false },
);

export const FormReceipt = Type.Object({
  id: Type.String({ description: 'Reference of the stored submission' }),
  message: Type.String({ description: 'What the submitter is told' }),
});

export type FormReceipt = Static<typeof FormReceipt>;
