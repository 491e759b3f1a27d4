import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type OfferId, paymentEvents, paymentOrders } from '../../db/schema/billing.js';
import type { PaymentEvent, PaymentProvider } from '../../infra/payments/index.js';
import { AppError } from '../../lib/app-error.js';
import type { CreditService, DbOrTx } from './credit-ledger.js';
import { OFFERS, orderTotalCents } from './offers.js';

export type PaymentOrder = typeof paymentOrders.$inferSelect;

export type FulfilmentResult =
  | 'fulfilled'
  | 'cancelled'
  /** The same notification was handled before (or is being handled right now by another delivery). */
  | 'duplicate'
  /** The order was already paid or cancelled by an earlier, different notification. */
  | 'already_settled'
  | 'unknown_order'
  | 'ignored';

export interface OrderService {
  /** Stores an open order and opens the provider's checkout for it; answers the URL to send the customer to. */
  startCheckout(input: {
    userId: string;
    email: string | null;
    offerId: OfferId;
    quantity: number;
  }): Promise<{ order: PaymentOrder; url: string }>;
  /** Applies a provider notification: a paid order is credited exactly once, however often it is delivered. */
  settle(event: PaymentEvent): Promise<FulfilmentResult>;
  findBySession(sessionId: string): Promise<PaymentOrder | undefined>;
}

/** Where the payment return page is told what was bought (`/get-started?payment=success&analyses=5`). */
export function returnPaths(order: Pick<PaymentOrder, 'offerId' | 'quantity'>): {
  successPath: string;
  cancelPath: string;
} {
  const offer = OFFERS[order.offerId];
  return {
    successPath: `/get-started?payment=success&${offer.returnParam}=${order.quantity}`,
    cancelPath: '/get-started?payment=cancelled',
  };
}

/** Builds the order service: orders, provider checkouts and idempotent fulfilment into the credit ledger. */
export function createOrderService(
  db: Db,
  provider: PaymentProvider,
  credits: CreditService,
  onProviderError: (error: unknown, order: PaymentOrder) => void,
  /** Called once an order's credits are committed (never for a duplicate or a cancellation); must not throw. */
  onFulfilled: (order: PaymentOrder) => void = () => {},
): OrderService {
  async function findOrder(tx: DbOrTx, event: PaymentEvent): Promise<PaymentOrder | undefined> {
    const bySession = event.sessionId
      ? and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerSessionId, event.sessionId))
      : undefined;
    const byId =
      event.orderId && /^[0-9a-f-]{36}$/i.test(event.orderId) ? eq(paymentOrders.id, event.orderId) : undefined;
    const where = bySession && byId ? or(bySession, byId) : (bySession ?? byId);
    if (!where) return undefined;
    // Row lock: a second notification for the same order (another event id) waits here and then sees it settled.
    const [order] = await tx.select().from(paymentOrders).where(where).limit(1).for('update');
    return order;
  }

  return {
    async startCheckout({ userId, email, offerId, quantity }) {
      const offer = OFFERS[offerId];
      const [order] = await db
        .insert(paymentOrders)
        .values({
          userId,
          offerId,
          quantity,
          amountCents: orderTotalCents(offer, quantity),
          currency: offer.currency,
          provider: provider.name,
        })
        .returning();
      if (!order) throw new Error('order insert returned no row');
      let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
      try {
        session = await provider.createCheckout({
          orderId: order.id,
          name: offer.name,
          description: offer.description,
          unitAmountCents: offer.unitAmountCents,
          currency: offer.currency,
          quantity,
          customerEmail: email ?? undefined,
          ...returnPaths(order),
        });
      } catch (error) {
        await db
          .update(paymentOrders)
          .set({ status: 'cancelled', settledAt: new Date() })
          .where(eq(paymentOrders.id, order.id));
        onProviderError(error, order);
        throw new AppError(502, 'checkout_unavailable', 'Failed to create checkout session. Please try again.');
      }
      const [stored] = await db
        .update(paymentOrders)
        .set({ providerSessionId: session.sessionId })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return { order: stored ?? order, url: session.url };
    },

    async settle(event) {
      if (event.outcome === 'ignored') return 'ignored';
      let fulfilled: PaymentOrder | undefined;
      const result = await db.transaction(async (tx): Promise<FulfilmentResult> => {
        const order = await findOrder(tx, event);
        // Recording the event first makes a replay (even a concurrent one) stop here: the primary key admits one.
        const recorded = await tx
          .insert(paymentEvents)
          .values({ provider: provider.name, eventId: event.eventId, type: event.type, orderId: order?.id ?? null })
          .onConflictDoNothing()
          .returning();
        if (recorded.length === 0) return 'duplicate';
        if (!order) return 'unknown_order';
        if (order.status !== 'open') return 'already_settled';
        const status = event.outcome === 'paid' ? 'paid' : 'cancelled';
        await tx.update(paymentOrders).set({ status, settledAt: new Date() }).where(eq(paymentOrders.id, order.id));
        if (status === 'cancelled') return 'cancelled';
        const offer = OFFERS[order.offerId];
        await credits.purchase(
          order.userId,
          {
            amount: order.quantity,
            unit: offer.creditUnit,
            orderId: order.id,
            description: `${offer.name} × ${order.quantity}`,
          },
          tx,
        );
        fulfilled = order;
        return 'fulfilled';
      });
      if (fulfilled) onFulfilled(fulfilled);
      return result;
    },

    async findBySession(sessionId) {
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerSessionId, sessionId)))
        .limit(1);
      return order;
    },
  };
}
