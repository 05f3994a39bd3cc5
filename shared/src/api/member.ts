import md5 from 'md5';
import type { MemberSession } from '../contracts/entities';
import type {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerificationCodeRequest,
} from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

/** Passwords travel as the MD5 hex of what the member typed. */
function hashPassword(password: string): string {
  return md5(password);
}

export function sendVerificationCode(request: VerificationCodeRequest, options?: CallOptions): Promise<null> {
  return apiPost<null>('/member/getVcode', request, options);
}

export function register(request: RegisterRequest, options?: CallOptions): Promise<MemberSession> {
  return apiPost<MemberSession>('/member/register', { ...request, password: hashPassword(request.password) }, options);
}

export function login(request: LoginRequest, options?: CallOptions): Promise<MemberSession> {
  return apiPost<MemberSession>('/member/login', {
    ...request,
    loginPassword: hashPassword(request.loginPassword),
  }, options);
}

/** Revokes the token on the server; the store's `logout()` then clears the browser side. */
export function logout(options?: CallOptions): Promise<null> {
  return apiGet<null>('/member/logout', undefined, options);
}

export function resetPassword(request: ResetPasswordRequest, options?: CallOptions): Promise<null> {
  return apiPost<null>('/member/forget', { ...request, password: hashPassword(request.password) }, options);
}
