import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config';
import { detectFace, deviceHeader } from '../device';
import { useMallStore } from '../store';
import { ERROR_CODE } from '../contracts/entities';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles the error itself: no `onError` toast (forced logout still happens). */
    mallSilent?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;
/** Codes after which the member must sign in again. */
export const FORCED_LOGOUT_CODES: readonly number[] = [ERROR_CODE.memberDisabled, ERROR_CODE.loggedOut];

export type ApiErrorKind = 'api' | 'network';

/** What every failed call rejects with: an API refusal with its code, or a network fault (never toasted). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly codeId?: number;
  readonly msg?: string;
  readonly status?: number;

  constructor(kind: ApiErrorKind, details: { codeId?: number; msg?: string; status?: number } = {}) {
    super(details.msg ?? (kind === 'network' ? 'Network error' : `API error ${details.codeId ?? ''}`.trim()));
    this.name = 'ApiError';
    this.kind = kind;
    this.codeId = details.codeId;
    this.msg = details.msg;
    this.status = details.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiHandlers {
  /** The shell shows the translated toast `common:error.<code>`. */
  onError(codeId: number, msg: string | undefined): void;
  /** 111 or 112: the shell signs the member out and goes to the login page. */
  onForcedLogout(): void;
}

const noHandlers: ApiHandlers = { onError: () => undefined, onForcedLogout: () => undefined };
let handlers: ApiHandlers = noHandlers;

/** The shell registers these once at start; the client itself never shows UI or navigates. */
export function registerApiHandlers(next: Partial<ApiHandlers>): () => void {
  handlers = { ...noHandlers, ...next };
  return () => {
    handlers = noHandlers;
  };
}

function addMallHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { token, language } = useMallStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('X-Device', deviceHeader(detectFace()));
  config.headers.set('Accept-Language', language);
  return config;
}

/** A refusal's `{ codeId, msg }`. */
export interface ErrorBody {
  codeId: number;
  msg?: string;
}

function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { codeId, msg } = body as { codeId?: unknown; msg?: unknown };
  if (typeof codeId !== 'number') return null;
  return { codeId, msg: typeof msg === 'string' ? msg : undefined };
}

function toastAndSignOut(body: ErrorBody, config: AxiosRequestConfig | undefined): void {
  if (!config?.mallSilent) handlers.onError(body.codeId, body.msg);
  if (FORCED_LOGOUT_CODES.includes(body.codeId)) handlers.onForcedLogout();
}

/** Who a client calls as, and what a refusal does besides rejecting with an ApiError. */
export interface ClientSetup {
  /** Sets the headers that say who calls (the token, and for shoppers their device and language). */
  sign(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig;
  onRefusal(body: ErrorBody, config: AxiosRequestConfig | undefined): void;
}

function createClient(axios: AxiosStatic, setup: ClientSetup): AxiosInstance {
  const refuse = (body: ErrorBody, config: AxiosRequestConfig | undefined, status?: number): ApiError => {
    setup.onRefusal(body, config);
    return new ApiError('api', { codeId: body.codeId, msg: body.msg, status });
  };
  const client = axios.create({
    // The browser build carries only this adapter (build/lean-libraries.cjs).
    adapter: 'fetch',
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use((config) => {
    config.baseURL ??= getRuntimeConfig().apiBaseUrl;
    return setup.sign(config);
  });
  client.interceptors.response.use(
    (response: AxiosResponse) => {
      const body: unknown = response.data;
      const refusal = readErrorBody(body);
      if (refusal) throw refuse(refusal, response.config, response.status);
      // The envelope is { data }; the unwrapped value replaces the response for callers.
      return ((body as { data?: unknown } | null)?.data ?? null) as AxiosResponse;
    },
    (error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (axios.isAxiosError(error)) {
        const refusal = readErrorBody(error.response?.data);
        if (refusal) throw refuse(refusal, error.config, error.response?.status);
        // No envelope (offline, time-out, a proxy's 502 page): handled silently, as the product asks.
        throw new ApiError('network', { status: error.response?.status, msg: error.message });
      }
      throw new ApiError('network', { msg: error instanceof Error ? error.message : String(error) });
    },
  );
  return client;
}

/**
 * An axios instance, its responses already unwrapped to the envelope's `data` and its refusals ApiErrors. axios is
 * fetched with the first call, not with the first screen: a page that calls nothing at start loads no API client
 * (docs/DECISIONS.md "axios with the first call"). A fetch of axios that fails is tried again by the next call.
 */
export function createApiClient(setup: ClientSetup): () => Promise<AxiosInstance> {
  let client: Promise<AxiosInstance> | undefined;
  return () => {
    client ??= import('axios').then(
      (library) => createClient(library.default, setup),
      (error: unknown) => {
        client = undefined;
        throw new ApiError('network', { msg: error instanceof Error ? error.message : String(error) });
      },
    );
    return client;
  };
}

/** The shopper API's one client: the member's token, the shell's toasts and forced sign-out. */
export const httpClient = createApiClient({ sign: addMallHeaders, onRefusal: toastAndSignOut });

export interface CallOptions {
  /** Handle the error here instead of the shell's toast. */
  silent?: boolean;
  signal?: AbortSignal;
}

function toConfig(options: CallOptions | undefined): AxiosRequestConfig {
  return { mallSilent: options?.silent, signal: options?.signal };
}

/** GET with query parameters; resolves to the envelope's `data`. */
export function apiGet<T>(url: string, params?: object, options?: CallOptions): Promise<T> {
  return httpClient().then((http) => http.get(url, { ...toConfig(options), params })) as Promise<T>;
}

/** POST with a JSON body; resolves to the envelope's `data`. */
export function apiPost<T>(url: string, body?: object, options?: CallOptions): Promise<T> {
  return httpClient().then((http) => http.post(url, body ?? {}, toConfig(options))) as Promise<T>;
}
