import type { Static } from '@sinclair/typebox';
import type { LedgerEntry } from './credit-ledger.js';
import type { PaymentOrder } from './orders.js';
import { receiptOf } from './receipt.js';
import type { LedgerEntryJson, ReceiptJson } from './schemas.js';

/** An account's ledger and receipts as the API answers them: a purchase names what its order paid. */
export function ledgerJson(
  entries: LedgerEntry[],
  orders: PaymentOrder[],
): { entries: Static<typeof LedgerEntryJson>[]; receipts: Static<typeof ReceiptJson>[] } {
  const receipts = new Map(orders.filter((o) => o.status === 'paid').map((o) => [o.id, receiptOf(o)]));
  return {
    entries: entries.map((e) => ({
      id: e.id,
      // A spend without a reference is an allowance's lapse (every real spend pays for something).
      kind: e.kind === 'spend' && e.reference === null ? ('lapse' as const) : e.kind,
      unit: e.unit,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      description: e.description,
      createdAt: e.createdAt.toISOString(),
      paid: (e.kind === 'purchase' && e.reference && receipts.get(e.reference)?.amount) || null,
    })),
    receipts: [...receipts.values()],
  };
}
