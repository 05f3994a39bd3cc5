// Members: verification codes, registration, sign-in (with lock-out), sign-out and password reset.
import { createHash, randomInt } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import type { MemberSession as MemberSessionSchema } from '../schemas/member';
import type { AppConfig } from '../config';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import type { SmsSender } from './sms';
import type { Lang } from '../lib/lang';
import { hashPassword, verifyPassword } from './auth-passwords';
import { hashToken, newToken } from './auth-tokens';
import * as members from '../repositories/member';
import { clearLoginFailures, recordLoginFailure } from '../repositories/login-lock';
import * as sessions from '../repositories/session';
import * as codes from '../repositories/verification-code';

export const PURPOSE = { register: 1, resetPassword: 2 } as const;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_INTERVAL_MS = 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const MAX_LOGIN_FAILURES = 10;
export const LOCK_MS = 15 * 60 * 1000;

export type MemberSession = Static<typeof MemberSessionSchema>;

function codeHash(mobile: string, purpose: number, code: string): string {
  return createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');
}

/** The name a new member is greeted by until they choose one: the mobile with its middle hidden. */
export function defaultNickName(mobile: string): string {
  return mobile.length > 6 ? `${mobile.slice(0, 3)}***${mobile.slice(-3)}` : mobile;
}

export async function sendVerificationCode(
  db: Db,
  sms: SmsSender,
  config: AppConfig,
  mobile: string,
  purpose: number,
  lang: Lang,
): Promise<void> {
  const member = await members.findMemberByMobile(db, mobile);
  if (purpose === PURPOSE.register && member) throw new MallError(ERROR_CODE.memberExists);
  if (purpose === PURPOSE.resetPassword && !member) throw new MallError(ERROR_CODE.memberNotFound);
  const now = clock.now();
  if (
    !(await codes.takeCodeQuota(db, mobile, now, { intervalMs: CODE_INTERVAL_MS, perDay: config.codesPerMobilePerDay }))
  ) {
    throw new MallError(ERROR_CODE.verificationCodeTooFrequent);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await codes.insertCode(db, {
    mobile,
    purpose,
    codeHash: codeHash(mobile, purpose, code),
    createdAt: now,
    expiresAt: now + CODE_TTL_MS,
  });
  await sms.sendVerificationCode(mobile, code, lang);
}

/** Uses the code (20 when empty, 21 when wrong, used, expired or guessed at too often). */
async function consumeCode(db: Db, mobile: string, purpose: number, code: string): Promise<void> {
  const latest = await codes.latestUnusedCode(db, mobile, purpose);
  if (!latest) throw new MallError(ERROR_CODE.verificationCodeWrong);
  // The right code also takes a guess: five looks at a code in all, whatever arrives at once.
  const guess = await codes.takeGuess(db, latest.id, clock.now(), CODE_MAX_ATTEMPTS);
  if (!guess || guess.code_hash !== codeHash(mobile, purpose, code))
    throw new MallError(ERROR_CODE.verificationCodeWrong);
  if (!(await codes.useCode(db, latest.id, clock.now()))) throw new MallError(ERROR_CODE.verificationCodeWrong);
}

async function openSession(
  db: Db,
  config: AppConfig,
  member: { id: number; nick_name: string; mobile: string },
): Promise<MemberSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    // One member's sign-ins take turns, so parallel ones cannot each leave one session too many.
    await members.lockMember(trx, member.id);
    await sessions.insertSession(trx, {
      tokenHash,
      memberId: member.id,
      createdAt: now,
      expiresAt: now + config.tokenTtlDays * 24 * 60 * 60 * 1000,
    });
    await sessions.revokeSessionsBeyond(trx, member.id, tokenHash, config.maxSessionsPerMember, now);
  });
  return { token, nickName: member.nick_name, mobile: member.mobile };
}

export async function register(
  db: Db,
  config: AppConfig,
  input: { mobile: string; passwordMd5: string; validCode: string },
): Promise<MemberSession> {
  if (input.validCode === '') throw new MallError(ERROR_CODE.verificationCodeEmpty);
  if (await members.findMemberByMobile(db, input.mobile)) throw new MallError(ERROR_CODE.memberExists);
  await consumeCode(db, input.mobile, PURPOSE.register, input.validCode);
  const passwordHash = await hashPassword(input.passwordMd5);
  const nickName = defaultNickName(input.mobile);
  let id: number;
  try {
    id = await members.insertMember(db, { mobile: input.mobile, nickName, passwordHash, createdAt: clock.now() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new MallError(ERROR_CODE.memberExists);
    throw err;
  }
  return openSession(db, config, { id, nick_name: nickName, mobile: input.mobile });
}

export async function login(
  db: Db,
  config: AppConfig,
  input: { mobile: string; passwordMd5: string },
): Promise<MemberSession> {
  const member = await members.findMemberByMobile(db, input.mobile);
  if (!member) throw new MallError(ERROR_CODE.memberNotFound);
  const now = clock.now();
  if (member.locked_until !== null && member.locked_until > now) throw new MallError(ERROR_CODE.tooManyAttempts);
  if (!(await verifyPassword(input.passwordMd5, member.password_hash))) {
    const lockedUntil = await recordLoginFailure(
      db,
      { table: 'member', id: member.id },
      clock.now(),
      MAX_LOGIN_FAILURES,
      LOCK_MS,
    );
    throw new MallError(lockedUntil === null ? ERROR_CODE.wrongPassword : ERROR_CODE.tooManyAttempts);
  }
  if (member.status !== 1) throw new MallError(ERROR_CODE.memberDisabled);
  if (!(await clearLoginFailures(db, { table: 'member', id: member.id }, clock.now())))
    throw new MallError(ERROR_CODE.tooManyAttempts);
  return openSession(db, config, member);
}

export async function resetPassword(
  db: Db,
  input: { mobile: string; passwordMd5: string; validCode: string },
): Promise<void> {
  if (input.validCode === '') throw new MallError(ERROR_CODE.verificationCodeEmpty);
  const member = await members.findMemberByMobile(db, input.mobile);
  if (!member) throw new MallError(ERROR_CODE.memberNotFound);
  await consumeCode(db, input.mobile, PURPOSE.resetPassword, input.validCode);
  await members.updatePasswordHash(db, member.id, await hashPassword(input.passwordMd5));
  await sessions.revokeAllSessions(db, member.id, clock.now());
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await sessions.revokeSession(db, tokenHash, clock.now());
}
