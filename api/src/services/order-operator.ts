// What the merchant does to orders, from the operator command line and the merchant console alike (one service, two
// front doors): list, ship, record a return, refund.
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import type { Executor } from '../repositories/executor';
import { findOrder, listOrdersForOperator, moveOrderStatus, recordCashTaken } from '../repositories/order-repository';
import { ORDER_STATUS, PAYMENT_METHOD_CASH } from '../schemas/codes';
import { cancelReturningStock } from './expiry';
import { invalidateStock } from './catalog-cache';
import { returnStock } from '../repositories/purchasable-repository';
import { addRefunded, addReturnedUnits, insertReturn, refundWhole } from '../repositories/order-return-repository';
import type { RefundMethod } from '../db/schema';
import { enqueueOrderNotice } from './shopper-notices';

export const STATUS_NAMES: Record<number, string> = {
  1: 'to_pay',
  2: 'to_delivered',
  3: 'to_receive',
  5: 'completed',
  6: 'cancelled',
  7: 'returned_goods_refund',
  8: 'refunded',
};

// What a refusal answers in the API, by the order's state: the catalogue's codes for an order in the wrong state.
const REFUSAL_CODE: Record<number, number> = {
  [ORDER_STATUS.toPay]: ERROR_CODE.orderPendingPayment,
  [ORDER_STATUS.toDelivered]: ERROR_CODE.orderNotShipped,
  [ORDER_STATUS.toReceive]: ERROR_CODE.orderShipped,
  [ORDER_STATUS.completed]: ERROR_CODE.orderCompleted,
};

/** An order not in a state the step can start from: the operator reads the message, the console the code. */
export class OperatorRefusal extends MallError {
  constructor(status: number, message: string) {
    super(REFUSAL_CODE[status] ?? ERROR_CODE.fail, message);
    this.name = 'OperatorRefusal';
  }
}

/** More to write in the step's own transaction once the order has moved (the console's audit entry). */
export type AlsoInTransaction = (trx: Executor) => Promise<void>;

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
  timeColumn: 'ship_time' | 'finish_time' | undefined,
  also: AlsoInTransaction | undefined,
): Promise<void> {
  const order = await existing(db, orderNumber);
  const refuse = (status: number) =>
    new OperatorRefusal(
      status,
      `Order ${orderNumber} is ${STATUS_NAMES[status] ?? status}; only an order that is ${from.map((s) => STATUS_NAMES[s]).join(' or ')} can become ${STATUS_NAMES[to]}.`,
    );
  if (!from.includes(Number(order.status))) throw refuse(Number(order.status));
  const moved = await db.transaction().execute(async (trx) => {
    const done = await moveOrderStatus(trx, orderNumber, from, to, clock.now(), timeColumn);
    if (done) await enqueueOrderNotice(trx, orderNumber, to);
    if (done && also) await also(trx);
    return done;
  });
  if (!moved) throw refuse(Number((await existing(db, orderNumber)).status));
}

export function shipOrder(db: Executor, orderNumber: string, also?: AlsoInTransaction): Promise<void> {
  return move(db, orderNumber, [ORDER_STATUS.toDelivered], ORDER_STATUS.toReceive, 'ship_time', also);
}

/** The goods came back after shipping; the refund is a separate step. */
export function recordReturn(db: Executor, orderNumber: string, also?: AlsoInTransaction): Promise<void> {
  return move(
    db,
    orderNumber,
    [ORDER_STATUS.toReceive, ORDER_STATUS.completed],
    ORDER_STATUS.returned,
    undefined,
    also,
  );
}

/**
 * Refunds a returned order, or a paid one that never left the shop (whose stock then returns): all of its money, so
 * not one that was refunded in part by its returns already (those go on by line).
 */
export async function refundOrder(db: Executor, orderNumber: string, also?: AlsoInTransaction): Promise<void> {
  const order = await existing(db, orderNumber);
  const whole: AlsoInTransaction = async (trx) => {
    if (!(await refundWhole(trx, orderNumber))) throw new MallError(ERROR_CODE.refundOverPaid);
    if (also) await also(trx);
  };
  if (Number(order.status) === ORDER_STATUS.toDelivered) {
    if (
      await cancelReturningStock(db, orderNumber, [ORDER_STATUS.toDelivered], ORDER_STATUS.refunded, clock.now(), whole)
    )
      return;
  }
  return move(db, orderNumber, [ORDER_STATUS.returned], ORDER_STATUS.refunded, undefined, whole);
}

/** The states an order is returned or refunded by line from: paid, and not refunded whole or cancelled. */
const RETURNABLE = [ORDER_STATUS.toDelivered, ORDER_STATUS.toReceive, ORDER_STATUS.completed, ORDER_STATUS.returned];

export interface LineReturn {
  orderNumber: string;
  staffId: number;
  lines: Array<{ itemId: number; quantity: number }>;
  reason: string;
  refundCents: number;
  refundMethod: RefundMethod | '';
  refundReference: string;
  restock: boolean;
}

/**
 * Some units of some lines came back, some money went back, or both; in one transaction with the return's row and
 * `also`. The order's row is updated first (it queues concurrent returns of the order), then the lines by id, then the
 * SKUs by id (the lock order of placing), so nothing is refunded past what was paid, returned past what was bought, or
 * put back in stock twice. The id of the return.
 */
export async function returnLines(db: Executor, input: LineReturn, also?: AlsoInTransaction): Promise<number> {
  const { orderNumber } = input;
  const lines = [...input.lines].sort((a, b) => a.itemId - b.itemId);
  if (new Set(lines.map((l) => l.itemId)).size !== lines.length)
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: a line is named twice');
  const restocked: Array<{ skuId: number; prodId: number; quantity: number }> = [];
  const id = await db.transaction().execute(async (trx) => {
    if (!(await addRefunded(trx, orderNumber, RETURNABLE, input.refundCents))) {
      const order = await existing(trx, orderNumber);
      if (!(RETURNABLE as readonly number[]).includes(Number(order.status)))
        throw new OperatorRefusal(
          Number(order.status),
          `Order ${orderNumber} is ${STATUS_NAMES[Number(order.status)]}; only a paid order is returned by line.`,
        );
      throw new MallError(ERROR_CODE.refundOverPaid);
    }
    for (const line of lines) {
      const item = await addReturnedUnits(trx, orderNumber, line.itemId, line.quantity);
      if (!item) throw new MallError(ERROR_CODE.returnOverBought);
      if (input.restock) restocked.push({ ...item, quantity: line.quantity });
    }
    for (const unit of [...restocked].sort((a, b) => a.skuId - b.skuId))
      await returnStock(trx, unit.skuId, unit.quantity);
    const returnId = await insertReturn(
      trx,
      {
        order_number: orderNumber,
        staff_id: input.staffId,
        reason: input.reason,
        refund_cents: input.refundCents,
        refund_method: input.refundMethod,
        refund_reference: input.refundReference,
        restock: input.restock && lines.length > 0 ? 1 : 0,
        created_at: clock.now(),
      },
      lines,
    );
    if (also) await also(trx);
    return returnId;
  });
  if (restocked.length) invalidateStock(restocked.map((r) => r.prodId));
  return id;
}

/** Cash steps are for cash orders only (a transfer's order is settled by its payment). */
async function cashOrder(db: Executor, orderNumber: string) {
  const order = await existing(db, orderNumber);
  if (Number(order.payment_method) !== PAYMENT_METHOD_CASH)
    throw new MallError(ERROR_CODE.fail, `Order ${orderNumber} is not a cash-on-delivery order.`);
  return order;
}

/**
 * The rider delivered a cash order and brought back `cashCents` (to be delivered or to receive -> completed): what was
 * taken is recorded as it is, short or over, for the day's cash report.
 */
export async function completeCashOrder(
  db: Executor,
  orderNumber: string,
  cashCents: number,
  staffId: number,
  also?: AlsoInTransaction,
): Promise<void> {
  await cashOrder(db, orderNumber);
  return move(
    db,
    orderNumber,
    [ORDER_STATUS.toDelivered, ORDER_STATUS.toReceive],
    ORDER_STATUS.completed,
    'finish_time',
    async (trx) => {
      await recordCashTaken(trx, orderNumber, cashCents, staffId, clock.now());
      if (also) await also(trx);
    },
  );
}

/** The shopper refused a cash order at the door, or it was called off: cancelled, and its stock returns. */
export async function refuseCashOrder(db: Executor, orderNumber: string, also?: AlsoInTransaction): Promise<void> {
  const order = await cashOrder(db, orderNumber);
  const from = [ORDER_STATUS.toDelivered, ORDER_STATUS.toReceive];
  if (await cancelReturningStock(db, orderNumber, from, ORDER_STATUS.cancelled, clock.now(), also)) return;
  const now = await existing(db, orderNumber);
  throw new OperatorRefusal(
    Number(now.status),
    `Order ${orderNumber} is ${STATUS_NAMES[Number(now.status)] ?? order.status}; only a cash order not yet settled can be refused.`,
  );
}

export function listOrders(db: Executor, status: number | null, limit = 100) {
  return listOrdersForOperator(db, status, limit);
}
