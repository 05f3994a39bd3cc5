// Staff accounts, their sessions and their one-time set-up links (apart from members' tables).
import { sql } from 'kysely';
import { dialectOfDb } from '../db';
import type { Executor } from './executor';
import type { Database, Staff, StaffRole } from '../db/schema';

export async function findStaffByLogin(db: Executor, login: string): Promise<Staff | undefined> {
  return db.selectFrom('staff').selectAll().where('login', '=', login).executeTakeFirst();
}

export async function findStaffById(db: Executor, id: number): Promise<Staff | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStaff(db: Executor): Promise<Staff[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export async function insertStaff(
  db: Executor,
  staff: { login: string; name: string; role: StaffRole; createdAt: number },
): Promise<Staff> {
  return db
    .insertInto('staff')
    .values({
      login: staff.login,
      name: staff.name,
      role: staff.role,
      password_hash: null,
      totp_secret: null,
      totp_enabled: 0,
      totp_last_step: null,
      disabled: 0,
      failed_logins: 0,
      locked_until: null,
      created_at: staff.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes role or disabled when the row is still at `version`; undefined when it is not (someone saved since). */
export async function updateStaff(
  db: Executor,
  id: number,
  version: number,
  change: { role?: StaffRole; disabled?: number },
): Promise<Staff | undefined> {
  return db
    .updateTable('staff')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** Active owners other than `exceptId`: the last owner must stay (142). */
export async function countOtherActiveOwners(db: Executor, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function setStaffPassword(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('staff')
    .set((eb) => ({
      password_hash: passwordHash,
      failed_logins: 0,
      locked_until: null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** The password stops working (a reset): signing in waits for the new set-up link. */
export async function clearStaffPassword(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('staff')
    .set((eb) => ({ password_hash: null, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Set-up links of the staff member not used yet stop working (a newer one replaces them). */
export async function retireSetupLinks(db: Executor, staffId: number, now: number): Promise<void> {
  await db
    .updateTable('staff_setup')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}

export async function setTotpSecret(db: Executor, id: number, secret: string): Promise<void> {
  await db.updateTable('staff').set({ totp_secret: secret, totp_enabled: 0 }).where('id', '=', id).execute();
}

/**
 * Takes the 30-second step a TOTP code was made in, once: false when this or a later step was already used (a code
 * seen by someone looking over a shoulder, or sent twice at once, works once). Enables TOTP with the first code.
 */
export async function useTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step, totp_enabled: 1 })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStaffSession(
  db: Executor,
  session: { tokenHash: string; staffId: number; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('staff_session')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The staff member of a live session (not expired, not revoked), disabled or not. */
export async function findStaffOfSession(db: Executor, tokenHash: string, now: number): Promise<Staff | undefined> {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .selectAll('staff')
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.expires_at', '>', now)
    .where('staff_session.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeStaffSession(db: Executor, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllStaffSessions(db: Executor, staffId: number, now: number): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertSetupLink(
  db: Executor,
  link: { tokenHash: string; staffId: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('staff_setup')
    .values({ token_hash: link.tokenHash, staff_id: link.staffId, expires_at: link.expiresAt, used_at: null })
    .execute();
}

/** Uses a set-up link once (in one statement, so two tabs cannot both use it); its staff id, or undefined. */
export async function useSetupLink(db: Executor, tokenHash: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('staff_setup')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id;
}

/**
 * Locks the active owners' rows for the rest of the transaction (PostgreSQL: FOR UPDATE; SQLite's write transactions
 * are one at a time already).
 */
export async function lockActiveOwners(trx: Executor): Promise<void> {
  if (dialectOfDb<Database>(trx) === 'postgres') {
    await sql`SELECT id FROM staff WHERE role = 'owner' AND disabled = 0 ORDER BY id FOR UPDATE`.execute(trx);
  }
}
