import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { paymentOrders } from '../../db/schema/billing.js';
import type { PaymentOrder } from './orders.js';

/** An account's orders, newest first: only the paid ones (its receipts) unless `all`. */
export function ordersOf(db: Db, userId: string, { all = false, limit = 50 } = {}): Promise<PaymentOrder[]> {
  const mine = eq(paymentOrders.userId, userId);
  return db
    .select()
    .from(paymentOrders)
    .where(all ? mine : and(mine, eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(limit);
}
