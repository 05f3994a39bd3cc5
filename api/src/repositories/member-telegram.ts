// A shopper's Telegram: one-time link tokens (hashed), the linked chat (its id only), and whom an order's message
// goes to.
import type { Executor } from './executor';

export async function insertMemberTelegramToken(
  db: Executor,
  token: { tokenHash: string; memberId: number; language: string; orderNumber: string | null; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('member_telegram_token')
    .values({
      token_hash: token.tokenHash,
      member_id: token.memberId,
      language: token.language,
      order_number: token.orderNumber,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses a link token once (one conditional statement: of many /start with it at once, one uses it); undefined when
 * it is unknown, used or expired. */
export async function useMemberTelegramToken(db: Executor, tokenHash: string, now: number) {
  return db
    .updateTable('member_telegram_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'language', 'order_number'])
    .executeTakeFirst();
}

/** The token's language (used or not): the bot's refusal of a used or expired link is in the shopper's language. */
export async function findMemberTelegramTokenLanguage(db: Executor, tokenHash: string) {
  const row = await db
    .selectFrom('member_telegram_token')
    .select('language')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.language;
}

/** Links the chat to the member: an earlier link of either (the member's other chat, the chat's other member) goes. */
export async function replaceMemberTelegram(db: Executor, memberId: number, chatId: string, now: number) {
  await db
    .deleteFrom('member_telegram')
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('chat_id', '=', chatId)]))
    .execute();
  await db.insertInto('member_telegram').values({ member_id: memberId, chat_id: chatId, linked_at: now }).execute();
}

export function findMemberTelegram(db: Executor, memberId: number) {
  return db.selectFrom('member_telegram').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** Unlinks the member; whether there was a link. */
export async function deleteMemberTelegram(db: Executor, memberId: number): Promise<boolean> {
  const result = await db.deleteFrom('member_telegram').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Unlinks whichever member the chat is linked to (/stop, or a chat that blocked the bot): that member's language, or
 * undefined when the chat was not linked. */
export async function deleteMemberTelegramOfChat(db: Executor, chatId: string) {
  const row = await db
    .selectFrom('member_telegram')
    .innerJoin('member', 'member.id', 'member_telegram.member_id')
    .select(['member.lang'])
    .where('member_telegram.chat_id', '=', chatId)
    .executeTakeFirst();
  const result = await db.deleteFrom('member_telegram').where('chat_id', '=', chatId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? { lang: row?.lang ?? null } : undefined;
}

/** The order and the chat of its member's Telegram (undefined when the member has none). */
export function findTelegramNoticeRecipient(db: Executor, orderNumber: string) {
  return db
    .selectFrom('order')
    .innerJoin('member', 'member.id', 'order.member_id')
    .innerJoin('member_telegram', 'member_telegram.member_id', 'member.id')
    .select([
      'order.order_number',
      'order.status',
      'order.amount_cents',
      'order.amount_riel',
      'order.rider_name',
      'order.rider_phone',
      'order.delivery_note',
      'order.payment_method',
      'member.lang',
      'member_telegram.chat_id',
    ])
    .where('order.order_number', '=', orderNumber)
    .executeTakeFirst();
}

/** The member's order (its state), or undefined when it is not theirs. */
export function findMemberOrderStatus(db: Executor, memberId: number, orderNumber: string) {
  return db
    .selectFrom('order')
    .select(['order_number', 'status'])
    .where('order_number', '=', orderNumber)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}
