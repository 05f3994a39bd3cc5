// The sign-in lock-out of members and staff alike: both tables keep failed_logins and locked_until by id.
import type { Db } from '../db';

/** A member or a staff member (the two tables share the lock-out columns; Kysely is told the member table's shape). */
export interface Account {
  table: 'member' | 'staff';
  id: number;
}

/**
 * Counts one failed sign-in and decides the lock in the same statement, so a burst of parallel guesses cannot all
 * write the same count: a lock that has run out starts a fresh count; reaching `maxFailures` locks until
 * `now + lockMs` (an active lock is kept as it is). Answers the lock end after this failure (null: not locked).
 */
export async function recordLoginFailure(
  db: Db,
  account: Account,
  now: number,
  maxFailures: number,
  lockMs: number,
): Promise<number | null> {
  const row = await db
    .updateTable(account.table as 'member')
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
    .where('id', '=', account.id)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** Starts the count again after a good password; false when a lock is on (set by a burst while the password was checked). */
export async function clearLoginFailures(db: Db, account: Account, now: number): Promise<boolean> {
  const result = await db
    .updateTable(account.table as 'member')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
