// Paying orders: instructions from the provider, then confirmation by the provider's signed notification
// (bank app) or by the bank's transfer notice / the operator (bank transfer).
import { randomBytes } from 'node:crypto';
import type { Order } from '../db/schema';
import { MallError } from '../errors';
import { clock, toIso } from '../clock';
import { money } from '../lib/money';
import type { Executor } from '../repositories/executor';
import { findMemberOrder, findOrder, moveOrderStatus, setOrdersPaymentMethod, ORDER_STATUS } from '../repositories/order-repository';
import * as payments from '../repositories/payment-repository';
import type { PaymentProvider } from './payment-providers';
import { expireOverdueOrders } from './expiry';

export const MAX_ORDERS_PER_PAYMENT = 20;

export type PaymentInstruction =
  | { payType: 1; amount: number; bankName: string; accountName: string; accountNumber: string; reference: string }
  | { payType: 2; amount: number; deeplink: string; qrString: string; expiresAt: string };

export interface PaymentOptions {
  paymentWindowMinutes: number;
  provider: PaymentProvider;
}

/**
 * `"a,b"` or `["a","b"]` → distinct trimmed order numbers. Checked here too because ajv's type coercion inside
 * the schema's anyOf lets nested arrays through.
 */
export function parseOrderNumbers(raw: unknown): string[] {
  const list: unknown[] = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [raw];
  if (!list.every((s): s is string => typeof s === 'string' && s.length <= 64)) throw new MallError(99);
  return [...new Set(list.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** A reference the member can type into a banking app: MP + 10 characters without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `MP${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

const payRefusals: Record<number, number> = { 3: 10, 5: 7 };

export async function payOrders(
  db: Executor,
  memberId: number,
  input: { orderNumbers: unknown; payType: number },
  opts: PaymentOptions,
): Promise<PaymentInstruction> {
  const orderNumbers = parseOrderNumbers(input.orderNumbers);
  if (orderNumbers.length === 0) throw new MallError(102);
  if (orderNumbers.length > MAX_ORDERS_PER_PAYMENT || (input.payType !== 1 && input.payType !== 2)) throw new MallError(99);
  await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);

  const orders: Order[] = [];
  for (const orderNumber of orderNumbers) {
    const order = await findMemberOrder(db, memberId, orderNumber);
    if (!order) throw new MallError(4);
    orders.push(order);
  }
  for (const order of orders) {
    const status = Number(order.status);
    if (status !== ORDER_STATUS.toPay) throw new MallError(payRefusals[status] ?? 1);
  }

  const now = clock.now();
  const amountCents = orders.reduce((sum, o) => sum + Number(o.amount_cents), 0);
  const expiresAt = Math.min(...orders.map((o) => Number(o.create_time) + opts.paymentWindowMinutes * 60_000));
  const reference = newReference();
  await db.transaction().execute(async (trx) => {
    await setOrdersPaymentMethod(trx, orderNumbers, input.payType);
    await payments.insertPayment(trx, {
      reference,
      member_id: memberId,
      order_numbers: JSON.stringify(orderNumbers),
      pay_type: input.payType,
      amount_cents: amountCents,
      status: 'pending',
      created_at: now,
      expires_at: expiresAt,
      paid_at: null,
    });
  });

  const request = { reference, amountCents, expiresAt };
  if (input.payType === 1) {
    return { payType: 1, amount: money(amountCents), ...opts.provider.bankTransfer(request), reference };
  }
  return { payType: 2, amount: money(amountCents), ...opts.provider.appPayment(request), expiresAt: toIso(expiresAt) };
}

export interface ConfirmedPayment {
  reference: string;
  paidOrders: string[];
  /** Orders that were no longer waiting for payment (e.g. cancelled after the window): the money needs a refund. */
  notPayable: string[];
  alreadyPaid: boolean;
}

/** Marks the payment paid (once) and its orders to_delivered, in one transaction. */
export async function confirmPayment(db: Executor, reference: string, paidAt: number = clock.now()): Promise<ConfirmedPayment> {
  return db.transaction().execute(async (trx) => {
    const payment = await payments.findPaymentByReference(trx, reference);
    if (!payment) throw new MallError(3);
    const orderNumbers = JSON.parse(payment.order_numbers) as string[];
    if (!(await payments.markPaymentPaid(trx, reference, paidAt))) {
      const current = await payments.findPaymentByReference(trx, reference);
      if (current?.status === 'paid') return { reference, paidOrders: [], notPayable: [], alreadyPaid: true };
      // An expired payment that still arrives: the money is real, so take it.
      await trx.updateTable('payment').set({ status: 'paid', paid_at: paidAt }).where('reference', '=', reference).execute();
    }
    const paidOrders: string[] = [];
    const notPayable: string[] = [];
    for (const orderNumber of orderNumbers) {
      const moved = await moveOrderStatus(trx, orderNumber, [ORDER_STATUS.toPay], ORDER_STATUS.toDelivered, paidAt, 'pay_time');
      (moved ? paidOrders : notPayable).push(orderNumber);
    }
    return { reference, paidOrders, notPayable, alreadyPaid: false };
  });
}

/** The provider's signed notification: refused (99) unless its signature verifies; 3 for an unknown payment; 1 for a wrong amount. */
export async function handleNotification(db: Executor, provider: PaymentProvider, body: unknown): Promise<ConfirmedPayment | null> {
  const notification = provider.verifyNotification(body);
  if (!notification) throw new MallError(99, 'Bad signature');
  const payment = await payments.findPaymentByReference(db, notification.reference);
  if (!payment) throw new MallError(3);
  if (Number(payment.amount_cents) !== notification.amountCents) throw new MallError(1, 'Amount does not match the payment');
  if (notification.status !== 'paid') return null;
  return confirmPayment(db, notification.reference, notification.paidAt);
}

/** The operator (or the bank's transfer notice) confirms a transfer, by payment reference or order number. */
export async function confirmTransfer(db: Executor, referenceOrOrderNumber: string): Promise<ConfirmedPayment> {
  const key = referenceOrOrderNumber.trim();
  if (await payments.findPaymentByReference(db, key)) return confirmPayment(db, key);
  const order = await findOrder(db, key);
  if (!order) throw new MallError(4);
  const pending = await payments.findPendingPaymentForOrder(db, key);
  if (pending) return confirmPayment(db, pending.reference);
  if (Number(order.status) !== ORDER_STATUS.toPay) throw new MallError(payRefusals[Number(order.status)] ?? 1);
  // Paid by transfer before the member asked for instructions: the order alone moves.
  const now = clock.now();
  const moved = await db
    .transaction()
    .execute((trx) => moveOrderStatus(trx, key, [ORDER_STATUS.toPay], ORDER_STATUS.toDelivered, now, 'pay_time'));
  if (!moved) throw new MallError(1);
  return { reference: '', paidOrders: [key], notPayable: [], alreadyPaid: false };
}
