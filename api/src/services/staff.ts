// Staff: the first owner and invitations (one-time set-up links), sign-in with the members' lock-out, TOTP for
// owners, sessions of their own, and owners' changes to staff (never leaving the shop without an owner).
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { Staff, StaffRole } from '../db/schema';
import { clock, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { hashSecret, verifySecret } from './auth-passwords';
import { hashToken, newToken } from './auth-tokens';
import { checkStaffPassword } from './staff-password';
import { LOCK_MS, MAX_LOGIN_FAILURES } from './auth';
import { clearLoginFailures, recordLoginFailure } from '../repositories/login-lock';
import * as staffRepo from '../repositories/staff';
import type { Executor } from '../repositories/executor';
import { writeAudit } from '../repositories/audit';
import { telegramOfStaff } from './telegram';

export const SETUP_LINK_MS = 72 * 60 * 60 * 1000;
const TOTP_ISSUER = 'Phsar Penh';
/** Recovery codes given at once; each is 10 characters of an alphabet without look-alikes (50 bits), shown `XXXXX-XXXXX`. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const HOUR_MS = 60 * 60 * 1000;
/** How long a new session lasts: a trusted browser's (it slides on with use), or an untrusted one's. */
export function staffSessionMs(config: AppConfig, trusted: boolean): number {
  return trusted ? config.staffSessions.trustedDays * 24 * HOUR_MS : config.staffSessions.hours * HOUR_MS;
}
/** Whether a member with TOTP must give the code again (149): the session's second factor is older than
 * STAFF_SECOND_FACTOR_HOURS, or was never given. */
export function secondFactorDue(config: AppConfig, staff: Staff, session: staffRepo.StaffSessionFacts, now: number) {
  return (
    staff.totp_enabled === 1 &&
    (session.secondFactorAt === null ||
      now - session.secondFactorAt >= config.staffSessions.secondFactorHours * HOUR_MS)
  );
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as typed (any case, spaces or dashes) as it is hashed: upper case, letters and digits only. */
export function recoveryCodeHash(typed: string): string {
  return hashToken(typed.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}

/** A new set of recovery codes for the staff member; the earlier set stops working. Only the hashes are kept. */
async function issueRecoveryCodes(db: Executor, staffId: number, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await staffRepo.replaceRecoveryCodes(db, staffId, codes.map(recoveryCodeHash), now);
  return codes;
}

/** What the console is told about a staff member (never the password hash or the TOTP secret). */
export function staffView(staff: Staff) {
  return {
    staffId: staff.id,
    login: staff.login,
    name: staff.name,
    role: staff.role,
    totpEnabled: staff.totp_enabled === 1,
    disabled: staff.disabled === 1,
    createdAt: toIso(Number(staff.created_at)),
    version: staff.version,
  };
}
export type StaffView = ReturnType<typeof staffView>;

/** Whether this staff member must give a TOTP code to sign in: an owner in production, anyone who enrolled. */
function needsTotp(config: AppConfig, staff: Staff): boolean {
  return staff.totp_enabled === 1 || (staff.role === 'owner' && config.nodeEnv === 'production');
}

function setupUrlOf(config: AppConfig, token: string): string {
  return `${config.publicOrigin}/merchant/setup?token=${encodeURIComponent(token)}`;
}

/** A new staff member without a password, and the one-time link that sets it (72 h). `by`: the inviting owner. */
export async function createStaff(
  db: Db,
  config: AppConfig,
  input: { login: string; name: string; role: StaffRole },
  by?: number,
): Promise<{ staff: StaffView; setupUrl: string }> {
  const token = newToken();
  const now = clock.now();
  try {
    const staff = await db.transaction().execute(async (trx) => {
      const row = await staffRepo.insertStaff(trx, { ...input, createdAt: now });
      await staffRepo.insertSetupLink(trx, {
        tokenHash: hashToken(token),
        staffId: row.id,
        expiresAt: now + SETUP_LINK_MS,
      });
      await writeAudit(
        trx,
        {
          staffId: by ?? row.id,
          action: 'invite',
          entity: 'staff',
          entityId: row.id,
          before: null,
          after: staffView(row),
        },
        now,
      );
      return row;
    });
    return { staff: staffView(staff), setupUrl: setupUrlOf(config, token) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new MallError(ERROR_CODE.staffExists);
    throw error;
  }
}

/** Sets the password from a set-up link (used once; not by a refused password); an owner also gets a TOTP secret. */
export async function setUpAccount(
  db: Db,
  input: { token: string; password: string },
): Promise<{ staff: StaffView; totpUri?: string; recoveryCodes?: string[] }> {
  const passwordHash = await hashSecret(input.password);
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const staffId = await staffRepo.useSetupLink(trx, hashToken(input.token), now);
    if (staffId === undefined) throw new MallError(ERROR_CODE.setupLinkInvalid);
    const before = await staffRepo.findStaffById(trx, staffId);
    // Refused inside the transaction: the link stays unused, so the same link can try a better password.
    checkStaffPassword(input.password, before ? [before.login, before.name] : []);
    await staffRepo.setStaffPassword(trx, staffId, passwordHash);
    await staffRepo.revokeAllStaffSessions(trx, staffId, now);
    let totpUri: string | undefined;
    let recoveryCodes: string[] | undefined;
    if (before?.role === 'owner' && before.totp_enabled !== 1) {
      const secret = generateSecret();
      await staffRepo.setTotpSecret(trx, staffId, secret);
      totpUri = generateURI({ issuer: TOTP_ISSUER, label: before.login, secret });
      recoveryCodes = await issueRecoveryCodes(trx, staffId, now);
    }
    const staff = (await staffRepo.findStaffById(trx, staffId))!;
    await writeAudit(
      trx,
      { staffId, action: 'setup', entity: 'staff', entityId: staffId, before: null, after: null },
      now,
    );
    return { staff: staffView(staff), ...(totpUri ? { totpUri, recoveryCodes } : {}) };
  });
}

/** Checks a TOTP code against the staff member's secret and uses its time step once; enables TOTP on the first. */
async function takeTotp(db: Db, staff: Staff, code: string | undefined): Promise<void> {
  if (!code || !staff.totp_secret) throw new MallError(ERROR_CODE.secondFactorWrong);
  const result = verifySync({
    secret: staff.totp_secret,
    token: code,
    epoch: Math.floor(clock.now() / 1000),
    epochTolerance: 30,
  });
  if (!result.valid || !('timeStep' in result)) throw new MallError(ERROR_CODE.secondFactorWrong);
  if (!(await staffRepo.useTotpStep(db, staff.id, result.timeStep))) throw new MallError(ERROR_CODE.secondFactorWrong);
}

/** A second factor as the sign-in or the code-again dialog sends it: the authenticator's code, or a recovery code. */
export interface SecondFactor {
  totp?: string;
  recoveryCode?: string;
}

/**
 * Takes the second factor given (a recovery code in place of the authenticator's: 148 when wrong or used, written to
 * the audit log when used); a wrong one counts toward the lock-out as a wrong password does and is written to the
 * audit log with the address it came from.
 */
async function takeSecondFactor(db: Db, staff: Staff, factor: SecondFactor, address: string): Promise<void> {
  const account = { table: 'staff', id: staff.id } as const;
  const audit = (action: string, after: Record<string, unknown>) =>
    writeAudit(
      db,
      { staffId: staff.id, action, entity: 'staff', entityId: staff.id, before: null, after: { address, ...after } },
      clock.now(),
    );
  if (factor.recoveryCode !== undefined) {
    if (!(await staffRepo.useRecoveryCode(db, staff.id, recoveryCodeHash(factor.recoveryCode), clock.now()))) {
      await recordLoginFailure(db, account, clock.now(), MAX_LOGIN_FAILURES, LOCK_MS);
      await audit('recovery-wrong', {});
      throw new MallError(ERROR_CODE.recoveryCodeWrong);
    }
    await audit('recovery-used', { left: await staffRepo.countRecoveryCodesLeft(db, staff.id) });
    return;
  }
  try {
    await takeTotp(db, staff, factor.totp);
  } catch (error) {
    await recordLoginFailure(db, account, clock.now(), MAX_LOGIN_FAILURES, LOCK_MS);
    await audit('totp-wrong', {});
    throw error;
  }
}

/**
 * Staff sign-in. A known, an unknown and a locked login take the same path to the same answer (401/115): the password
 * hash is always checked (an unknown login against a hash of the same cost) and a failure is always counted, so
 * neither the code nor the time tells them apart. A wrong authenticator or recovery code after the right password
 * counts toward the same lock as a wrong password and is written to the audit log with the address it came from.
 * `trusted`: the person trusts this browser, and the session lasts STAFF_TRUSTED_SESSION_DAYS from its last use.
 */
export async function login(
  db: Db,
  config: AppConfig,
  input: { login: string; password: string; totp?: string; recoveryCode?: string; trusted?: boolean },
  address: string,
): Promise<{ token: string; staff: StaffView }> {
  const staff = await staffRepo.findStaffByLogin(db, input.login);
  const passwordHash = staff?.password_hash ?? (await unknownLoginHash());
  const passwordRight = await verifySecret(input.password, passwordHash);
  if (!staff || staff.password_hash === null) {
    await recordLoginFailure(db, { table: 'staff', id: NO_STAFF_ID }, clock.now(), MAX_LOGIN_FAILURES, LOCK_MS);
    throw new MallError(ERROR_CODE.wrongPassword);
  }
  const account = { table: 'staff', id: staff.id } as const;
  const locked = staff.locked_until !== null && staff.locked_until > clock.now();
  if (locked || !passwordRight) {
    await recordLoginFailure(db, account, clock.now(), MAX_LOGIN_FAILURES, LOCK_MS);
    throw new MallError(ERROR_CODE.wrongPassword);
  }
  if (staff.disabled === 1) throw new MallError(ERROR_CODE.memberDisabled);
  const factorGiven = input.totp !== undefined || input.recoveryCode !== undefined;
  if (needsTotp(config, staff) || factorGiven) await takeSecondFactor(db, staff, input, address);
  if (!(await clearLoginFailures(db, account, clock.now()))) throw new MallError(ERROR_CODE.wrongPassword);
  const token = newToken();
  const now = clock.now();
  const trusted = input.trusted === true;
  await staffRepo.insertStaffSession(db, {
    tokenHash: hashToken(token),
    staffId: staff.id,
    createdAt: now,
    expiresAt: now + staffSessionMs(config, trusted),
    trusted,
    secondFactorAt: factorGiven ? now : null,
  });
  return { token, staff: staffView((await staffRepo.findStaffById(db, staff.id))!) };
}

/**
 * The code-again dialog: the signed-in member gives the authenticator's code (or a recovery code) again, and the
 * session's calls are answered again (until STAFF_SECOND_FACTOR_HOURS more). Wrong codes count toward the lock-out; a
 * locked member is refused (123) until the lock ends.
 */
export async function giveSecondFactorAgain(
  db: Db,
  staff: Staff,
  tokenHash: string,
  factor: SecondFactor,
  address: string,
): Promise<StaffView> {
  const fresh = (await staffRepo.findStaffById(db, staff.id))!;
  if (fresh.locked_until !== null && fresh.locked_until > clock.now()) throw new MallError(ERROR_CODE.tooManyAttempts);
  await takeSecondFactor(db, fresh, factor, address);
  await clearLoginFailures(db, { table: 'staff', id: staff.id }, clock.now());
  await staffRepo.markSecondFactor(db, tokenHash, clock.now());
  return staffView(fresh);
}

/** How many unused recovery codes the staff member has. */
export async function recoveryCodesLeft(db: Db, staff: Staff): Promise<{ left: number }> {
  return { left: await staffRepo.countRecoveryCodesLeft(db, staff.id) };
}

/** A new set of recovery codes for a member with TOTP (the earlier set stops working); shown once. */
export async function renewRecoveryCodes(db: Db, staff: Staff): Promise<{ codes: string[]; left: number }> {
  if (staff.totp_enabled !== 1) throw new MallError(ERROR_CODE.badRequest, 'Recovery codes need TOTP first');
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const codes = await issueRecoveryCodes(trx, staff.id, now);
    await writeAudit(
      trx,
      { staffId: staff.id, action: 'recovery-codes', entity: 'staff', entityId: staff.id, before: null, after: null },
      now,
    );
    return { codes, left: codes.length };
  });
}

/** No staff row has this id: an unknown login's failure is "counted" by the same statement, which changes nothing. */
const NO_STAFF_ID = -1;

let unknownHash: Promise<string> | undefined;
/** A hash of the staff passwords' cost that no password matches, checked for logins that do not exist. */
function unknownLoginHash(): Promise<string> {
  unknownHash ??= hashSecret(newToken());
  return unknownHash;
}

/** A new TOTP secret for the signed-in staff member, active once a code from it is confirmed. */
export async function enrollTotp(db: Db, staff: Staff): Promise<{ secret: string; uri: string }> {
  if (staff.totp_enabled === 1) throw new MallError(ERROR_CODE.badRequest, 'TOTP is already active');
  const secret = generateSecret();
  await staffRepo.setTotpSecret(db, staff.id, secret);
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: staff.login, secret }) };
}

/** Confirms the enrolled secret with a code: TOTP is on, this session's second factor is given, and 10 new recovery
 * codes are made (shown once). */
export async function confirmTotp(
  db: Db,
  staff: Staff,
  code: string,
  tokenHash: string,
): Promise<{ staff: StaffView; recoveryCodes: string[] }> {
  const fresh = (await staffRepo.findStaffById(db, staff.id))!;
  await takeTotp(db, fresh, code);
  const now = clock.now();
  await staffRepo.markSecondFactor(db, tokenHash, now);
  const recoveryCodes = await issueRecoveryCodes(db, staff.id, now);
  await writeAudit(
    db,
    {
      staffId: staff.id,
      action: 'totp',
      entity: 'staff',
      entityId: staff.id,
      before: { totpEnabled: fresh.totp_enabled === 1 },
      after: { totpEnabled: true },
    },
    now,
  );
  return { staff: staffView((await staffRepo.findStaffById(db, staff.id))!), recoveryCodes };
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await staffRepo.revokeStaffSession(db, tokenHash, clock.now());
}

/** Every member, with the Telegram account each linked (null: none). */
export async function listStaff(db: Db) {
  const [staff, telegram] = await Promise.all([staffRepo.listStaff(db), telegramOfStaff(db)]);
  return staff.map((member) => ({ ...staffView(member), telegram: telegram.get(member.id) ?? null }));
}

/**
 * An owner changes a staff member's role or disables them. The owners are locked first (PostgreSQL: FOR UPDATE;
 * SQLite's write transactions are one at a time), so two owners disabling each other at once leave one (142).
 */
export async function updateStaff(
  db: Db,
  by: number,
  input: { staffId: number; role?: StaffRole; disabled?: boolean; version: number; confirm?: boolean },
): Promise<StaffView> {
  // A slip of the finger must not make a catalogue member an owner: the change says it was asked and confirmed.
  if ((input.role !== undefined || input.disabled !== undefined) && input.confirm !== true)
    throw new MallError(ERROR_CODE.confirmationMissing);
  return db.transaction().execute(async (trx) => {
    await staffRepo.lockActiveOwners(trx);
    const before = await staffRepo.findStaffById(trx, input.staffId);
    if (!before) throw new MallError(ERROR_CODE.notFound);
    if (before.version !== input.version) throw new MallError(ERROR_CODE.editedSinceOpened);
    const change = {
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.disabled !== undefined ? { disabled: input.disabled ? 1 : 0 } : {}),
    };
    const stopsBeingOwner =
      before.role === 'owner' &&
      before.disabled === 0 &&
      (change.disabled === 1 || (change.role ?? 'owner') !== 'owner');
    if (stopsBeingOwner && (await staffRepo.countOtherActiveOwners(trx, before.id)) === 0) {
      throw new MallError(ERROR_CODE.lastOwner);
    }
    const after = await staffRepo.updateStaff(trx, before.id, input.version, change);
    if (!after) throw new MallError(ERROR_CODE.editedSinceOpened);
    const now = clock.now();
    if (after.disabled === 1) await staffRepo.revokeAllStaffSessions(trx, after.id, now);
    await writeAudit(
      trx,
      {
        staffId: by,
        action: 'update',
        entity: 'staff',
        entityId: after.id,
        before: staffView(before),
        after: staffView(after),
      },
      now,
    );
    return staffView(after);
  });
}

/**
 * An owner resets a staff member's password: the old one stops working at once (and their sessions end), earlier
 * set-up links too, and a new one-time set-up link (72 h) sets the next, as an invitation's does.
 */
export async function resetStaffPassword(
  db: Db,
  config: AppConfig,
  by: number,
  input: { staffId: number; confirm?: boolean },
): Promise<{ staff: StaffView; setupUrl: string }> {
  if (input.confirm !== true) throw new MallError(ERROR_CODE.confirmationMissing);
  const token = newToken();
  const staff = await db.transaction().execute(async (trx) => {
    const before = await staffRepo.findStaffById(trx, input.staffId);
    if (!before) throw new MallError(ERROR_CODE.notFound);
    const now = clock.now();
    await staffRepo.clearStaffPassword(trx, before.id);
    await staffRepo.revokeAllStaffSessions(trx, before.id, now);
    await staffRepo.retireSetupLinks(trx, before.id, now);
    await staffRepo.insertSetupLink(trx, {
      tokenHash: hashToken(token),
      staffId: before.id,
      expiresAt: now + SETUP_LINK_MS,
    });
    await writeAudit(
      trx,
      { staffId: by, action: 'resetPassword', entity: 'staff', entityId: before.id, before: null, after: null },
      now,
    );
    return (await staffRepo.findStaffById(trx, before.id))!;
  });
  return { staff: staffView(staff), setupUrl: setupUrlOf(config, token) };
}
