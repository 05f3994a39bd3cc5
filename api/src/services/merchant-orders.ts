// Orders in the console, through the operator's own services (order-operator, payment): the same steps and refusals
// as `npm run mall -- ship|confirm-transfer|return|refund|refunds`, each with its audit entry.
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import type { Order, StaffRole } from '../db/schema';
import { clock, parseIsoTime, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { cents, money } from '../lib/money';
import { offsetOf, pageOf } from '../lib/paging';
import {
  findOrder,
  listOrderItems,
  listCashOrdersFinished,
  pageOrdersForStaff,
  setOrderDelivery,
  type StaffOrderFilter,
} from '../repositories/order-repository';
import {
  findPaymentByReference,
  listPaymentsOfOrder,
  listPaymentsWithMobile,
} from '../repositories/payment-repository';
import { listAuditOf, writeAudit } from '../repositories/audit';
import type { Executor } from '../repositories/executor';
import type { StaffOrderQuery } from '../schemas/merchant';
import { loadOrderViews } from './order-view';
import {
  completeCashOrder,
  recordReturn,
  refundOrder,
  refuseCashOrder,
  returnLines,
  shipOrder,
} from './order-operator';
import { listReturnsOf } from '../repositories/order-return-repository';
import type { ReturnBody } from '../schemas/merchant';
import { confirmTransfer, markRefunded, type SettledMoney } from './payment';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day (YYYY-MM-DD, Phnom Penh) or a time; `end`: the day's end (the start of the next). */
function timeOf(value: string | undefined, end: boolean): number | undefined {
  if (value === undefined) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = day ? parseIsoTime(`${value}T00:00:00+07:00`) : parseIsoTime(value);
  if (time === null) throw new MallError(ERROR_CODE.badRequest, `Request Error: not a date: ${value}`);
  return day && end ? time + DAY_MS : time;
}

/**
 * What the one search box looks for: the orders of a payment reference as the bank app shows it, and digits as typed
 * in an order number or a mobile (spaces, dashes and brackets dropped; +855 read as the 0 the shop stores).
 */
async function searchOf(db: Executor, q: string | undefined): Promise<StaffOrderFilter['search']> {
  const text = q?.trim();
  if (!text) return undefined;
  const payment = await findPaymentByReference(db, text.replace(/\s+/g, '').toUpperCase());
  const typed = text.replace(/[\s\-().]/g, '');
  const digits = /^\+?\d+$/.test(typed) ? typed.replace(/^\+?855(?=\d{8})/, '0').replace(/^\+/, '') : undefined;
  return { orderNumbers: payment ? (JSON.parse(payment.order_numbers) as string[]) : [], digits };
}

async function viewsWithMobile(db: Executor, orders: Array<Order & { mobile: string }>) {
  const views = await loadOrderViews(db, orders, 'en');
  return views.map((view, i) => ({ ...view, mobile: orders[i].mobile }));
}

export async function listOrders(db: Db, query: Static<typeof StaffOrderQuery>) {
  const { rows, total } = await pageOrdersForStaff(
    db,
    {
      status: query.status,
      from: timeOf(query.from, false),
      to: timeOf(query.to, true),
      orderNumber: query.orderNumber?.trim() || undefined,
      mobile: query.mobile?.trim() || undefined,
      search: await searchOf(db, query.q),
    },
    offsetOf(query.current, query.size),
    query.size,
  );
  return pageOf(await viewsWithMobile(db, rows), total, query.current, query.size);
}

/**
 * Each status the order reached, when, and the member of staff who moved it there (null: the shopper or the shop
 * itself, e.g. a placement, a bank's notice or an expiry). A step's audit entry says the status it left the order in.
 */
function historyOf(
  tracking: Array<{ status: number; time: string }>,
  entries: Array<{ after: string | null; staff_name: string }>,
) {
  const unused = entries.map((entry) => ({
    status: (JSON.parse(entry.after ?? '{}') as { status?: number }).status,
    by: entry.staff_name,
  }));
  return tracking.map((event) => {
    const index = unused.findIndex((entry) => entry.status === event.status);
    const [entry] = index === -1 ? [undefined] : unused.splice(index, 1);
    return { ...event, by: entry?.by ?? null };
  });
}

export async function orderDetail(db: Executor, orderNumber: string) {
  const { rows } = await pageOrdersForStaff(db, { orderNumber }, 0, 1);
  if (rows.length === 0) throw new MallError(ERROR_CODE.orderNotFound);
  const [view] = await viewsWithMobile(db, rows);
  const [payments, entries, returns] = await Promise.all([
    listPaymentsOfOrder(db, Number(rows[0].member_id), orderNumber),
    listAuditOf(db, 'order', orderNumber),
    listReturnsOf(db, orderNumber),
  ]);
  return {
    ...view,
    history: historyOf(view.tracking, entries),
    returns: returns.map((r) => ({
      id: r.id,
      time: toIso(r.createdAt),
      by: r.staffName,
      reason: r.reason,
      refund: money(r.refundCents),
      refundMethod: r.refundMethod === '' ? null : r.refundMethod,
      refundReference: r.refundReference,
      restock: r.restock,
      lines: r.lines,
    })),
    cashTaken: rows[0].cash_taken_cents === null ? null : money(Number(rows[0].cash_taken_cents)),
    payments: payments.map((p) => ({
      reference: p.reference,
      payType: Number(p.pay_type),
      amount: money(Number(p.amount_cents)),
      status: p.status,
      createdAt: toIso(Number(p.created_at)),
      paidAt: p.paid_at === null ? null : toIso(Number(p.paid_at)),
      received: p.received_cents === null ? null : money(Number(p.received_cents)),
      refundedAt: p.refunded_at === null ? null : toIso(Number(p.refunded_at)),
    })),
  };
}

export type OrderStep = 'ship' | 'confirmTransfer' | 'return' | 'refund' | 'cashDelivered' | 'cashRefused';

/** Who besides owners works on orders: the console's order calls, and the shop bot's order buttons. */
export const ORDER_STAFF_ROLES: readonly StaffRole[] = ['orders'];

/** A transfer's money as the audit log keeps it: the payment, what was due, what came and how far apart they are. */
function moneyFacts({ reference, dueCents, receivedCents }: SettledMoney) {
  return {
    reference,
    due: money(dueCents),
    received: money(receivedCents),
    difference: money(receivedCents - dueCents),
  };
}

/** The amount a person typed, in cents: dollars with at most two decimals (the schema has said it is 0 or more). */
function typedCents(value: number | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (Math.abs(value * 100 - cents(value)) > 1e-6)
    throw new MallError(ERROR_CODE.badRequest, `Request Error: ${field} has at most two decimals`);
  return cents(value);
}

/**
 * The cash a rider brought back, in cents: dollars as typed, or riel. The order's frozen riel total is its dollar
 * amount exactly (the riel was rounded to the shop's step, so converting it back would look short); any other riel
 * sum is dollars at the order's frozen rate, to the cent.
 */
function cashCentsOf(order: Order, dollars: number | undefined, riel: number | undefined): number | undefined {
  if (dollars !== undefined && riel !== undefined)
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: cash in dollars or in riel, not both');
  if (riel === undefined) return typedCents(dollars, 'cashTaken');
  if (order.amount_riel === null || order.riel_rate === null) throw new MallError(ERROR_CODE.rielPaymentUnavailable);
  if (riel === Number(order.amount_riel)) return Number(order.amount_cents);
  return Math.round((riel * 100) / Number(order.riel_rate));
}

/**
 * One step of an order by a member of staff; the order after it. A transfer's confirmation may say what was received
 * (a short or over payment is recorded as such, on the payment and in the audit entry, and the order moves on).
 */
export async function orderStep(
  db: Db,
  staffId: number,
  step: OrderStep,
  input: {
    orderNumber: string;
    received?: number;
    cashTaken?: number;
    cashTakenRiel?: number;
    rider?: string;
    riderPhone?: string;
    note?: string;
  },
  paymentWindowMinutes: number,
  /** Where the step was taken, when not in the console (the shop bot's buttons): written in its audit entry. */
  via?: 'telegram',
) {
  const { orderNumber } = input;
  const receivedCents = typedCents(input.received, 'received');
  const before = await findOrder(db, orderNumber);
  if (!before) throw new MallError(ERROR_CODE.orderNotFound);
  const cashCents = cashCentsOf(before, input.cashTaken, input.cashTakenRiel);
  const delivery = {
    rider_name: input.rider?.trim() ?? '',
    rider_phone: input.riderPhone?.trim() ?? '',
    delivery_note: input.note?.trim() ?? '',
  };
  const audit = async (trx: Executor, settled?: SettledMoney) => {
    if (step === 'ship') await setOrderDelivery(trx, orderNumber, delivery);
    const after = await findOrder(trx, orderNumber);
    await writeAudit(
      trx,
      {
        staffId,
        action: step,
        entity: 'order',
        entityId: orderNumber,
        before: { status: Number(before.status) },
        after: {
          status: Number(after?.status),
          ...(settled ? moneyFacts(settled) : {}),
          ...(step === 'cashDelivered' && cashCents !== undefined
            ? moneyFacts({ reference: 'cash', dueCents: Number(before.amount_cents), receivedCents: cashCents })
            : {}),
          ...(step === 'ship'
            ? { rider: delivery.rider_name, riderPhone: delivery.rider_phone, note: delivery.delivery_note }
            : {}),
          ...(via ? { via } : {}),
        },
      },
      clock.now(),
    );
  };
  if (step === 'ship') await shipOrder(db, orderNumber, audit);
  if (step === 'return') await recordReturn(db, orderNumber, audit);
  if (step === 'refund') await refundOrder(db, orderNumber, audit);
  if (step === 'cashDelivered') {
    if (cashCents === undefined) throw new MallError(ERROR_CODE.badRequest);
    await completeCashOrder(db, orderNumber, cashCents, staffId, audit);
  }
  if (step === 'cashRefused') await refuseCashOrder(db, orderNumber, audit);
  if (step === 'confirmTransfer') {
    const { outcome, reference } = await confirmTransfer(db, orderNumber, paymentWindowMinutes, audit, receivedCents);
    // Money for an order no longer payable is recorded as refund due (the order itself did not move).
    if (outcome === 'refund_due') {
      const payment = await findPaymentByReference(db, reference);
      await audit(
        db,
        payment && {
          reference,
          dueCents: Number(payment.amount_cents),
          receivedCents: Number(payment.received_cents ?? payment.amount_cents),
        },
      );
    }
  }
  return orderDetail(db, orderNumber);
}

/**
 * A day's cash from riders: each cash order delivered that day (Phnom Penh), the amount due against the cash recorded,
 * and the orders where they differ (or no cash was recorded, e.g. a receipt confirmed by the shopper).
 */
export async function cashReport(db: Executor, day: string) {
  const rows = await listCashOrdersFinished(db, timeOf(day, false)!, timeOf(day, true)!);
  const orders = rows.map((row) => {
    const dueCents = Number(row.amount_cents);
    const recordedCents = row.cash_taken_cents === null ? null : Number(row.cash_taken_cents);
    return {
      orderNumber: row.order_number,
      receiver: row.receiver,
      finishTime: toIso(Number(row.finish_time)),
      due: money(dueCents),
      recorded: recordedCents === null ? null : money(recordedCents),
      difference: money((recordedCents ?? 0) - dueCents),
      flagged: recordedCents !== dueCents,
    };
  });
  const dueCents = rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
  const recordedCents = rows.reduce((sum, row) => sum + Number(row.cash_taken_cents ?? 0), 0);
  return {
    day,
    orders,
    due: money(dueCents),
    recorded: money(recordedCents),
    difference: money(recordedCents - dueCents),
    flagged: orders.filter((o) => o.flagged).length,
  };
}

export async function refundsDue(db: Db) {
  const due = await listPaymentsWithMobile(db, 'refund_due', 500);
  return due.map((p) => ({
    reference: p.reference,
    amount: money(Number(p.received_cents)),
    mobile: p.mobile,
    paidAt: toIso(Number(p.paid_at)),
    payType: Number(p.pay_type),
    orderNumbers: JSON.parse(p.order_numbers) as string[],
  }));
}

export async function markRefund(db: Db, staffId: number, reference: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await markRefunded(trx, reference)))
      throw new MallError(ERROR_CODE.fail, 'This payment is not waiting for a refund');
    await writeAudit(
      trx,
      {
        staffId,
        action: 'refunded',
        entity: 'payment',
        entityId: reference,
        before: { status: 'refund_due' },
        after: { status: 'refunded' },
      },
      clock.now(),
    );
  });
}

/**
 * Some lines (and units) of an order came back, with a reason, maybe a refund (its method and reference) and maybe
 * their stock put back: recorded with its audit entry, which names the lines as the console shows them.
 */
export async function returnOrderLines(db: Db, staffId: number, body: Static<typeof ReturnBody>) {
  const reason = body.reason.trim();
  if (!reason) throw new MallError(ERROR_CODE.returnReasonMissing);
  const refundCents = typedCents(body.refund, 'refund') ?? 0;
  if (body.lines.length === 0 && refundCents === 0)
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: return some lines, refund some money, or both');
  if (refundCents > 0 && !body.refundMethod)
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: a refund says its method');
  const { orderNumber } = body;
  if (!(await findOrder(db, orderNumber))) throw new MallError(ERROR_CODE.orderNotFound);
  const refund = {
    refundMethod: refundCents > 0 ? (body.refundMethod ?? '') : ('' as const),
    refundReference: refundCents > 0 ? (body.refundReference?.trim() ?? '') : '',
  };
  await returnLines(
    db,
    { orderNumber, staffId, lines: body.lines, reason, refundCents, restock: body.restock, ...refund },
    async (trx) => {
      const [items, after] = await Promise.all([listOrderItems(trx, [orderNumber]), findOrder(trx, orderNumber)]);
      const named = body.lines.map((line) => {
        const item = items.find((i) => Number(i.id) === line.itemId);
        return { name: [item?.prod_name_en, item?.spec_en || item?.sku_name_en].filter(Boolean).join(' '), ...line };
      });
      await writeAudit(
        trx,
        {
          staffId,
          action: 'returnLines',
          entity: 'order',
          entityId: orderNumber,
          // Read in the return's transaction: a concurrent refund's sum is not in `before` read outside it.
          before: { refunded: money(Number(after?.refunded_cents) - refundCents) },
          after: {
            refunded: money(Number(after?.refunded_cents)),
            lines: named,
            reason,
            refund: money(refundCents),
            ...refund,
            restock: body.restock,
          },
        },
        clock.now(),
      );
    },
  );
  return orderDetail(db, orderNumber);
}
