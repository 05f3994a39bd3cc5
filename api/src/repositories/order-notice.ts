// The SMS a shopper gets about an order: whom it goes to, and the record of each one sent (order_notice), written
// before it goes out so that a job tried again sends nothing twice.
import type { Executor } from './executor';

/** The order and its member as the message needs them: the mobile, the choice to hear, the language. */
export function findNoticeRecipient(db: Executor, orderNumber: string) {
  return db
    .selectFrom('order')
    .innerJoin('member', 'member.id', 'order.member_id')
    .select([
      'order.order_number',
      'order.amount_cents',
      'order.amount_riel',
      'order.rider_name',
      'order.rider_phone',
      'order.delivery_note',
      'order.payment_method',
      'member.mobile',
      'member.order_sms',
      'member.lang',
    ])
    .where('order.order_number', '=', orderNumber)
    .executeTakeFirst();
}

/** Writes the message down as going out; false when it was written already (sent, or a try that never finished). */
export async function claimOrderNotice(db: Executor, orderNumber: string, event: string, now: number) {
  const result = await db
    .insertInto('order_notice')
    .values({ order_number: orderNumber, event, status: 'sending', created_at: now })
    .onConflict((oc) => oc.columns(['order_number', 'event']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The sender refused it: the record goes, so the job's next try sends it. */
export async function releaseOrderNotice(db: Executor, orderNumber: string, event: string): Promise<void> {
  await db
    .deleteFrom('order_notice')
    .where('order_number', '=', orderNumber)
    .where('event', '=', event)
    .where('status', '=', 'sending')
    .execute();
}

export async function markOrderNoticeSent(db: Executor, orderNumber: string, event: string): Promise<void> {
  await db
    .updateTable('order_notice')
    .set({ status: 'sent' })
    .where('order_number', '=', orderNumber)
    .where('event', '=', event)
    .execute();
}
