// The SMS (and the Telegram message) a shopper gets about an order: whom it goes to, and the record of each one sent
// (order_notice, by order, event and channel), written before it goes out so that a job tried again sends nothing twice.
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

export type NoticeChannel = 'sms' | 'telegram';

/** Writes the message down as going out; false when it was written already (sent, or a try under way), unless that
 * writing is older than `staleBefore` and was never sent (its sender was killed): then this run takes it over. */
export async function claimOrderNotice(
  db: Executor,
  notice: { orderNumber: string; event: string; channel: NoticeChannel },
  now: number,
  staleBefore: number,
) {
  const result = await db
    .insertInto('order_notice')
    .values({
      order_number: notice.orderNumber,
      event: notice.event,
      channel: notice.channel,
      status: 'sending',
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['order_number', 'event', 'channel'])
        .doUpdateSet({ created_at: now })
        .where('order_notice.status', '=', 'sending')
        .where('order_notice.created_at', '<', staleBefore),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Messages written down as going out between `from` and `to` and never sent: their senders were killed. */
export function listUnsentOrderNotices(db: Executor, from: number, to: number) {
  return db
    .selectFrom('order_notice')
    .select(['order_number', 'event', 'channel', 'created_at'])
    .where('status', '=', 'sending')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .limit(100)
    .execute();
}

/** The sender refused it: the record goes, so the job's next try sends it. */
export async function releaseOrderNotice(
  db: Executor,
  orderNumber: string,
  event: string,
  channel: NoticeChannel = 'sms',
): Promise<void> {
  await db
    .deleteFrom('order_notice')
    .where('order_number', '=', orderNumber)
    .where('event', '=', event)
    .where('channel', '=', channel)
    .where('status', '=', 'sending')
    .execute();
}

export async function markOrderNoticeSent(
  db: Executor,
  orderNumber: string,
  event: string,
  channel: NoticeChannel = 'sms',
): Promise<void> {
  await db
    .updateTable('order_notice')
    .set({ status: 'sent' })
    .where('order_number', '=', orderNumber)
    .where('event', '=', event)
    .where('channel', '=', channel)
    .execute();
}
