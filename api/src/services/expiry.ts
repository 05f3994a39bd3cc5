// Orders left unpaid past the payment window are cancelled and their stock returns; shipped orders complete
// by themselves after a while; expired codes, sessions and reservations go. Run as a job once a minute across the
// deployment (services/jobs) and, lazily, before a member reads or pays. Every move is a conditional
// update, so concurrent sweeps (a sweep and a payment, the CLI and a server) are safe.
import { clock } from '../clock';
import { invalidateStock } from './catalog-cache';
import type { Executor } from '../repositories/executor';
import {
  listLongShippedOrderNumbers,
  listOrderItems,
  listOverdueOrderNumbers,
  moveOrderStatus,
} from '../repositories/order-repository';
import { ORDER_STATUS } from '../schemas/codes';
import { addSoldNum, returnStock } from '../repositories/purchasable-repository';
import { expirePayments } from '../repositories/payment-repository';
import { deleteExpiredCheckouts } from '../repositories/checkout-repository';
import { deleteCodesCreatedBefore } from '../repositories/verification-code';
import { deleteDeadSessions } from '../repositories/session';
import { CLUSTER_LOCK, withClusterLock } from '../repositories/cluster-lock';
import { enqueueOrderNotice } from './shopper-notices';

export const AUTO_RECEIPT_AFTER_MS = 10 * 24 * 60 * 60 * 1000;
/** Verification codes are kept a day: the daily cap on codes per mobile counts them. */
export const CODE_KEPT_MS = 24 * 60 * 60 * 1000;
/** The advisory lock key of the sweep (any number no other lock of ours uses). */
const SWEEP_BATCH = 200;

/** Moves an order from `from` to cancelled (or refunded) and puts its goods back on the shelf, in one transaction. */
export async function cancelReturningStock(
  db: Executor,
  orderNumber: string,
  from: readonly number[],
  to: number = ORDER_STATUS.cancelled,
  now: number = clock.now(),
  also?: (trx: Executor) => Promise<void>,
): Promise<boolean> {
  const prodIds = await db.transaction().execute(async (trx) => {
    const moved = await moveOrderStatus(
      trx,
      orderNumber,
      from,
      to,
      now,
      to === ORDER_STATUS.cancelled ? 'cancel_time' : undefined,
    );
    if (!moved) return undefined;
    await enqueueOrderNotice(trx, orderNumber, to);
    // Ascending ids, the lock order of placing, so a cancel and a placement cannot deadlock.
    const items = await listOrderItems(trx, [orderNumber]);
    for (const item of [...items].sort((a, b) => Number(a.sku_id) - Number(b.sku_id))) {
      await returnStock(trx, Number(item.sku_id), Number(item.prod_count));
    }
    for (const item of [...items].sort((a, b) => Number(a.prod_id) - Number(b.prod_id))) {
      await addSoldNum(trx, Number(item.prod_id), -Number(item.prod_count));
    }
    if (also) await also(trx);
    return items.map((item) => Number(item.prod_id));
  });
  if (!prodIds) return false;
  invalidateStock(prodIds);
  return true;
}

/** Cancels unpaid orders older than the window (one member's, or everyone's); returns how many this call cancelled. */
/** An unpaid order placed before this time is past its payment window. */
export function paymentDeadlinePassedBefore(paymentWindowMinutes: number, now = clock.now()): number {
  return now - paymentWindowMinutes * 60_000;
}

export async function expireOverdueOrders(
  db: Executor,
  paymentWindowMinutes: number,
  memberId?: number,
): Promise<number> {
  const now = clock.now();
  const numbers = await listOverdueOrderNumbers(
    db,
    paymentDeadlinePassedBefore(paymentWindowMinutes, now),
    SWEEP_BATCH,
    memberId,
  );
  let cancelled = 0;
  for (const orderNumber of numbers) {
    if (await cancelReturningStock(db, orderNumber, [ORDER_STATUS.toPay], ORDER_STATUS.cancelled, now)) cancelled += 1;
  }
  return cancelled;
}

async function completeLongShipped(db: Executor, now: number): Promise<number> {
  const numbers = await listLongShippedOrderNumbers(db, now - AUTO_RECEIPT_AFTER_MS, SWEEP_BATCH);
  let completed = 0;
  for (const order_number of numbers) {
    const moved = await db
      .transaction()
      .execute((trx) =>
        moveOrderStatus(trx, order_number, [ORDER_STATUS.toReceive], ORDER_STATUS.completed, now, 'finish_time'),
      );
    if (moved) completed += 1;
  }
  return completed;
}

export interface SweepResult {
  cancelled: number;
  completed: number;
  codes: number;
  sessions: number;
  checkouts: number;
}

export async function sweep(db: Executor, paymentWindowMinutes: number): Promise<SweepResult> {
  const now = clock.now();
  const cancelled = await expireOverdueOrders(db, paymentWindowMinutes);
  const completed = await completeLongShipped(db, now);
  await expirePayments(db, now);
  const checkouts = await deleteExpiredCheckouts(db, now);
  const codes = await deleteCodesCreatedBefore(db, now - CODE_KEPT_MS);
  const sessions = await deleteDeadSessions(db, now);
  return { cancelled, completed, codes, sessions, checkouts };
}

/** `sweep` unless another process of the cluster is sweeping now (then undefined). */
export function sweepOncePerCluster(db: Executor, paymentWindowMinutes: number): Promise<SweepResult | undefined> {
  return withClusterLock(db, CLUSTER_LOCK.sweep, () => sweep(db, paymentWindowMinutes));
}
