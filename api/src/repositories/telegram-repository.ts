// The shop bot's rows: one-time link tokens, the staff members' linked Telegram accounts, the messages it sent, and
// its settings as the owner saved them in the console.
import type { Executor } from './executor';
import type { StaffRole, StaffTelegram, TelegramMessage, TelegramSetting } from '../db/schema';
import { ORDER_STATUS } from '../schemas/codes';

/** The payment method of a bank transfer, confirmed by a person (order.payment_method). */
const PAYMENT_METHOD_TRANSFER = 1;

export async function insertTelegramLinkToken(
  db: Executor,
  token: { tokenHash: string; staffId: number; language: string; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('telegram_link_token')
    .values({
      token_hash: token.tokenHash,
      staff_id: token.staffId,
      language: token.language,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses a link token once (one statement: two presses of the same link cannot both use it); undefined when it is
 * unknown, used or expired. */
export async function useTelegramLinkToken(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<{ staff_id: number; language: string } | undefined> {
  return db
    .updateTable('telegram_link_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['staff_id', 'language'])
    .executeTakeFirst();
}

/** Links a staff member to a Telegram account: any earlier link of either (the member's, or the account's to
 * another member) is replaced. */
export async function replaceStaffTelegram(db: Executor, link: StaffTelegram): Promise<void> {
  await db
    .deleteFrom('staff_telegram')
    .where((eb) => eb.or([eb('staff_id', '=', link.staff_id), eb('telegram_user_id', '=', link.telegram_user_id)]))
    .execute();
  await db.insertInto('staff_telegram').values(link).execute();
}

export async function deleteStaffTelegram(db: Executor, staffId: number): Promise<StaffTelegram | undefined> {
  return db.deleteFrom('staff_telegram').where('staff_id', '=', staffId).returningAll().executeTakeFirst();
}

/** Whether the member is linked (and their language now set). */
export async function setStaffTelegramLanguage(db: Executor, staffId: number, language: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_telegram')
    .set({ language })
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findStaffTelegram(db: Executor, staffId: number): Promise<StaffTelegram | undefined> {
  return db.selectFrom('staff_telegram').selectAll().where('staff_id', '=', staffId).executeTakeFirst();
}

export async function listStaffTelegram(db: Executor): Promise<StaffTelegram[]> {
  return db.selectFrom('staff_telegram').selectAll().execute();
}

/** The staff member a Telegram account is linked to, with their role and whether they are disabled. */
export async function findStaffOfTelegramUser(db: Executor, telegramUserId: string) {
  return db
    .selectFrom('staff_telegram')
    .innerJoin('staff', 'staff.id', 'staff_telegram.staff_id')
    .select([
      'staff.id as staff_id',
      'staff.name',
      'staff.role',
      'staff.disabled',
      'staff_telegram.chat_id',
      'staff_telegram.language',
    ])
    .where('staff_telegram.telegram_user_id', '=', telegramUserId)
    .executeTakeFirst();
}

/** The linked, enabled members of these roles: where a message for them goes, in their language. */
export async function listLinkedStaffOfRoles(db: Executor, roles: readonly StaffRole[]) {
  return db
    .selectFrom('staff_telegram')
    .innerJoin('staff', 'staff.id', 'staff_telegram.staff_id')
    .select(['staff.id as staff_id', 'staff_telegram.chat_id', 'staff_telegram.language'])
    .where('staff.role', 'in', roles)
    .where('staff.disabled', '=', 0)
    .orderBy('staff.id')
    .execute();
}

export async function findTelegramMessage(
  db: Executor,
  key: string,
  chatId: string,
): Promise<TelegramMessage | undefined> {
  return db
    .selectFrom('telegram_message')
    .selectAll()
    .where('key', '=', key)
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
}

export async function listTelegramMessages(db: Executor, key: string): Promise<TelegramMessage[]> {
  return db.selectFrom('telegram_message').selectAll().where('key', '=', key).execute();
}

export async function insertTelegramMessage(db: Executor, message: TelegramMessage): Promise<void> {
  await db
    .insertInto('telegram_message')
    .values(message)
    .onConflict((oc) => oc.columns(['key', 'chat_id']).doNothing())
    .execute();
}

/** Claims a message sent once only (a reminder, a day's summary) for a chat before it goes out: false when another
 * run claimed it already (one statement: of 100 runs at once, one sends), unless that claim is older than `staleBefore`
 * and still unsent (its sender was killed between the claim and the send). */
export async function claimTelegramMessage(
  db: Executor,
  message: { key: string; chatId: string; language: string; now: number; staleBefore: number },
): Promise<boolean> {
  const result = await db
    .insertInto('telegram_message')
    .values({
      key: message.key,
      chat_id: message.chatId,
      message_id: 0,
      language: message.language,
      sent_at: message.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['key', 'chat_id'])
        .doUpdateSet({ language: message.language, sent_at: message.now })
        .where('telegram_message.message_id', '=', 0)
        .where('telegram_message.sent_at', '<', message.staleBefore),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The claimed message went out: its id, for the buttons' edits. */
export async function setTelegramMessageId(db: Executor, key: string, chatId: string, messageId: number) {
  await db
    .updateTable('telegram_message')
    .set({ message_id: messageId })
    .where('key', '=', key)
    .where('chat_id', '=', chatId)
    .execute();
}

/** The send failed: the claim goes, so the job's next try sends it. */
export async function releaseTelegramMessage(db: Executor, key: string, chatId: string) {
  await db
    .deleteFrom('telegram_message')
    .where('key', '=', key)
    .where('chat_id', '=', chatId)
    .where('message_id', '=', 0)
    .execute();
}

/** Transfers still waiting for the shop's confirmation, placed after `placedAfter` (still in the payment window) and
 * before `placedBefore`: the oldest first. */
export async function listUnconfirmedTransfers(
  db: Executor,
  { placedAfter, placedBefore }: { placedAfter: number; placedBefore: number },
  limit: number,
) {
  const rows = await db
    .selectFrom('order')
    .select('order_number')
    .where('status', '=', ORDER_STATUS.toPay)
    .where('payment_method', '=', PAYMENT_METHOD_TRANSFER)
    .where('create_time', '>', placedAfter)
    .where('create_time', '<=', placedBefore)
    .orderBy('create_time', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_number);
}

/** The shop bot's row as the console saved it (undefined: never saved). */
export async function findTelegramSetting(db: Executor): Promise<TelegramSetting | undefined> {
  return db.selectFrom('telegram_setting').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function writeTelegramSetting(db: Executor, row: Omit<TelegramSetting, 'id'>): Promise<void> {
  await db
    .insertInto('telegram_setting')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** Forgets the token (and its bot's @name) the console saved, in one statement: whether there was one (of two removals
 * at once, one finds it). */
export async function clearTelegramToken(db: Executor, now: number): Promise<boolean> {
  const cleared = await db
    .updateTable('telegram_setting')
    .set({ token: null, bot_username: null, updated_at: now })
    .where('id', '=', 1)
    .where('token', 'is not', null)
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows) > 0;
}
