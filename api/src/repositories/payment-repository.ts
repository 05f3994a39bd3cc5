import type { Insertable } from 'kysely';
import type { Payment, PaymentTable } from '../db/schema';
import type { Executor } from './executor';

export async function insertPayment(db: Executor, payment: Insertable<PaymentTable>): Promise<void> {
  await db.insertInto('payment').values(payment).execute();
}

export async function findPaymentByReference(db: Executor, reference: string): Promise<Payment | undefined> {
  return db.selectFrom('payment').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The newest pending bank-transfer payment that covers this order. */
export async function findPendingPaymentForOrder(db: Executor, orderNumber: string): Promise<Payment | undefined> {
  const rows = await db
    .selectFrom('payment')
    .selectAll()
    .where('status', '=', 'pending')
    .where('order_numbers', 'like', `%"${orderNumber.replace(/[%_"\\]/g, '')}"%`)
    .orderBy('id', 'desc')
    .execute();
  return rows.find((p) => (JSON.parse(p.order_numbers) as string[]).includes(orderNumber));
}

/** pending → paid only once, even when the bank and the operator confirm at the same moment. */
export async function markPaymentPaid(db: Executor, reference: string, paidAt: number): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({ status: 'paid', paid_at: paidAt })
    .where('reference', '=', reference)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function expirePayments(db: Executor, now: number): Promise<void> {
  await db.updateTable('payment').set({ status: 'expired' }).where('status', '=', 'pending').where('expires_at', '<', now).execute();
}
