import type { MailMessage } from '../../infra/mail/index.js';
import type { Balances } from './credit-ledger.js';
import { OFFERS } from './offers.js';
import { receiptLines, receiptOf } from './receipt.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Your credits are in your account" (the credits FAQ promises this e-mail): what was added, the balance now, where
 * to start an analysis, and the receipt (order number, date, item, quantity, amount, payment reference).
 */
export function creditsAddedMail(
  order: Parameters<typeof receiptOf>[0],
  to: string,
  balances: Balances,
  publicUrl: string,
): MailMessage {
  const offer = OFFERS[order.offerId];
  const added =
    offer.creditUnit === 'complete_report'
      ? count(order.quantity, 'Complete Report credit', 'Complete Report credits')
      : count(order.quantity, 'analysis credit', 'analysis credits');
  const balance = [
    count(balances.analysis, 'analysis credit', 'analysis credits'),
    ...(balances.complete_report > 0
      ? [count(balances.complete_report, 'Complete Report credit', 'Complete Report credits')]
      : []),
  ].join(' and ');
  return {
    to,
    subject: `${added[0]?.toUpperCase()}${added.slice(1)} added to your SiteScout account`,
    text: [
      `Thank you for your payment of $${(order.amountCents / 100).toFixed(2)}.`,
      '',
      `${added} ${order.quantity === 1 ? 'is' : 'are'} now in your account. You have ${balance}; credits never expire.`,
      '',
      `Start an analysis: ${publicUrl}/app/analyses/new`,
      `Your balance and history: ${publicUrl}/account`,
      '',
      ...receiptLines(receiptOf(order)),
    ].join('\n'),
  };
}
