// Paying orders: one open instruction per order from the provider, then confirmation by the provider (its signed
// notification, or its answer when asked) or by the operator (bank transfer). Money that arrives for orders that
// are no longer waiting for it (cancelled, expired) never pays them: the payment is recorded as refund due.
import { randomBytes } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { Order, Payment } from '../db/schema';
import type { PaymentInstructionSchema } from '../schemas/commerce';
import { isUniqueViolation } from '../db/errors';
import { ERROR_CODE, MallError } from '../errors';
import { clock, toIso } from '../clock';
import { money } from '../lib/money';
import { CLUSTER_LOCK, withClusterLock } from '../repositories/cluster-lock';
import type { Executor } from '../repositories/executor';
import { findMemberOrder, findOrder, moveOrderStatus, setOrdersPaymentMethod } from '../repositories/order-repository';
import { ORDER_STATUS } from '../schemas/codes';
import * as payments from '../repositories/payment-repository';
import type {
  AppPaymentDetails,
  PaymentNotification,
  PaymentProvider,
  RawNotification,
} from './payment-providers/types';
import { expireOverdueOrders } from './expiry';
import { enqueueOrderNotice } from './shopper-notices';
import { enqueueJob } from './jobs/runner';
import { shopBankAccount } from './site';

export const MAX_ORDERS_PER_PAYMENT = 20;

export type PaymentInstruction = Static<typeof PaymentInstructionSchema>;

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
  if (!list.every((s): s is string => typeof s === 'string' && s.length <= 64))
    throw new MallError(ERROR_CODE.badRequest);
  return [...new Set(list.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** A reference the member can type into a banking app: MP + 10 characters without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `MP${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

const payRefusals: Record<number, number> = {
  [ORDER_STATUS.toReceive]: ERROR_CODE.orderShipped,
  [ORDER_STATUS.completed]: ERROR_CODE.orderCompleted,
};

const orderNumbersOf = (payment: Payment) => JSON.parse(payment.order_numbers) as string[];
const sameOrders = (a: string[], b: string[]) => a.length === b.length && a.every((n) => b.includes(n));

async function payableOrders(db: Executor, memberId: number, orderNumbers: string[]): Promise<Order[]> {
  const orders: Order[] = [];
  for (const orderNumber of orderNumbers) {
    const order = await findMemberOrder(db, memberId, orderNumber);
    if (!order) throw new MallError(ERROR_CODE.orderNotFound);
    orders.push(order);
  }
  for (const order of orders) {
    const status = Number(order.status);
    if (status !== ORDER_STATUS.toPay) throw new MallError(payRefusals[status] ?? ERROR_CODE.fail);
  }
  return orders;
}

/**
 * The instruction for paying these orders. While an order's payment is open and unexpired, asking again with the
 * same orders and method returns that same instruction; another method (or another set of orders) replaces it.
 * An order past its window is cancelled first, so an expired instruction is never given again (409 / 1).
 */
export async function payOrders(
  db: Executor,
  memberId: number,
  input: { orderNumbers: unknown; payType: number; currency?: 'USD' | 'KHR' },
  opts: PaymentOptions,
): Promise<PaymentInstruction> {
  const orderNumbers = parseOrderNumbers(input.orderNumbers).sort();
  if (orderNumbers.length === 0) throw new MallError(ERROR_CODE.orderNumberEmpty);
  if (orderNumbers.length > MAX_ORDERS_PER_PAYMENT || (input.payType !== 1 && input.payType !== 2))
    throw new MallError(ERROR_CODE.badRequest);
  const payType = input.payType;
  const currency = payType === 2 ? (input.currency ?? 'USD') : 'USD';
  if (currency === 'KHR' && !opts.provider.riel) throw new MallError(ERROR_CODE.rielPaymentUnavailable);
  await expireOverdueOrders(db, opts.paymentWindowMinutes, memberId);
  const orders = await payableOrders(db, memberId, orderNumbers);

  // A request that loses the race for the orders' open payment returns the winner's instruction.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = clock.now();
    const open = await payments.findOpenPayments(db, orderNumbers);
    const same = open.find(
      (p) =>
        p.status === 'pending' &&
        Number(p.expires_at) > now &&
        Number(p.pay_type) === payType &&
        p.instruction &&
        ((JSON.parse(p.instruction) as { currency?: string }).currency ?? 'USD') === currency &&
        sameOrders(orderNumbersOf(p), orderNumbers),
    );
    if (same) return JSON.parse(same.instruction!) as PaymentInstruction;

    const amountCents = orders.reduce((sum, o) => sum + Number(o.amount_cents), 0);
    // The riel each order froze, added (each was rounded once, at its placement); none when one order has none.
    const amountRiel = orders.some((o) => o.amount_riel === null)
      ? null
      : orders.reduce((sum, o) => sum + Number(o.amount_riel), 0);
    if (currency === 'KHR' && amountRiel === null) throw new MallError(ERROR_CODE.rielPaymentUnavailable);
    const expiresAt = Math.min(...orders.map((o) => Number(o.create_time) + opts.paymentWindowMinutes * 60_000));
    const request = {
      reference: newReference(),
      orderNumbers,
      amountCents,
      amountRiel,
      currency,
      createdAt: now,
      expiresAt,
    };
    // The provider may call its gateway: outside the transaction. A loser's gateway payment is simply never shown.
    const instruction: PaymentInstruction =
      payType === 1
        ? {
            payType: 1,
            amount: money(amountCents),
            amountRiel,
            ...((await shopBankAccount(db)) ?? (await opts.provider.bankTransfer(request))),
            reference: request.reference,
          }
        : {
            payType: 2,
            amount: money(amountCents),
            amountRiel,
            ...(await opts.provider.appPayment(request)),
            expiresAt: toIso(expiresAt),
            ...(currency === 'KHR' ? { currency } : {}),
          };
    try {
      await db.transaction().execute(async (trx) => {
        const stale = open
          .filter((p) => p.status === 'pending' && Number(p.expires_at) <= now)
          .map((p) => Number(p.id));
        await payments.closePendingPayments(trx, stale, 'expired');
        await payments.closePendingPayments(
          trx,
          open.map((p) => Number(p.id)).filter((id) => !stale.includes(id)),
          'replaced',
        );
        await setOrdersPaymentMethod(trx, orderNumbers, payType);
        const id = await payments.insertPayment(trx, {
          reference: request.reference,
          member_id: memberId,
          order_numbers: JSON.stringify(orderNumbers),
          pay_type: payType,
          amount_cents: amountCents,
          status: 'pending',
          created_at: now,
          expires_at: expiresAt,
          paid_at: null,
          received_cents: null,
          instruction: JSON.stringify(instruction),
          refunded_at: null,
        });
        await payments.claimOrders(trx, id, orderNumbers);
      });
      return instruction;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new MallError(ERROR_CODE.fail, 'The payment is being changed at this moment; please try again');
}

export type PaymentOutcome = 'paid' | 'already_paid' | 'refund_due';

export interface ConfirmedPayment {
  reference: string;
  orderNumbers: string[];
  /** refund_due: the orders were no longer waiting for payment (cancelled, expired): the money goes back. */
  outcome: PaymentOutcome;
}

/** What a confirmation took: the payment (none: the order alone), what was due and what came. */
export interface SettledMoney {
  reference: string;
  dueCents: number;
  receivedCents: number;
}
/** Runs in the transaction that moves the orders (the console's audit entry). */
export type AlsoInTransaction = (trx: Executor, settled: SettledMoney) => Promise<void>;

class NotPayable extends Error {}

const UNSETTLED = ['pending', 'expired', 'replaced'] as const;

/**
 * Money arrived for a payment: its orders move to to_delivered, all of them or none, in one transaction. If one
 * is no longer payable (cancelled, past its window), nothing moves and the payment becomes refund due.
 */
export async function confirmPayment(
  db: Executor,
  reference: string,
  paymentWindowMinutes: number,
  paidAt: number = clock.now(),
  also?: AlsoInTransaction,
  receivedCents?: number,
): Promise<ConfirmedPayment> {
  const payment = await payments.findPaymentByReference(db, reference);
  if (!payment) throw new MallError(ERROR_CODE.notFound);
  const orderNumbers = orderNumbersOf(payment);
  const dueCents = Number(payment.amount_cents);
  // What a person counted in the bank's statement is recorded as it is, short or over; by default, the amount due.
  const received = { paid_at: paidAt, received_cents: receivedCents ?? dueCents };
  const done = (outcome: PaymentOutcome): ConfirmedPayment => ({ reference, orderNumbers, outcome });
  // Orders past their window are cancelled before the money is looked at: late money never revives them.
  await expireOverdueOrders(db, paymentWindowMinutes, Number(payment.member_id));
  try {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await payments.movePayment(trx, reference, UNSETTLED, 'paid', received))) return false;
      for (const orderNumber of orderNumbers) {
        if (
          !(await moveOrderStatus(trx, orderNumber, [ORDER_STATUS.toPay], ORDER_STATUS.toDelivered, paidAt, 'pay_time'))
        )
          throw new NotPayable();
        await enqueueOrderNotice(trx, orderNumber, ORDER_STATUS.toDelivered);
      }
      await payments.releaseOrders(trx, [Number(payment.id)]);
      // A bank app's (KHQR) money is told to the shop's Telegram; a transfer is confirmed by the staff themselves.
      if (Number(payment.pay_type) === 2) {
        await enqueueJob(trx, { kind: 'telegram-paid', key: `telegram-paid:${reference}`, payload: { reference } });
      }
      if (also) await also(trx, { reference, dueCents, receivedCents: received.received_cents });
      return true;
    });
    if (claimed) return done('paid');
  } catch (error) {
    if (!(error instanceof NotPayable)) throw error;
    if (await refundDue(db, payment, received)) return done('refund_due');
  }
  // Settled already (a retried notification, or the operator and the bank at once): the same answer again.
  const current = await payments.findPaymentByReference(db, reference);
  return done(current?.status === 'paid' ? 'already_paid' : 'refund_due');
}

/** Money that cannot be taken is recorded to go back (once); the orders may then be given a new instruction. */
async function refundDue(
  db: Executor,
  payment: Payment,
  received: { paid_at: number; received_cents: number },
): Promise<boolean> {
  if (!(await payments.movePayment(db, payment.reference, UNSETTLED, 'refund_due', received))) return false;
  await payments.releaseOrders(db, [Number(payment.id)]);
  return true;
}

/**
 * A verified word from the provider: 3 for an unknown payment; null when it says "failed". Money of another
 * amount than the payment's never pays it: it is refund due in full (409 / 1).
 */
async function applyNotification(
  db: Executor,
  notification: PaymentNotification,
  paymentWindowMinutes: number,
): Promise<ConfirmedPayment | null> {
  const payment = await payments.findPaymentByReference(db, notification.reference);
  if (!payment) throw new MallError(ERROR_CODE.notFound);
  const dueRiel = payment.instruction
    ? (JSON.parse(payment.instruction) as { amountRiel?: number | null }).amountRiel
    : null;
  // A riel payment is judged in riel (the QR's amount), not by its dollar worth.
  const wrongAmount =
    notification.amountRiel !== undefined
      ? notification.amountRiel !== dueRiel
      : Number(payment.amount_cents) !== notification.amountCents;
  if (notification.status !== 'paid') {
    if (wrongAmount) throw new MallError(ERROR_CODE.fail, 'Amount does not match the payment');
    return null;
  }
  if (wrongAmount) {
    const receivedCents =
      notification.amountRiel !== undefined && dueRiel
        ? Math.floor((notification.amountRiel * Number(payment.amount_cents)) / dueRiel)
        : notification.amountCents;
    await refundDue(db, payment, { paid_at: notification.paidAt, received_cents: receivedCents });
    throw new MallError(ERROR_CODE.fail, 'Amount does not match the payment: the money is recorded as refund due');
  }
  return confirmPayment(db, notification.reference, paymentWindowMinutes, notification.paidAt);
}

/**
 * The provider's notification, as it arrived: 99 unless its signature verifies; money for orders no longer
 * payable is recorded as refund due and answered 409 / 1 (the same on every retry).
 */
export async function handleNotification(
  db: Executor,
  opts: PaymentOptions,
  raw: RawNotification,
): Promise<ConfirmedPayment | null> {
  const notification = await opts.provider.verifyNotification?.(raw);
  if (!notification) throw new MallError(ERROR_CODE.badRequest, 'Bad signature');
  const result = await applyNotification(db, notification, opts.paymentWindowMinutes);
  if (result?.outcome === 'refund_due')
    throw new MallError(
      ERROR_CODE.fail,
      'The orders are no longer payable (expired or cancelled): the payment is recorded as refund due',
    );
  return result;
}

/** `checkAppPayments` unless another process of the cluster is asking now (then undefined): one question a turn. */
export function checkAppPaymentsOncePerCluster(
  db: Executor,
  opts: PaymentOptions,
): Promise<Awaited<ReturnType<typeof checkAppPayments>> | undefined> {
  return withClusterLock(db, CLUSTER_LOCK.paymentCheck, () => checkAppPayments(db, opts));
}

/**
 * Asks a provider that is asked (not notified) about the recent unpaid app payments and records what it says.
 * One payment's failure (the gateway down, a wrong amount) does not stop the others.
 */
export async function checkAppPayments(
  db: Executor,
  opts: PaymentOptions,
  sinceMs = 24 * 60 * 60_000,
): Promise<{ settled: ConfirmedPayment[]; failed: { reference: string; message: string }[] }> {
  const settled: ConfirmedPayment[] = [];
  const failed: { reference: string; message: string }[] = [];
  const check = opts.provider.checkPayment;
  if (!check) return { settled, failed };
  for (const payment of await payments.listUnpaidAppPayments(db, clock.now() - sinceMs, 500)) {
    const app = payment.instruction ? (JSON.parse(payment.instruction) as AppPaymentDetails) : null;
    try {
      const notification = await check({
        reference: payment.reference,
        amountCents: Number(payment.amount_cents),
        createdAt: Number(payment.created_at),
        app,
      });
      const result = notification && (await applyNotification(db, notification, opts.paymentWindowMinutes));
      if (result) settled.push(result);
    } catch (error) {
      failed.push({ reference: payment.reference, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { settled, failed };
}

/**
 * The operator (or the bank's transfer notice) confirms a transfer, by payment reference or order number, with the
 * amount received when a person counted it. `also` runs in the transaction that moves the orders (the console's audit
 * entry).
 */
export async function confirmTransfer(
  db: Executor,
  referenceOrOrderNumber: string,
  paymentWindowMinutes: number,
  also?: AlsoInTransaction,
  receivedCents?: number,
): Promise<ConfirmedPayment> {
  const key = referenceOrOrderNumber.trim();
  if (await payments.findPaymentByReference(db, key))
    return confirmPayment(db, key, paymentWindowMinutes, clock.now(), also, receivedCents);
  const order = await findOrder(db, key);
  if (!order) throw new MallError(ERROR_CODE.orderNotFound);
  const [open] = await payments.findOpenPayments(db, [key]);
  if (open) return confirmPayment(db, open.reference, paymentWindowMinutes, clock.now(), also, receivedCents);
  if (Number(order.status) !== ORDER_STATUS.toPay)
    throw new MallError(payRefusals[Number(order.status)] ?? ERROR_CODE.fail);
  // Paid by transfer before the member asked for instructions: the order alone moves.
  const now = clock.now();
  const moved = await db.transaction().execute(async (trx) => {
    const done = await moveOrderStatus(trx, key, [ORDER_STATUS.toPay], ORDER_STATUS.toDelivered, now, 'pay_time');
    if (done) await enqueueOrderNotice(trx, key, ORDER_STATUS.toDelivered);
    const dueCents = Number(order.amount_cents);
    if (done && also) await also(trx, { reference: '', dueCents, receivedCents: receivedCents ?? dueCents });
    return done;
  });
  if (!moved) throw new MallError(ERROR_CODE.fail);
  return { reference: '', orderNumbers: [key], outcome: 'paid' };
}

/** Records that a refund-due payment's money went back; false when it was not refund due. */
export async function markRefunded(db: Executor, reference: string): Promise<boolean> {
  if (!(await payments.findPaymentByReference(db, reference))) throw new MallError(ERROR_CODE.notFound);
  return payments.movePayment(db, reference, ['refund_due'], 'refunded', { refunded_at: clock.now() });
}
