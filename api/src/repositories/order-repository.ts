import { sql, type Insertable } from 'kysely';
import type { Order, OrderItem, OrderItemTable, OrderTable } from '../db/schema';
import { compiledOnce, type Executor } from './executor';
import { ORDER_STATUS, PAYMENT_METHOD_CASH } from '../schemas/codes';

export async function findOrder(db: Executor, orderNumber: string): Promise<Order | undefined> {
  return db.selectFrom('order').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

/** Orders of the member waiting for payment (fair stock: each holds its stock until paid or cancelled). */
export async function countUnpaidOrders(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', ORDER_STATUS.toPay)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's cash orders not yet settled (cash on delivery, payment method 3: to be delivered or on its way). */
export async function countOpenCashOrders(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('order')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('payment_method', '=', PAYMENT_METHOD_CASH)
    .where('status', 'in', [ORDER_STATUS.toDelivered, ORDER_STATUS.toReceive])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cash orders delivered (completed) in [from, to), with the cash recorded for each (null: none recorded). */
export async function listCashOrdersFinished(db: Executor, from: number, to: number) {
  return db
    .selectFrom('order')
    .select(['order_number', 'receiver', 'amount_cents', 'cash_taken_cents', 'finish_time'])
    .where('payment_method', '=', PAYMENT_METHOD_CASH)
    .where('status', '=', ORDER_STATUS.completed)
    .where('finish_time', '>=', from)
    .where('finish_time', '<', to)
    .orderBy('finish_time')
    .orderBy('order_number')
    .execute();
}

/** The cash a rider brought back for a cash order, who recorded it and when. */
export async function recordCashTaken(
  db: Executor,
  orderNumber: string,
  cashCents: number,
  staffId: number,
  time: number,
): Promise<void> {
  await db
    .updateTable('order')
    .set({ cash_taken_cents: cashCents, cash_recorded_by: staffId, cash_recorded_at: time })
    .where('order_number', '=', orderNumber)
    .execute();
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

/** A page of a member's order list (one status, or all when null), newest first. */
export async function pageMemberOrders(
  db: Executor,
  memberId: number,
  status: number | null,
  offset: number,
  limit: number,
): Promise<Order[]> {
  return status === null
    ? memberOrderPage(db, [memberId, limit, offset], 0)
    : memberOrderPage(db, [memberId, status, limit, offset], 1);
}

/**
 * How many orders that list holds, and how many of the member's unpaid orders were placed before `overdueBefore`
 * (those must be cancelled before the list is read): one query, so an up-to-date list costs one more, the page.
 */
export async function summarizeMemberOrders(
  db: Executor,
  memberId: number,
  status: number | null,
  overdueBefore: number,
): Promise<{ total: number; overdue: number }> {
  const [row] =
    status === null
      ? await memberOrderSummary(db, [ORDER_STATUS.toPay, overdueBefore, memberId], 0)
      : await memberOrderSummary(db, [status, ORDER_STATUS.toPay, overdueBefore, memberId], 1);
  return { total: Number(row?.total ?? 0), overdue: Number(row?.overdue ?? 0) };
}

// The order list of every signed-in member: compiled once (shape 1: one status, 0: all).
const memberOrderPage = compiledOnce((db, shape) => {
  const base = db.selectFrom('order').where('member_id', '=', 0).where('deleted_at', 'is', null);
  return (shape === 1 ? base.where('status', '=', 0) : base)
    .selectAll()
    .orderBy('create_time', 'desc')
    .orderBy('order_number', 'desc')
    .limit(1)
    .offset(0);
});
const memberOrderSummary = compiledOnce((db, shape) =>
  db
    .selectFrom('order')
    .select((eb) => {
      const listed = eb('deleted_at', 'is', null);
      const countWhen = (condition: typeof listed) =>
        eb.fn.sum<number>(eb.case().when(condition).then(sql.lit(1)).else(sql.lit(0)).end());
      return [
        countWhen(shape === 1 ? eb.and([listed, eb('status', '=', 0)]) : listed).as('total'),
        countWhen(eb.and([eb('status', '=', 0), eb('create_time', '<=', 0)])).as('overdue'),
      ];
    })
    .where('member_id', '=', 0),
);

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

const orderItemsOf = (db: Executor, orderNumbers: string[]) =>
  db.selectFrom('order_item').selectAll().where('order_number', 'in', orderNumbers).orderBy('id', 'asc');
// A page of the order list names up to 50 orders: one compiled query per count.
const compiledOrderItems = compiledOnce((db, count) =>
  orderItemsOf(
    db,
    Array.from({ length: count }, () => ''),
  ),
);

export async function listOrderItems(db: Executor, orderNumbers: string[]): Promise<OrderItem[]> {
  if (orderNumbers.length === 0) return [];
  return orderNumbers.length <= 50
    ? compiledOrderItems(db, orderNumbers, orderNumbers.length)
    : orderItemsOf(db, orderNumbers).execute();
}

export async function listOrderEvents(
  db: Executor,
  orderNumbers: string[],
): Promise<{ order_number: string; status: number; time: number }[]> {
  if (orderNumbers.length === 0) return [];
  return orderNumbers.length <= 50
    ? compiledOrderEvents(db, orderNumbers, orderNumbers.length)
    : orderEventsOf(db, orderNumbers).execute();
}

const orderEventsOf = (db: Executor, orderNumbers: string[]) =>
  db
    .selectFrom('order_event')
    .select(['order_number', 'status', 'time'])
    .where('order_number', 'in', orderNumbers)
    .orderBy('id', 'asc');
const compiledOrderEvents = compiledOnce((db, count) =>
  orderEventsOf(
    db,
    Array.from({ length: count }, () => ''),
  ),
);

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

export async function setOrdersPaymentMethod(
  db: Executor,
  orderNumbers: string[],
  paymentMethod: number,
): Promise<void> {
  await db
    .updateTable('order')
    .set({ payment_method: paymentMethod })
    .where('order_number', 'in', orderNumbers)
    .execute();
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
  const rows =
    memberId === undefined
      ? await overdueOrders(db, [ORDER_STATUS.toPay, createdBefore, limit], 0)
      : await overdueOrders(db, [ORDER_STATUS.toPay, createdBefore, memberId, limit], 1);
  return rows.map((r) => r.order_number);
}

// Also run before every read of a member's orders: compiled once (shape 1: one member's).
const overdueOrders = compiledOnce((db, shape) => {
  const query = db.selectFrom('order').select('order_number').where('status', '=', 0).where('create_time', '<=', 0);
  return (shape === 1 ? query.where('member_id', '=', 0) : query).orderBy('create_time', 'asc').limit(1);
});

export async function listOrdersForOperator(
  db: Executor,
  status: number | null,
  limit: number,
): Promise<(Order & { mobile: string })[]> {
  let query = db
    .selectFrom('order')
    .innerJoin('member', 'member.id', 'order.member_id')
    .selectAll('order')
    .select('member.mobile');
  if (status !== null) query = query.where('order.status', '=', status);
  return query.orderBy('order.create_time', 'desc').limit(limit).execute();
}

export interface StaffOrderFilter {
  status?: number;
  from?: number;
  to?: number;
  orderNumber?: string;
  /** The member's mobile or the receiver's. */
  mobile?: string;
  /** The one search box: these orders (a payment reference's), or digits found in an order number or a mobile. */
  search?: { orderNumbers: string[]; digits?: string };
}

/** `%digits%`: only digits reach a LIKE pattern, so nothing in it is a wildcard. */
const containing = (digits: string) => `%${digits}%`;

/** The console's order list: newest first, with the member's mobile. */
export async function pageOrdersForStaff(db: Executor, f: StaffOrderFilter, offset: number, limit: number) {
  const base = db
    .selectFrom('order')
    .innerJoin('member', 'member.id', 'order.member_id')
    .$if(f.status !== undefined, (q) => q.where('order.status', '=', f.status!))
    .$if(f.from !== undefined, (q) => q.where('order.create_time', '>=', f.from!))
    .$if(f.to !== undefined, (q) => q.where('order.create_time', '<', f.to!))
    .$if(f.orderNumber !== undefined, (q) => q.where('order.order_number', '=', f.orderNumber!))
    .$if(f.mobile !== undefined, (q) =>
      q.where((eb) => eb.or([eb('member.mobile', '=', f.mobile!), eb('order.receiver_mobile', '=', f.mobile!)])),
    )
    .$if(f.search !== undefined, (q) =>
      q.where((eb) => {
        const { orderNumbers, digits } = f.search!;
        const found = [
          ...(orderNumbers.length ? [eb('order.order_number', 'in', orderNumbers)] : []),
          ...(digits
            ? [
                eb('order.order_number', 'like', containing(digits)),
                eb('member.mobile', 'like', containing(digits)),
                eb('order.receiver_mobile', 'like', containing(digits)),
              ]
            : []),
        ];
        return found.length ? eb.or(found) : eb(sql.lit(1), '=', sql.lit(0)); // nothing to look for: no order
      }),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll('order')
      .select('member.mobile')
      .orderBy('order.create_time', 'desc')
      .orderBy('order.order_number', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Who takes a shipped order to the shopper: the rider's name and phone, or a tracking note. */
export async function setOrderDelivery(
  db: Executor,
  orderNumber: string,
  delivery: { rider_name: string; rider_phone: string; delivery_note: string },
): Promise<void> {
  await db.updateTable('order').set(delivery).where('order_number', '=', orderNumber).execute();
}

/** Up to `limit` orders shipped at `shippedBefore` or earlier and not yet received. */
export async function listLongShippedOrderNumbers(db: Executor, shippedBefore: number, limit: number) {
  const rows = await db
    .selectFrom('order')
    .select('order_number')
    .where('status', '=', ORDER_STATUS.toReceive)
    .where('ship_time', '<=', shippedBefore)
    // A cash order completes when its cash is recorded, never by itself.
    .where('payment_method', '!=', PAYMENT_METHOD_CASH)
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_number);
}
