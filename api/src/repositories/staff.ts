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
  session: {
    tokenHash: string;
    staffId: number;
    createdAt: number;
    expiresAt: number;
    trusted: boolean;
    secondFactorAt: number | null;
  },
): Promise<void> {
  await db
    .insertInto('staff_session')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
      trusted: session.trusted ? 1 : 0,
      second_factor_at: session.secondFactorAt,
    })
    .execute();
}

/** What a call's session says besides its staff member: trusted or not, its end, when the second factor was given. */
export interface StaffSessionFacts {
  trusted: boolean;
  expiresAt: number;
  secondFactorAt: number | null;
}

/** The staff member of a live session and the session's facts (not expired, not revoked), disabled or not. */
export async function findStaffSession(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<{ staff: Staff; session: StaffSessionFacts } | undefined> {
  const row = await db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .selectAll('staff')
    .select([
      'staff_session.trusted as session_trusted',
      'staff_session.expires_at as session_expires_at',
      'staff_session.second_factor_at as session_second_factor_at',
    ])
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.expires_at', '>', now)
    .where('staff_session.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_trusted, session_expires_at, session_second_factor_at, ...staff } = row;
  return {
    staff: staff as Staff,
    session: {
      trusted: Number(session_trusted) === 1,
      expiresAt: Number(session_expires_at),
      secondFactorAt: session_second_factor_at === null ? null : Number(session_second_factor_at),
    },
  };
}

/** A trusted session's end moves on with its use (never back; never a revoked session's). */
export async function extendStaffSession(db: Executor, tokenHash: string, expiresAt: number): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '<', expiresAt)
    .execute();
}

/** The second factor was given again in this session. */
export async function markSecondFactor(db: Executor, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('staff_session').set({ second_factor_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** A new set of recovery codes (their hashes) replaces every earlier one of the staff member, used or not. */
export async function replaceRecoveryCodes(
  db: Executor,
  staffId: number,
  codeHashes: string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(codeHashes.map((code_hash) => ({ code_hash, staff_id: staffId, created_at: now, used_at: null })))
    .execute();
}

/**
 * Uses a recovery code once, in one statement: of any number of sign-ins sending the same code at once, one changes
 * the row (used_at was null) and the others find it used. True for that one.
 */
export async function useRecoveryCode(db: Executor, staffId: number, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many of the staff member's recovery codes are not used yet. */
export async function countRecoveryCodesLeft(db: Executor, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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
