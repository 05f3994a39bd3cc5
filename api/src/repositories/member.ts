import type { Db } from '../db';
import type { Executor } from './executor';
import type { Member } from '../db/schema';

export async function findMemberByMobile(db: Db, mobile: string): Promise<Member | undefined> {
  return db.selectFrom('member').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export async function findMemberById(db: Db, id: number): Promise<Member | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMember(
  db: Db,
  member: { mobile: string; nickName: string; passwordHash: string; createdAt: number },
): Promise<number> {
  const row = await db
    .insertInto('member')
    .values({
      mobile: member.mobile,
      nick_name: member.nickName,
      password_hash: member.passwordHash,
      status: 1,
      failed_logins: 0,
      locked_until: null,
      created_at: member.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, failed_logins: 0, locked_until: null })
    .where('id', '=', memberId)
    .execute();
}

export async function setMemberStatus(db: Db, memberId: number, status: number): Promise<void> {
  await db.updateTable('member').set({ status }).where('id', '=', memberId).execute();
}

/**
 * Locks the member's row to the end of the transaction: a no-op write, which PostgreSQL locks the row for and which
 * SQLite's write transactions (one at a time) need no lock for; the same statement on both.
 */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', memberId)
    .execute();
}

/** Whether the member hears of orders by SMS, and in which language (null: not known yet). */
export async function findMemberNoticePrefs(db: Executor, memberId: number) {
  return db.selectFrom('member').select(['order_sms', 'lang']).where('id', '=', memberId).executeTakeFirst();
}

/** Saves the member's choice; `orderSms` left out keeps it and sets only the language. */
export async function setMemberNoticePrefs(
  db: Executor,
  memberId: number,
  prefs: { orderSms?: boolean; lang: string },
): Promise<void> {
  await db
    .updateTable('member')
    .set({ lang: prefs.lang, ...(prefs.orderSms === undefined ? {} : { order_sms: prefs.orderSms ? 1 : 0 }) })
    .where('id', '=', memberId)
    .execute();
}
