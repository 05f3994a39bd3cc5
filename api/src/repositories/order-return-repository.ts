// Returns by line and refunds: the conditional updates that keep them within what was bought and paid, and the rows
// that record each return.
import type { OrderReturnTable, RefundMethod } from '../db/schema';
import type { Insertable } from 'kysely';
import type { Executor } from './executor';

/**
 * Adds `cents` to the order's refunded money if the order is in one of `statuses` and the total stays within what it
 * cost. The one conditional update is the guard: concurrent refunds of one order queue on its row, and each sees the
 * others' sums. True when this call added it (with 0 cents: the order is there, in such a state).
 */
export async function addRefunded(
  db: Executor,
  orderNumber: string,
  statuses: readonly number[],
  cents: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', cents) }))
    .where('order_number', '=', orderNumber)
    .where('status', 'in', [...statuses])
    .where((eb) => eb(eb('refunded_cents', '+', cents), '<=', eb.ref('amount_cents')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the whole order refunded if nothing of it was refunded before. True when this call did. */
export async function refundWhole(db: Executor, orderNumber: string): Promise<boolean> {
  const result = await db
    .updateTable('order')
    .set((eb) => ({ refunded_cents: eb.ref('amount_cents') }))
    .where('order_number', '=', orderNumber)
    .where('refunded_cents', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts `quantity` more units of the line as returned if they stay within what was bought. True when it did. */
export async function addReturnedUnits(
  db: Executor,
  orderNumber: string,
  itemId: number,
  quantity: number,
): Promise<{ skuId: number; prodId: number } | undefined> {
  const result = await db
    .updateTable('order_item')
    .set((eb) => ({ returned_count: eb('returned_count', '+', quantity) }))
    .where('id', '=', itemId)
    .where('order_number', '=', orderNumber)
    .where((eb) => eb(eb('returned_count', '+', quantity), '<=', eb.ref('prod_count')))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const item = await db
    .selectFrom('order_item')
    .select(['sku_id', 'prod_id'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return { skuId: Number(item.sku_id), prodId: Number(item.prod_id) };
}

export async function insertReturn(
  db: Executor,
  row: Insertable<OrderReturnTable>,
  lines: Array<{ itemId: number; quantity: number }>,
): Promise<number> {
  const { id } = await db.insertInto('order_return').values(row).returning('id').executeTakeFirstOrThrow();
  if (lines.length)
    await db
      .insertInto('order_return_line')
      .values(lines.map((l) => ({ return_id: Number(id), order_item_id: l.itemId, quantity: l.quantity })))
      .execute();
  return Number(id);
}

export interface ReturnRow {
  id: number;
  staffName: string;
  reason: string;
  refundCents: number;
  refundMethod: RefundMethod | '';
  refundReference: string;
  restock: boolean;
  createdAt: number;
  lines: Array<{ itemId: number; quantity: number }>;
}

/** The order's returns, oldest first, with who recorded each and their lines. */
export async function listReturnsOf(db: Executor, orderNumber: string): Promise<ReturnRow[]> {
  const returns = await db
    .selectFrom('order_return')
    .innerJoin('staff', 'staff.id', 'order_return.staff_id')
    .selectAll('order_return')
    .select('staff.name as staff_name')
    .where('order_return.order_number', '=', orderNumber)
    .orderBy('order_return.id', 'asc')
    .execute();
  const lines = returns.length
    ? await db
        .selectFrom('order_return_line')
        .select(['return_id', 'order_item_id', 'quantity'])
        .where(
          'return_id',
          'in',
          returns.map((r) => r.id),
        )
        .orderBy('id', 'asc')
        .execute()
    : [];
  return returns.map((r) => ({
    id: Number(r.id),
    staffName: r.staff_name,
    reason: r.reason,
    refundCents: Number(r.refund_cents),
    refundMethod: r.refund_method,
    refundReference: r.refund_reference,
    restock: Number(r.restock) === 1,
    createdAt: Number(r.created_at),
    lines: lines
      .filter((l) => Number(l.return_id) === Number(r.id))
      .map((l) => ({ itemId: Number(l.order_item_id), quantity: Number(l.quantity) })),
  }));
}
