// The shop bot's rows: one-time link tokens, the staff members' linked Telegram accounts, the messages it sent.
import type { Executor } from './executor';
import type { StaffRole, StaffTelegram, TelegramMessage } from '../db/schema';

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
