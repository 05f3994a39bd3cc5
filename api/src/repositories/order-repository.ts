import type { Insertable } from 'kysely';
import type { Order, OrderItem, OrderItemTable, OrderTable } from '../db/schema';
import type { Executor } from './executor';
import { ORDER_STATUS } from '../schemas/codes';

export async function findOrder(db: Executor, orderNumber: string): Promise<Order | undefined> {
  return db.selectFrom('order').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

/** A member's order as the member sees it: another member's or a deleted one is not there. */
export async function findMemberOrder(db: Executor, memberId: number, orderNumber: string): Promise<Order | undefined> {
  return db
    .selectFrom('order')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function pageMemberOrders(
  db: Executor,
  memberId: number,
  status: number | null,
  offset: number,
  limit: number,
): Promise<{ orders: Order[]; total: number }> {
  let base = db.selectFrom('order').where('member_id', '=', memberId).where('deleted_at', 'is', null);
  if (status !== null) base = base.where('status', '=', status);
  const [orders, count] = await Promise.all([
    base.selectAll().orderBy('create_time', 'desc').orderBy('order_number', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { orders, total: Number(count.n) };
}

export async function countMemberOrdersByStatus(db: Executor, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

export async function listOrderItems(db: Executor, orderNumbers: string[]): Promise<OrderItem[]> {
  if (orderNumbers.length === 0) return [];
  return db.selectFrom('order_item').selectAll().where('order_number', 'in', orderNumbers).orderBy('id', 'asc').execute();
}

export async function listOrderEvents(
  db: Executor,
  orderNumbers: string[],
): Promise<{ order_number: string; status: number; time: number }[]> {
  if (orderNumbers.length === 0) return [];
  return db
    .selectFrom('order_event')
    .select(['order_number', 'status', 'time'])
    .where('order_number', 'in', orderNumbers)
    .orderBy('id', 'asc')
    .execute();
}

export async function insertOrder(
  db: Executor,
  order: Insertable<OrderTable>,
  items: Omit<Insertable<OrderItemTable>, 'order_number'>[],
): Promise<void> {
  await db.insertInto('order').values(order).execute();
  await db
    .insertInto('order_item')
    .values(items.map((item) => ({ ...item, order_number: order.order_number })))
    .execute();
}

export async function insertOrderEvent(db: Executor, orderNumber: string, status: number, time: number): Promise<void> {
  await db.insertInto('order_event').values({ order_number: orderNumber, status, time }).execute();
}

type TimeColumn = 'pay_time' | 'ship_time' | 'finish_time' | 'cancel_time';

/**
 * Moves an order from one of `from` to `to` only if it is still there: the conditional update is what makes
 * concurrent moves (an expiry sweep and a payment, two sweeps) safe. True when this call moved it.
 */
export async function moveOrderStatus(
  db: Executor,
  orderNumber: string,
  from: readonly number[],
  to: number,
  time: number,
  timeColumn?: TimeColumn,
): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set({ status: to, ...(timeColumn ? { [timeColumn]: time } : {}) })
    .where('order_number', '=', orderNumber)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows) === 1;
  if (moved) await insertOrderEvent(db, orderNumber, to, time);
  return moved;
}

export async function setOrdersPaymentMethod(db: Executor, orderNumbers: string[], paymentMethod: number): Promise<void> {
  await db.updateTable('order').set({ payment_method: paymentMethod }).where('order_number', 'in', orderNumbers).execute();
}

export async function hideOrder(db: Executor, orderNumber: string, time: number): Promise<void> {
  await db.updateTable('order').set({ deleted_at: time }).where('order_number', '=', orderNumber).execute();
}

/** Unpaid orders placed before `createdBefore` (optionally one member's), oldest first. */
export async function listOverdueOrderNumbers(
  db: Executor,
  createdBefore: number,
  limit: number,
  memberId?: number,
): Promise<string[]> {
  let query = db
    .selectFrom('order')
    .select('order_number')
    .where('status', '=', ORDER_STATUS.toPay)
    .where('create_time', '<=', createdBefore);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  const rows = await query.orderBy('create_time', 'asc').limit(limit).execute();
  return rows.map((r) => r.order_number);
}

export async function listOrdersForOperator(db: Executor, status: number | null, limit: number): Promise<(Order & { mobile: string })[]> {
  let query = db
    .selectFrom('order')
    .innerJoin('member', 'member.id', 'order.member_id')
    .selectAll('order')
    .select('member.mobile');
  if (status !== null) query = query.where('order.status', '=', status);
  return query.orderBy('order.create_time', 'desc').limit(limit).execute();
}
