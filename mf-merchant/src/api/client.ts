import type { AxiosRequestConfig } from 'axios';
import { createApiClient, MERCHANT_ERROR_CODE } from '@mall/shared';
import { useStaffSession } from '../features/session/staff-session';

/**
 * The staff API's client: @mall/shared's, carrying the staff token and never the member's, and never showing the
 * shell's toasts (each page says what went wrong where it happened). A 130 ends the staff session.
 */
const staffClient = createApiClient({
  path: '/merchant',
  timeout: 30_000,
  sign: (config) => {
    const { token } = useStaffSession.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  },
  onRefusal: ({ codeId }) => {
    if (codeId === MERCHANT_ERROR_CODE.staffSignInRequired) useStaffSession.getState().signOut();
  },
});

/** GET `/api/merchant/<url>`; resolves to the envelope's `data`. */
export function merchantGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return staffClient().then((http) => http.get(url, { ...config, params })) as Promise<T>;
}

/** POST `/api/merchant/<url>` (JSON, or the body as given: a CSV, a multipart form). */
export function merchantPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return staffClient().then((http) => http.post(url, body ?? {}, config)) as Promise<T>;
}
