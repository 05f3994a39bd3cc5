import { routesOf } from '@mall/shared';
import {
  anonymousCopy,
  isCachedPage,
  isCachedRead,
  isFirstPage,
  isHashedFile,
  isPersonal,
  isReleasePicker,
} from '../routes';

const url = (address: string) => new URL(address, 'http://localhost:8080');

describe('what the service worker keeps', () => {
  it('asks the network first for everything that picks a release, never cache-first', () => {
    for (const address of [
      '/config.json',
      'http://localhost:8081/0.1.0/mf-manifest.json',
      'http://localhost:8081/0.2.0/remoteEntry.js',
    ]) {
      expect(isReleasePicker(url(address))).toBe(true);
      expect(isHashedFile(url(address))).toBe(false);
    }
  });

  it('keeps a remote chunk by its hash, never an unhashed file', () => {
    expect(isHashedFile(url('http://localhost:8081/0.1.0/__federation_expose_HomePage.a0f482ce.js'))).toBe(true);
    expect(isHashedFile(url('http://localhost:8081/0.1.0/164.633c6e64.css'))).toBe(true);
    expect(isHashedFile(url('/main.js'))).toBe(false);
    expect(isHashedFile(url('/api/images/p1.a0f482ce.jpg'))).toBe(false);
  });

  it("keeps the catalogue's reads a shopper has seen, first pages only", () => {
    expect(isCachedRead(url('/api/prod/prodInfo?prodId=3'), 'GET')).toBe(true);
    expect(isCachedRead(url('/api/indexImgs'), 'GET')).toBe(true);
    expect(isCachedRead(url('/api/category/categoryInfo?parentId=0'), 'GET')).toBe(true);
    expect(isCachedRead(url('/api/prod/pageBySearch?prodName=rice&current=1'), 'GET')).toBe(true);
    expect(isCachedRead(url('/api/prod/pageBySearch?prodName=rice&current=2'), 'GET')).toBe(false);
    expect(isCachedRead(url('/api/prod/prodListByTagIdSelect'), 'POST')).toBe(true);
    expect(isFirstPage('{"tagId":1,"current":1,"size":10}')).toBe(true);
    expect(isFirstPage('{"tagId":1}')).toBe(true);
    expect(isFirstPage('{"tagId":1,"current":3}')).toBe(false);
    expect(isFirstPage('{not json')).toBe(false);
  });

  it('never keeps what belongs to a member or moves money or stock', () => {
    for (const [address, method] of [
      ['/api/shopCart/info', 'GET'],
      ['/api/shopCart/changeItem', 'POST'],
      ['/api/order/submit', 'POST'],
      ['/api/myOrder/orderDetail?orderNumber=1', 'GET'],
      ['/api/p/address/list', 'GET'],
      ['/api/prod/prodInfo?prodId=3', 'POST'],
    ]) {
      expect(isCachedRead(url(address), method)).toBe(false);
    }
  });

  it("keeps an answer fetched with a member's token only without what depends on who asked", async () => {
    const signedIn = new Request('http://localhost:8080/api/prod/prodInfo?prodId=3', {
      headers: { Authorization: 'Bearer member-token' },
    });
    expect(isPersonal(signedIn)).toBe(true);
    expect(isPersonal(new Request('http://localhost:8080/api/prod/prodInfo?prodId=3'))).toBe(false);
    const answer = new Response(JSON.stringify({ data: { prodId: 3, prodName: 'Kampot pepper', isCollect: true } }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'content-length': '999', 'content-encoding': 'br' },
    });
    const kept = (await anonymousCopy(answer))!;
    expect(await kept.json()).toEqual({ data: { prodId: 3, prodName: 'Kampot pepper' } });
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(kept.headers.get('content-encoding')).toBeNull();
    // The page still reads the answer it was given.
    expect((await answer.json()).data.isCollect).toBe(true);
    expect(await anonymousCopy(new Response('<html>', { status: 200 }))).toBeNull();
  });

  it('never keeps a set-up link, a console page, a sign-in page or any address with a token', () => {
    for (const address of [
      '/merchant/setup?token=abc123',
      '/merchant/',
      '/merchant',
      '/merchant/products',
      '/laptop/user/login',
      '/mobile/user/login?redirect=cart',
      '/laptop/user/register',
      '/laptop/user/password',
      '/mobile/user/register',
      '/mobile/resetPassword',
      '/laptop/anything?token=abc',
    ]) {
      expect({ address, kept: isCachedPage(url(address)) }).toEqual({ address, kept: false });
    }
    // Every sign-in, registration and password page the shop routes, whatever its path.
    for (const route of [...routesOf('laptop'), ...routesOf('mobile')].filter((r) =>
      ['login', 'register', 'resetPassword'].includes(r.page),
    )) {
      expect({ path: route.path, kept: isCachedPage(url(route.path)) }).toEqual({ path: route.path, kept: false });
    }
    for (const address of ['/laptop/home', '/mobile/detail?prodId=3', '/laptop/user', '/mobile/merchants']) {
      expect({ address, kept: isCachedPage(url(address)) }).toEqual({ address, kept: true });
    }
  });
});
