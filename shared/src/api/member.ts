import type { MemberSession, OrderSmsPrefs } from '../contracts/entities';
import type {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerificationCodeRequest,
} from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

/** Passwords travel as the MD5 hex of what the member typed (md5 loads with the first sign-in, not the first screen). */
async function hashPassword(password: string): Promise<string> {
  const { default: md5 } = await import('md5');
  return md5(password);
}

export function sendVerificationCode(request: VerificationCodeRequest, options?: CallOptions): Promise<null> {
  return apiPost<null>('/member/getVcode', request, options);
}

export async function register(request: RegisterRequest, options?: CallOptions): Promise<MemberSession> {
  return apiPost<MemberSession>(
    '/member/register',
    { ...request, password: await hashPassword(request.password) },
    options,
  );
}

export async function login(request: LoginRequest, options?: CallOptions): Promise<MemberSession> {
  return apiPost<MemberSession>(
    '/member/login',
    {
      ...request,
      loginPassword: await hashPassword(request.loginPassword),
    },
    options,
  );
}

/** Revokes the token on the server; the store's `logout()` then clears the browser side. */
export function logout(options?: CallOptions): Promise<null> {
  return apiGet<null>('/member/logout', undefined, options);
}

export function getOrderSmsPrefs(options?: CallOptions): Promise<OrderSmsPrefs> {
  return apiGet<OrderSmsPrefs>('/member/notifications', undefined, options);
}

/** Turns the order SMS on or off; the messages become the language the page is shown in. */
export function saveOrderSmsPrefs(orderSms: boolean, options?: CallOptions): Promise<OrderSmsPrefs> {
  return apiPost<OrderSmsPrefs>('/member/notifications', { orderSms }, options);
}

export async function resetPassword(request: ResetPasswordRequest, options?: CallOptions): Promise<null> {
  return apiPost<null>('/member/forget', { ...request, password: await hashPassword(request.password) }, options);
}
