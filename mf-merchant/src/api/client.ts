import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { ApiError, getRuntimeConfig } from '@mall/shared';
import { useStaffSession } from '../features/session/staff-session';

/** 130: staff sign-in required (no, unknown, expired or a member's token): the session is over. */
export const STAFF_SIGN_IN_REQUIRED = 130;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The console's own axios instance, built as @mall/shared's httpClient is (axios fetched with the first call, the
 * `{ data }` envelope unwrapped, refusals as ApiError), but carrying the staff token and never the member's, and
 * never showing the shell's toasts: each page says what went wrong where it happened.
 */
function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({
    adapter: 'fetch',
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use((config) => {
    config.baseURL ??= `${getRuntimeConfig().apiBaseUrl}/merchant`;
    const { token } = useStaffSession.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response: AxiosResponse) => {
      const refusal = refusalOf(response.data, response.status);
      if (refusal) throw refusal;
      const body = response.data as { data?: unknown } | string | null;
      return (typeof body === 'object' && body !== null ? (body.data ?? null) : body) as AxiosResponse;
    },
    (error: unknown) => {
      if (axios.isAxiosError(error)) {
        const refusal = refusalOf(error.response?.data, error.response?.status);
        if (refusal) throw refusal;
        throw new ApiError('network', { status: error.response?.status, msg: error.message });
      }
      throw new ApiError('network', { msg: error instanceof Error ? error.message : String(error) });
    },
  );
  return client;
}

function refusalOf(body: unknown, status: number | undefined): ApiError | null {
  const { codeId, msg } = (typeof body === 'object' && body !== null ? body : {}) as {
    codeId?: unknown;
    msg?: unknown;
  };
  if (typeof codeId !== 'number') return null;
  if (codeId === STAFF_SIGN_IN_REQUIRED) useStaffSession.getState().signOut();
  return new ApiError('api', { codeId, msg: typeof msg === 'string' ? msg : undefined, status });
}

let client: Promise<AxiosInstance> | undefined;

function merchantClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    (library) => createClient(library.default),
    (error: unknown) => {
      client = undefined;
      throw new ApiError('network', { msg: error instanceof Error ? error.message : String(error) });
    },
  );
  return client;
}

/** GET `/api/merchant/<url>`; resolves to the envelope's `data`. */
export function merchantGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return merchantClient().then((http) => http.get(url, { ...config, params })) as Promise<T>;
}

/** POST `/api/merchant/<url>` (JSON, or the body as given: a CSV, a multipart form). */
export function merchantPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return merchantClient().then((http) => http.post(url, body ?? {}, config)) as Promise<T>;
}
