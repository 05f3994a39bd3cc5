import type { AxiosRequestConfig } from 'axios';
import { createApiClient, getRuntimeConfig, isApiError } from '@mall/shared';
import { MERCHANT_ERROR_CODE } from '@mall/shared/merchant';
import { useStaffSession } from '../features/session/staff-session';
import { useSecondFactorPrompt } from '../features/session/second-factor';

/**
 * The staff API's client: @mall/shared's, carrying the staff token and never the member's, and never showing the
 * shell's toasts (each page says what went wrong where it happened). A 130 ends the staff session.
 */
const staffClient = createApiClient({
  sign: (config) => {
    const { token } = useStaffSession.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
  onRefusal: ({ codeId }) => {
    if (codeId === MERCHANT_ERROR_CODE.staffSignInRequired) useStaffSession.getState().signOut();
  },
});

/** A staff call may take longer than a shopper's (an export, an import's dry run over the whole catalogue). */
const STAFF_TIMEOUT_MS = 30_000;

/**
 * A call refused with 149 (the second factor was given too long ago) waits for the code-again dialog, then is sent
 * once more: the page never sees the refusal, and what the person typed stays. Closing the dialog gives the refusal.
 */
async function withSecondFactor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    if (!isApiError(failure) || failure.codeId !== MERCHANT_ERROR_CODE.secondFactorAgain) throw failure;
    await useSecondFactorPrompt
      .getState()
      .ask()
      .catch(() => {
        throw failure;
      });
    return call();
  }
}

/** GET `/api/merchant/<url>`; resolves to the envelope's `data`. */
export function merchantGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return withSecondFactor(
    () =>
      staffClient().then((http) =>
        http.get(`merchant/${url}`, { timeout: STAFF_TIMEOUT_MS, ...config, params }),
      ) as Promise<T>,
  );
}

/** POST `/api/merchant/<url>` (JSON, or the body as given: a CSV, a multipart form). */
export function merchantPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return withSecondFactor(
    () =>
      staffClient().then((http) =>
        http.post(`merchant/${url}`, body ?? {}, { timeout: STAFF_TIMEOUT_MS, ...config }),
      ) as Promise<T>,
  );
}

/** The address of `/api/merchant/<url>` with its query, for what cannot go through the client (EventSource). */
export function merchantUrl(url: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${getRuntimeConfig().apiBaseUrl}/merchant/${url}${query ? `?${query}` : ''}`;
}
