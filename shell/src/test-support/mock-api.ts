import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ERROR_CODE, httpClient } from '@mall/shared';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };
type Routes = Record<string, (call: RecordedCall) => Answer>;

const DEFAULT_ROUTES: Routes = {
  'GET /web/webInforMation': () => ({
    body: {
      data: {
        phone: '012 345 678',
        phoneCn: '098 765 432',
        email: 'hello@phsarpenh.com',
        facebook: 'https://facebook.com/phsarpenh',
        appStoreUrl: 'https://apps.apple.com/app/id1',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=kh.test',
        appDownloadUrl: 'https://phsarpenh.test/app',
        rielRate: 4100,
        rielStep: 100,
      },
    },
  }),
  'GET /search/hotSearch': () => ({ body: { data: { list: [] } } }),
  'GET /shopCart/info': () => ({ body: { data: { list: [] } } }),
};

/** Answers the shared axios instance from a table (`'POST /member/login'` → answer) and records every call. */
export function mockApi(routes: Routes = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const table = { ...DEFAULT_ROUTES, ...routes };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').replace(/^\/api/, '');
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const answer = table[`${method} ${url}`]?.(call) ?? {
      status: 404,
      body: { codeId: ERROR_CODE.notFound, msg: 'Not found' },
    };
    const status = answer.status ?? 200;
    const response = { data: answer.body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  // Calls made after this wait for the same client, so the adapter is in place before any of them is sent.
  void httpClient().then((http) => {
    http.defaults.adapter = adapter;
  });
  return calls;
}
