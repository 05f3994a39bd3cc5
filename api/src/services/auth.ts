// Members: verification codes, registration, sign-in (with lock-out), sign-out and password reset.
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db';
import type { AppConfig } from '../config';
import { clock } from '../clock';
import { MallError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import type { SmsSender } from './sms';
import { hashPassword, verifyPassword } from './auth-passwords';
import { hashToken, newToken } from './auth-tokens';
import * as members from '../repositories/member';
import * as sessions from '../repositories/session';
import * as codes from '../repositories/verification-code';

export const PURPOSE = { register: 1, resetPassword: 2 } as const;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_INTERVAL_MS = 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const MAX_LOGIN_FAILURES = 10;
export const LOCK_MS = 15 * 60 * 1000;

export interface MemberSession {
  token: string;
  nickName: string;
  mobile: string;
}

function codeHash(mobile: string, purpose: number, code: string): string {
  return createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');
}

/** The name a new member is greeted by until they choose one: the mobile with its middle hidden. */
export function defaultNickName(mobile: string): string {
  return mobile.length > 6 ? `${mobile.slice(0, 3)}***${mobile.slice(-3)}` : mobile;
}

export async function sendVerificationCode(db: Db, sms: SmsSender, mobile: string, purpose: number): Promise<void> {
  const member = await members.findMemberByMobile(db, mobile);
  if (purpose === PURPOSE.register && member) throw new MallError(113);
  if (purpose === PURPOSE.resetPassword && !member) throw new MallError(114);
  const now = clock.now();
  const last = await codes.lastCodeSentTo(db, mobile);
  if (last && now - last.created_at < CODE_INTERVAL_MS) throw new MallError(22);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await codes.insertCode(db, { mobile, purpose, codeHash: codeHash(mobile, purpose, code), createdAt: now, expiresAt: now + CODE_TTL_MS });
  await sms.sendVerificationCode(mobile, code);
}

/** Uses the code (20 when empty, 21 when wrong, used, expired or guessed at too often). */
async function consumeCode(db: Db, mobile: string, purpose: number, code: string): Promise<void> {
  const now = clock.now();
  const latest = await codes.latestUnusedCode(db, mobile, purpose);
  if (!latest || latest.expires_at <= now || latest.attempts >= CODE_MAX_ATTEMPTS) throw new MallError(21);
  if (latest.code_hash !== codeHash(mobile, purpose, code)) {
    await codes.countWrongAttempt(db, latest.id);
    throw new MallError(21);
  }
  if (!(await codes.useCode(db, latest.id, now))) throw new MallError(21);
}

async function openSession(db: Db, config: AppConfig, member: { id: number; nick_name: string; mobile: string }): Promise<MemberSession> {
  const token = newToken();
  const now = clock.now();
  await sessions.insertSession(db, {
    tokenHash: hashToken(token),
    memberId: member.id,
    createdAt: now,
    expiresAt: now + config.tokenTtlDays * 24 * 60 * 60 * 1000,
  });
  return { token, nickName: member.nick_name, mobile: member.mobile };
}

export async function register(
  db: Db,
  config: AppConfig,
  input: { mobile: string; passwordMd5: string; validCode: string },
): Promise<MemberSession> {
  if (input.validCode === '') throw new MallError(20);
  if (await members.findMemberByMobile(db, input.mobile)) throw new MallError(113);
  await consumeCode(db, input.mobile, PURPOSE.register, input.validCode);
  const passwordHash = await hashPassword(input.passwordMd5);
  const nickName = defaultNickName(input.mobile);
  let id: number;
  try {
    id = await members.insertMember(db, { mobile: input.mobile, nickName, passwordHash, createdAt: clock.now() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new MallError(113);
    throw err;
  }
  return openSession(db, config, { id, nick_name: nickName, mobile: input.mobile });
}

export async function login(db: Db, config: AppConfig, input: { mobile: string; passwordMd5: string }): Promise<MemberSession> {
  const member = await members.findMemberByMobile(db, input.mobile);
  if (!member) throw new MallError(114);
  const now = clock.now();
  if (member.locked_until !== null && member.locked_until > now) throw new MallError(123);
  // A lock that has run out starts a fresh count.
  const failuresSoFar = member.locked_until !== null ? 0 : member.failed_logins;
  if (!(await verifyPassword(input.passwordMd5, member.password_hash))) {
    const failures = failuresSoFar + 1;
    if (failures >= MAX_LOGIN_FAILURES) {
      await members.recordLoginFailure(db, member.id, 0, now + LOCK_MS);
      throw new MallError(123);
    }
    await members.recordLoginFailure(db, member.id, failures, null);
    throw new MallError(115);
  }
  if (member.status !== 1) throw new MallError(111);
  if (member.failed_logins !== 0 || member.locked_until !== null) await members.clearLoginFailures(db, member.id);
  return openSession(db, config, member);
}

export async function resetPassword(db: Db, input: { mobile: string; passwordMd5: string; validCode: string }): Promise<void> {
  if (input.validCode === '') throw new MallError(20);
  const member = await members.findMemberByMobile(db, input.mobile);
  if (!member) throw new MallError(114);
  await consumeCode(db, input.mobile, PURPOSE.resetPassword, input.validCode);
  await members.updatePasswordHash(db, member.id, await hashPassword(input.passwordMd5));
  await sessions.revokeAllSessions(db, member.id, clock.now());
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await sessions.revokeSession(db, tokenHash, clock.now());
}
