import { Type } from '@sinclair/typebox';
import { COMPLETE_REPORT_INCLUDES, PRO_MONTHLY_INCLUDES } from '@sitescout/shared';
import { ANALYSIS_QUANTITIES } from './offers.js';

export const CheckoutUrl = Type.Object(
  { url: Type.String({ description: 'Open this to pay: a hosted checkout page or the local TEST MODE page' }) },
  { description: 'Checkout session created' },
);

export const PurchaseCreditsBody = Type.Object(
  {
    packageId: Type.String({ description: "Always 'additional-analyses'", examples: ['additional-analyses'] }),
    quantity: Type.Integer({
      description: `Number of extra analyses at $9.99 each; one of ${ANALYSIS_QUANTITIES.join(', ')}`,
      examples: [5],
    }),
  },
  { additionalProperties: false },
);

export const LedgerEntryJson = Type.Object({
  id: Type.String(),
  kind: Type.Union(
    [
      Type.Literal('grant'),
      Type.Literal('purchase'),
      Type.Literal('spend'),
      Type.Literal('refund'),
      Type.Literal('lapse'),
    ],
    { description: "`lapse`: last month's unused Pro analyses, taken back when the month's are granted" },
  ),
  unit: Type.Union([Type.Literal('analysis'), Type.Literal('complete_report'), Type.Literal('pro_analysis')]),
  amount: Type.Integer({ description: 'Credits added (positive) or taken (negative)' }),
  balanceAfter: Type.Integer({ description: 'Balance of this unit right after the entry' }),
  description: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  paid: Type.Union([Type.String(), Type.Null()], {
    description: 'For a purchase, the amount its order paid, e.g. "$49.95 USD" (as on the receipt); null otherwise',
  }),
});

export const ReceiptJson = Type.Object(
  {
    orderNumber: Type.String({ description: 'e.g. "SS-3F2A9C41B7D0": what to quote to support' }),
    date: Type.String({ description: 'The day it was paid (UTC), e.g. "November 28, 2026"' }),
    item: Type.String({ description: 'The offer bought, e.g. "Additional analyses"' }),
    quantity: Type.Integer(),
    amount: Type.String({ description: 'e.g. "$49.95 USD"' }),
    paymentReference: Type.String({
      description: 'The payment provider\'s reference ("(test mode)" for the local one)',
    }),
  },
  { description: 'The receipt of one paid order, as the payment e-mail states it' },
);

export const CreditSummary = Type.Object({
  balance: Type.Integer({ description: 'Analysis credits left; one credit is one analysis; credits never expire' }),
  completeReports: Type.Integer({
    description: `Complete Reports (${COMPLETE_REPORT_INCLUDES.toLowerCase()}) bought and not yet used`,
  }),
  pro: Type.Boolean({ description: 'Pro Monthly is active: comparing several locations is unlocked' }),
  proAllowance: Type.Union(
    [
      Type.Object({
        perMonth: Type.Integer({
          description: `Analyses Pro Monthly includes each month (${PRO_MONTHLY_INCLUDES})`,
        }),
        left: Type.Integer({ description: "This month's analyses not used yet" }),
        renewsAt: Type.String({ format: 'date-time', description: 'When the allowance is topped up again' }),
        endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
          description: 'Cancelled by the account holder: Pro ends then (nothing renews) unless resumed before',
        }),
        endsAtFixed: Type.Boolean({
          description: 'Pro was granted until `endsAt` by an administrator: it cannot be resumed past it',
        }),
      }),
      Type.Null(),
    ],
    { description: "Pro Monthly's analyses this month; null when not Pro" },
  ),
  entries: Type.Array(LedgerEntryJson, { description: 'Credit ledger, newest first' }),
  receipts: Type.Array(ReceiptJson, { description: 'Receipts of the paid orders, newest first' }),
});

export const ProCancellation = Type.Object({
  endsAt: Type.String({ format: 'date-time', description: 'Pro stays until then (the end of this month), then ends' }),
});
