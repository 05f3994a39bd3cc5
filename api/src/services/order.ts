// A member's orders: counts, pages, detail, and the member's own moves (cancel, delete, confirm receipt).
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import type { Lang } from '../lib/lang';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import type { Executor } from '../repositories/executor';
import * as orders from '../repositories/order-repository';
import { ORDER_STATUS, PAYMENT_METHOD_CASH } from '../schemas/codes';
import { loadOrderViews, type OrderView } from './order-view';
import { cancelReturningStock, expireOverdueOrders, paymentDeadlinePassedBefore } from './expiry';
import type { Static } from '@fastify/type-provider-typebox';
import type { OrderListQuery } from '../schemas/commerce';

export const LISTABLE_STATUSES = [1, 2, 3, 5, 6, 7, 8];

export interface OrderServiceOptions {
  paymentWindowMinutes: number;
}

async function memberOrder(db: Executor, memberId: number, orderNumber: string) {
  const order = await orders.findMemberOrder(db, memberId, orderNumber);
  if (!order) throw new MallError(ERROR_CODE.orderNotFound);
  return order;
}

export async function countOrders(db: Executor, memberId: number, opts: OrderServiceOptions) {
  await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);
  const counts = await orders.countMemberOrdersByStatus(db, memberId);
  const of = (status: number) => counts.get(status) ?? 0;
  return {
    all: [...counts.values()].reduce((a, b) => a + b, 0),
    toPay: of(ORDER_STATUS.toPay),
    toDelivered: of(ORDER_STATUS.toDelivered),
    toReceive: of(ORDER_STATUS.toReceive),
    completed: of(ORDER_STATUS.completed),
    cancelled: of(ORDER_STATUS.cancelled),
  };
}

export async function pageOrders(
  db: Executor,
  memberId: number,
  query: Static<typeof OrderListQuery>,
  lang: Lang,
  opts: OrderServiceOptions,
): Promise<Page<OrderView>> {
  if (query.status !== 0 && !LISTABLE_STATUSES.includes(query.status)) throw new MallError(ERROR_CODE.badRequest);
  const status = query.status === 0 ? null : query.status;
  const overdueBefore = paymentDeadlinePassedBefore(opts.paymentWindowMinutes);
  let summary = await orders.summarizeMemberOrders(db, memberId, status, overdueBefore);
  if (summary.overdue > 0) {
    await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);
    summary = await orders.summarizeMemberOrders(db, memberId, status, overdueBefore);
  }
  const { total } = summary;
  const offset = offsetOf(query.current, query.size);
  const rows = offset < total ? await orders.pageMemberOrders(db, memberId, status, offset, query.size) : [];
  return pageOf(await loadOrderViews(db, rows, lang), total, query.current, query.size);
}

export async function getOrder(
  db: Executor,
  memberId: number,
  orderNumber: string,
  lang: Lang,
  opts: OrderServiceOptions,
): Promise<OrderView> {
  await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);
  const order = await memberOrder(db, memberId, orderNumber);
  return (await loadOrderViews(db, [order], lang))[0];
}

/** Why a state refuses a move. */
function refusal(status: number, rules: Partial<Record<number, number>>): MallError {
  return new MallError(rules[status] ?? ERROR_CODE.fail);
}

export async function cancelOrder(
  db: Executor,
  memberId: number,
  orderNumber: string,
  opts: OrderServiceOptions,
): Promise<void> {
  await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);
  const order = await memberOrder(db, memberId, orderNumber);
  const cancelRefusals = {
    [ORDER_STATUS.toReceive]: ERROR_CODE.orderShipped,
    [ORDER_STATUS.completed]: ERROR_CODE.orderCompleted,
  };
  // A cash order owes nothing until the rider comes: the shopper may cancel it until it leaves the shop.
  const cancellable: number =
    Number(order.payment_method) === PAYMENT_METHOD_CASH ? ORDER_STATUS.toDelivered : ORDER_STATUS.toPay;
  if (Number(order.status) !== cancellable) throw refusal(Number(order.status), cancelRefusals);
  if (!(await cancelReturningStock(db, orderNumber, [cancellable]))) {
    // Paid or cancelled in the meantime: answer from where it is now.
    const now = await memberOrder(db, memberId, orderNumber);
    throw refusal(Number(now.status), cancelRefusals);
  }
}

export async function confirmReceipt(db: Executor, memberId: number, orderNumber: string): Promise<void> {
  const order = await memberOrder(db, memberId, orderNumber);
  const receiptRefusals = {
    [ORDER_STATUS.toPay]: ERROR_CODE.orderNotShipped,
    [ORDER_STATUS.toDelivered]: ERROR_CODE.orderNotShipped,
    [ORDER_STATUS.completed]: ERROR_CODE.orderCompleted,
  };
  if (Number(order.status) !== ORDER_STATUS.toReceive) throw refusal(Number(order.status), receiptRefusals);
  const moved = await db
    .transaction()
    .execute((trx) =>
      orders.moveOrderStatus(
        trx,
        orderNumber,
        [ORDER_STATUS.toReceive],
        ORDER_STATUS.completed,
        clock.now(),
        'finish_time',
      ),
    );
  if (!moved) throw refusal(Number((await memberOrder(db, memberId, orderNumber)).status), receiptRefusals);
}

export async function deleteOrder(
  db: Executor,
  memberId: number,
  orderNumber: string,
  opts: OrderServiceOptions,
): Promise<void> {
  await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);
  const order = await memberOrder(db, memberId, orderNumber);
  const status = Number(order.status);
  const deletable: number[] = [ORDER_STATUS.completed, ORDER_STATUS.cancelled, ORDER_STATUS.refunded];
  if (!deletable.includes(status))
    throw new MallError(status === ORDER_STATUS.toPay ? ERROR_CODE.orderPendingPayment : ERROR_CODE.orderNotCompleted);
  await orders.hideOrder(db, orderNumber, clock.now());
}
