import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import md5 from 'md5';
import { setRuntimeConfig } from '../../config';
import { useMallStore } from '../../store';
import { changeCartItem } from '../cart';
import { getSiteSettings } from '../site';
import { listCategories } from '../catalog';
import { login } from '../member';
import { payOrders } from '../payment';
import * as address from '../address';
import * as cart from '../cart';
import * as catalog from '../catalog';
import * as favorite from '../favorite';
import * as member from '../member';
import * as order from '../order';
import * as payment from '../payment';
import * as site from '../site';
import { ApiError, REQUEST_TIMEOUT_MS, httpClient, isApiError, registerApiHandlers } from '../client';
import { ERROR_CODE } from '../../contracts';

type Reply = { status: number; body?: unknown } | 'network';

const requests: InternalAxiosRequestConfig[] = [];
let reply: Reply = { status: 200, body: { data: null } };

function respond(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  requests.push(config);
  if (reply === 'network') return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
  const response: AxiosResponse = {
    data: reply.body,
    status: reply.status,
    statusText: String(reply.status),
    headers: {},
    config,
  };
  if (reply.status >= 400) {
    return Promise.reject(new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, null, response));
  }
  return Promise.resolve(response);
}

const onError = jest.fn();
const onForcedLogout = jest.fn();
const setUserAgent = (value: string): void => {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
};
const desktopUserAgent = window.navigator.userAgent;

beforeAll(async () => {
  (await httpClient()).defaults.adapter = respond;
});

beforeEach(() => {
  requests.length = 0;
  reply = { status: 200, body: { data: null } };
  onError.mockReset();
  onForcedLogout.mockReset();
  registerApiHandlers({ onError, onForcedLogout });
  setRuntimeConfig({ apiBaseUrl: '/api', imagePath: '' });
  useMallStore.setState({ token: null, language: 'en' });
  setUserAgent(desktopUserAgent);
});

const lastRequest = (): InternalAxiosRequestConfig => requests[requests.length - 1];

describe('requests', () => {
  it('go to the runtime base URL with a 10 s time-out', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://shop.example/api/', imagePath: '' });
    await listCategories();
    expect(lastRequest().baseURL).toBe('https://shop.example/api');
    expect(lastRequest().url).toBe('/category/categoryInfo');
    expect(lastRequest().params).toEqual({ parentId: 0 });
    expect(lastRequest().timeout).toBe(10_000);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('carry no Authorization for a visitor, and the PC device and the language', async () => {
    useMallStore.setState({ language: 'km' });
    await getSiteSettings();
    const headers = lastRequest().headers;
    expect(headers.get('Authorization')).toBeUndefined();
    expect(headers.get('X-Device')).toBe('PC');
    expect(headers.get('Accept-Language')).toBe('km');
  });

  it('carry the bearer token when signed in and H5 on a phone', async () => {
    useMallStore.setState({ token: 'tok-123', language: 'zh' });
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    await getSiteSettings();
    const headers = lastRequest().headers;
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('X-Device')).toBe('H5');
    expect(headers.get('Accept-Language')).toBe('zh');
  });

  it('send the password as its MD5 hex', async () => {
    reply = { status: 200, body: { data: { token: 't', nickName: 'Dara', mobile: '012345678' } } };
    await login({ userMobile: '012345678', loginPassword: 'secret' });
    expect(JSON.parse(lastRequest().data as string)).toEqual({
      userMobile: '012345678',
      loginPassword: md5('secret'),
    });
    expect(md5('secret')).toBe('5ebe2294ecd0e0f08eab7690d2a6ee69');
  });

  it('send several order numbers as one comma-separated string', async () => {
    await payOrders({ orderNumbers: ['A1', 'B2'], payType: 1 });
    expect(JSON.parse(lastRequest().data as string)).toEqual({ orderNumbers: 'A1,B2', payType: 1 });
  });
});

describe('responses', () => {
  it('are unwrapped to the envelope data', async () => {
    const settings = { phone: '012', phoneCn: '013', email: 'a@b.kh', facebook: 'https://facebook.com/x' };
    reply = { status: 200, body: { data: settings } };
    await expect(getSiteSettings()).resolves.toEqual(settings);
    expect(onError).not.toHaveBeenCalled();
  });

  it('with a codeId call onError with the code and reject with an api ApiError', async () => {
    reply = { status: 404, body: { codeId: ERROR_CODE.productRemoved, msg: 'The Product Has Been Removed' } };
    const error = await listCategories().catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'api',
      codeId: ERROR_CODE.productRemoved,
      msg: 'The Product Has Been Removed',
      status: 404,
    });
    expect(onError).toHaveBeenCalledWith(ERROR_CODE.productRemoved, 'The Product Has Been Removed');
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('with a codeId inside a 200 are refused too', async () => {
    reply = { status: 200, body: { codeId: ERROR_CODE.fail, msg: 'Fail' } };
    await expect(getSiteSettings()).rejects.toMatchObject({ kind: 'api', codeId: ERROR_CODE.fail });
    expect(onError).toHaveBeenCalledWith(ERROR_CODE.fail, 'Fail');
  });

  it.each([111, 112])('with code %i force a logout as well as the toast', async (codeId) => {
    reply = { status: codeId === ERROR_CODE.memberDisabled ? 403 : 401, body: { codeId, msg: 'Member' } };
    await expect(getSiteSettings()).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith(codeId, 'Member');
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it('that never arrive reject with a network ApiError and no toast', async () => {
    reply = 'network';
    await expect(getSiteSettings()).rejects.toMatchObject({ kind: 'network', codeId: undefined });
    expect(onError).not.toHaveBeenCalled();
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('without an envelope (a proxy error page) count as network trouble', async () => {
    reply = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(getSiteSettings()).rejects.toMatchObject({ kind: 'network', status: 502 });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('the cart change call', () => {
  const change = { count: 5, prodId: 3, shopId: 1, skuId: 7 };

  it('passes its error body back to the caller instead of toasting', async () => {
    reply = { status: 409, body: { codeId: ERROR_CODE.noStock, msg: 'No Stock' } };
    await expect(changeCartItem(change)).rejects.toMatchObject({
      kind: 'api',
      codeId: ERROR_CODE.noStock,
      msg: 'No Stock',
    });
    expect(onError).not.toHaveBeenCalled();
    expect(lastRequest().mallSilent).toBe(true);
  });

  it('still forces the logout on 112', async () => {
    reply = { status: 401, body: { codeId: ERROR_CODE.loggedOut, msg: 'Member is Logged Out' } };
    await expect(changeCartItem(change)).rejects.toMatchObject({ codeId: ERROR_CODE.loggedOut });
    expect(onError).not.toHaveBeenCalled();
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it('returns the cart on success', async () => {
    reply = { status: 200, body: { data: { list: [] } } };
    await expect(changeCartItem(change)).resolves.toEqual({ list: [] });
    expect(JSON.parse(lastRequest().data as string)).toEqual(change);
  });
});

describe('every API function', () => {
  const sample: Record<string, unknown[]> = {
    listCategories: [0],
    listProductsByTag: [{ tagId: 1 }],
    searchProducts: [{ prodName: 'rice' }],
    getProduct: [1],
    sendVerificationCode: [{ mobile: '012345678' }],
    register: [{ mobile: '012345678', password: 'x' }],
    login: [{ mobile: '012345678', loginPassword: 'x' }],
    resetPassword: [{ mobile: '012345678', password: 'x' }],
    changeCartItem: [{ basketId: 1, count: 1, prodId: 1, shopId: 1, skuId: 1 }],
    deleteCartItems: [[1]],
    addAddress: [{}],
    updateAddress: [{}],
    deleteAddress: [1],
    toggleFavorite: [1],
    suggestSearch: ['rice'],
    listFavorites: [{}],
    listOrders: [{}],
    getOrder: ['A1'],
    cancelOrder: ['A1'],
    deleteOrder: ['A1'],
    confirmReceipt: ['A1'],
    createCartConfirmation: [[1]],
    placeCartOrder: [{}],
    createBuyNowConfirmation: [{}],
    placeBuyNowOrder: [{}],
    payOrders: [{ orderNumbers: 'A1', payType: 1 }],
    quoteDelivery: ['A1', 7],
  };
  const modules = { address, cart, catalog, favorite, member, order, payment, site };
  const calls = Object.entries(modules).flatMap(([, module]) =>
    Object.entries(module as Record<string, unknown>).filter(
      (entry): entry is [string, (...args: unknown[]) => Promise<unknown>] => typeof entry[1] === 'function',
    ),
  );

  it.each(calls)('%s takes { silent, signal }: its refusal reaches only the caller', async (name, call) => {
    reply = { status: 200, body: { codeId: ERROR_CODE.orderShipped, msg: 'refused' } };
    const controller = new AbortController();
    const args = [...(sample[name] ?? []), { silent: true, signal: controller.signal }];
    await expect(call(...args)).rejects.toMatchObject({ kind: 'api', codeId: ERROR_CODE.orderShipped });
    expect(onError).not.toHaveBeenCalled();
    expect(lastRequest().signal).toBe(controller.signal);
    expect(call.length).toBeLessThanOrEqual(args.length);
  });
});
