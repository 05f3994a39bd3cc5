// What the merchant does to orders (from the operator command line): list, ship, record a return, refund.
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import type { Executor } from '../repositories/executor';
import { findOrder, listOrdersForOperator, moveOrderStatus } from '../repositories/order-repository';
import { ORDER_STATUS } from '../schemas/codes';
import { cancelReturningStock } from './expiry';

export const STATUS_NAMES: Record<number, string> = {
  1: 'to_pay',
  2: 'to_delivered',
  3: 'to_receive',
  5: 'completed',
  6: 'cancelled',
  7: 'returned_goods_refund',
  8: 'refunded',
};

export class OperatorRefusal extends Error {}

async function existing(db: Executor, orderNumber: string) {
  const order = await findOrder(db, orderNumber);
  if (!order) throw new MallError(ERROR_CODE.orderNotFound);
  return order;
}

async function move(
  db: Executor,
  orderNumber: string,
  from: number[],
  to: number,
  timeColumn?: 'ship_time',
): Promise<void> {
  const order = await existing(db, orderNumber);
  const refuse = (status: number) =>
    new OperatorRefusal(
      `Order ${orderNumber} is ${STATUS_NAMES[status] ?? status}; only an order that is ${from.map((s) => STATUS_NAMES[s]).join(' or ')} can become ${STATUS_NAMES[to]}.`,
    );
  if (!from.includes(Number(order.status))) throw refuse(Number(order.status));
  const moved = await db
    .transaction()
    .execute((trx) => moveOrderStatus(trx, orderNumber, from, to, clock.now(), timeColumn));
  if (!moved) throw refuse(Number((await existing(db, orderNumber)).status));
}

export function shipOrder(db: Executor, orderNumber: string): Promise<void> {
  return move(db, orderNumber, [ORDER_STATUS.toDelivered], ORDER_STATUS.toReceive, 'ship_time');
}

/** The goods came back after shipping; the refund is a separate step. */
export function recordReturn(db: Executor, orderNumber: string): Promise<void> {
  return move(db, orderNumber, [ORDER_STATUS.toReceive, ORDER_STATUS.completed], ORDER_STATUS.returned);
}

/** Refunds a returned order, or a paid one that never left the shop (whose stock then returns). */
export async function refundOrder(db: Executor, orderNumber: string): Promise<void> {
  const order = await existing(db, orderNumber);
  if (Number(order.status) === ORDER_STATUS.toDelivered) {
    if (await cancelReturningStock(db, orderNumber, [ORDER_STATUS.toDelivered], ORDER_STATUS.refunded)) return;
  }
  return move(db, orderNumber, [ORDER_STATUS.returned], ORDER_STATUS.refunded);
}

export function listOrders(db: Executor, status: number | null, limit = 100) {
  return listOrdersForOperator(db, status, limit);
}
