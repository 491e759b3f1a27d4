import { OFFERS } from './offers.js';
import type { PaymentOrder } from './orders.js';

/** What a receipt states of one paid order: the payment e-mail prints it, the account page may show it. */
export interface Receipt {
  /** "SS-3F2A9C41B7D0": the order's id, short enough to read out to support. */
  orderNumber: string;
  /** The day it was paid (UTC), e.g. "November 28, 2026". */
  date: string;
  /** The offer's one name, e.g. "Additional analyses". */
  item: string;
  quantity: number;
  /** "$49.95 USD". */
  amount: string;
  /** The payment provider's reference (Stripe's checkout session), "(test mode)" for the local provider. */
  paymentReference: string;
}

/** The order number a customer sees for an order id. */
export function orderNumber(orderId: string): string {
  return `SS-${orderId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

export function receiptOf(
  order: Pick<
    PaymentOrder,
    | 'id'
    | 'offerId'
    | 'quantity'
    | 'amountCents'
    | 'currency'
    | 'provider'
    | 'providerSessionId'
    | 'createdAt'
    | 'settledAt'
  >,
): Receipt {
  const paid = order.settledAt ?? order.createdAt;
  const reference = order.providerSessionId ?? 'none';
  return {
    orderNumber: orderNumber(order.id),
    date: paid.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    item: OFFERS[order.offerId].name,
    quantity: order.quantity,
    amount: `$${(order.amountCents / 100).toFixed(2)} ${order.currency.toUpperCase()}`,
    paymentReference: order.provider === 'local' ? `${reference} (test mode)` : reference,
  };
}

/** The receipt as lines of a plain-text e-mail. */
export function receiptLines(receipt: Receipt): string[] {
  return [
    'Receipt',
    `Order number: ${receipt.orderNumber}`,
    `Date: ${receipt.date}`,
    `Item: ${receipt.item}`,
    `Quantity: ${receipt.quantity}`,
    `Amount: ${receipt.amount}`,
    `Payment reference: ${receipt.paymentReference}`,
  ];
}
