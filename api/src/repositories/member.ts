import type { Db } from '../db';
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

/**
 * Counts one failed sign-in and decides the lock in the same statement, so a burst of parallel guesses cannot all
 * write the same count: a lock that has run out starts a fresh count; reaching `maxFailures` locks until
 * `now + lockMs` (an active lock is kept as it is). Answers the lock end after this failure (null: not locked).
 */
export async function recordLoginFailure(
  db: Db,
  memberId: number,
  now: number,
  maxFailures: number,
  lockMs: number,
): Promise<number | null> {
  const row = await db
    .updateTable('member')
    .set((eb) => {
      const failures = eb
        .case()
        .when(eb.and([eb('locked_until', 'is not', null), eb('locked_until', '<=', now)]))
        .then(1)
        .else(eb('failed_logins', '+', 1))
        .end();
      return {
        failed_logins: failures,
        locked_until: eb
          .case()
          .when('locked_until', '>', now)
          .then(eb.ref('locked_until'))
          .when(failures, '>=', maxFailures)
          .then(now + lockMs)
          .else(null)
          .end(),
      };
    })
    .where('id', '=', memberId)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** Starts the count again after a good password; false when a lock is on (set by a burst while the password was checked). */
export async function clearLoginFailures(db: Db, memberId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
