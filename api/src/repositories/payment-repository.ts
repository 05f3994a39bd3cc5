import type { Insertable } from 'kysely';
import type { Payment, PaymentStatus, PaymentTable } from '../db/schema';
import type { Executor } from './executor';

export async function insertPayment(db: Executor, payment: Insertable<PaymentTable>): Promise<number> {
  const row = await db.insertInto('payment').values(payment).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findPaymentByReference(db: Executor, reference: string): Promise<Payment | undefined> {
  return db.selectFrom('payment').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The open payments that cover any of these orders. */
export async function findOpenPayments(db: Executor, orderNumbers: string[]): Promise<Payment[]> {
  if (orderNumbers.length === 0) return [];
  return db
    .selectFrom('payment')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb.selectFrom('open_payment').select('payment_id').where('order_number', 'in', orderNumbers),
    )
    .execute();
}

/** Marks these orders' open payment; fails on a unique violation when another payment got there first. */
export async function claimOrders(db: Executor, paymentId: number, orderNumbers: string[]): Promise<void> {
  await db
    .insertInto('open_payment')
    .values(orderNumbers.map((order_number) => ({ order_number, payment_id: paymentId })))
    .execute();
}

/** The payment is no longer open: its orders may be given another one. */
export async function releaseOrders(db: Executor, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await db.deleteFrom('open_payment').where('payment_id', 'in', paymentIds).execute();
}

/** from → to only once, even when the bank, a retry and the operator arrive at the same moment. */
export async function movePayment(
  db: Executor,
  reference: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  set: { paid_at?: number; received_cents?: number; refunded_at?: number } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({ status: to, ...set })
    .where('reference', '=', reference)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function closePendingPayments(db: Executor, ids: number[], to: 'replaced' | 'expired'): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('payment').set({ status: to }).where('id', 'in', ids).where('status', '=', 'pending').execute();
  await releaseOrders(db, ids);
}

export async function expirePayments(db: Executor, now: number): Promise<void> {
  const expired = db.selectFrom('payment').select('id').where('status', '=', 'pending').where('expires_at', '<', now);
  await db.deleteFrom('open_payment').where('payment_id', 'in', expired).execute();
  await db
    .updateTable('payment')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<', now)
    .execute();
}

/** Bank-app payments made since `since` that money may still come for (the provider is asked about them). */
export async function listUnpaidAppPayments(db: Executor, since: number, limit: number): Promise<Payment[]> {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('pay_type', '=', 2)
    .where('status', 'in', ['pending', 'expired', 'replaced'])
    .where('created_at', '>=', since)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function listPaymentsWithMobile(db: Executor, status: PaymentStatus, limit: number) {
  return db
    .selectFrom('payment')
    .innerJoin('member', 'member.id', 'payment.member_id')
    .select([
      'payment.reference',
      'payment.order_numbers',
      'payment.received_cents',
      'payment.paid_at',
      'payment.pay_type',
      'member.mobile',
    ])
    .where('payment.status', '=', status)
    .orderBy('payment.paid_at')
    .limit(limit)
    .execute();
}

/** The payments a member made or was asked for that name this order, newest first. */
export async function listPaymentsOfOrder(db: Executor, memberId: number, orderNumber: string): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payment')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.filter((p) => (JSON.parse(p.order_numbers) as string[]).includes(orderNumber));
}
