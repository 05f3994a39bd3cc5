import {
  ADDRESS_BOOK_QUERY,
  isAddressBook,
  LAPTOP_ROUTES,
  MOBILE_ROUTES,
  isLoginRequired,
  matchRoute,
  pagePath,
  rememberPage,
  routeByName,
  takeRememberedPage,
} from '../routes';
import { STORAGE_KEYS } from '../storage-keys';

beforeEach(() => localStorage.clear());

describe('route tables', () => {
  it('name every route after its face and page', () => {
    expect(routeByName('LaptopIndex')?.path).toBe('/laptop/index');
    expect(routeByName('MobileUser')?.path).toBe('/mobile/user');
    expect(routeByName('Laptop')?.redirectTo).toBe('index');
    expect(routeByName('Mobile')?.path).toBe('/mobile');
    const names = [...LAPTOP_ROUTES, ...MOBILE_ROUTES].map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('nest the desktop centre under centre', () => {
    expect(routeByName('LaptopOrderList')).toMatchObject({ path: '/laptop/centre/order/list', parent: 'LaptopOrder' });
    expect(routeByName('LaptopOrder')).toMatchObject({ parent: 'LaptopCentre', redirectTo: 'orderList' });
  });
});

describe('pagePath', () => {
  it('builds links for both faces', () => {
    expect(pagePath('mobile', 'product', { query: { prodId: 3 } })).toBe('/mobile/product?prodId=3');
    expect(pagePath('laptop', 'product', { query: { prodId: 3 } })).toBe('/laptop/product?prodId=3');
    expect(pagePath('laptop', 'cart')).toBe('/laptop/centre/cart');
    expect(pagePath('mobile', 'cart')).toBe('/mobile/cart');
    expect(pagePath('laptop', 'orderDetail', { query: { orderNumber: 'PP1' } })).toBe(
      '/laptop/centre/order/detail?orderNumber=PP1',
    );
    expect(pagePath('mobile', 'orderDetail', { query: { orderNumber: 'PP1' } })).toBe(
      '/mobile/centre/order/details?orderNumber=PP1',
    );
  });

  it('fills an optional param, drops it when absent, and encodes the query', () => {
    expect(pagePath('laptop', 'classify', { params: { categoryId: 7 } })).toBe('/laptop/classify/7');
    expect(pagePath('laptop', 'classify', { query: { searchString: 'rice & fish', isSearch: true } })).toBe(
      '/laptop/classify?searchString=rice+%26+fish&isSearch=true',
    );
  });

  it('moves a param the face has no segment for into the query', () => {
    expect(pagePath('mobile', 'classify', { params: { categoryId: 7 } })).toBe('/mobile/classify?categoryId=7');
  });

  it('leads to the nearest page a face lacks', () => {
    expect(pagePath('laptop', 'search')).toBe('/laptop/classify');
    expect(pagePath('laptop', 'launch')).toBe('/laptop/index');
    expect(pagePath('mobile', 'centreContact')).toBe('/mobile/centre/contact');
  });
});

describe('isLoginRequired (route guard)', () => {
  it.each([
    ['/laptop/confirm', true],
    ['/laptop/success', true],
    ['/laptop/centre', true],
    ['/laptop/centre/order/list', true],
    ['/laptop/centre/cart?x=1', true],
    ['/laptop/index', false],
    ['/laptop/classify/12', false],
    ['/laptop/product', false],
    ['/laptop/user/login', false],
    ['/mobile/cart', true],
    ['/mobile/centre', false],
    ['/mobile/centre/about', false],
    ['/mobile/centre/order', true],
    ['/mobile/centre/order/details/', true],
    ['/mobile/favorite', true],
    ['/mobile/confirm/address/edit', true],
    ['/mobile/index', false],
    ['/nowhere', false],
  ])('%s → %s', (pathname, required) => {
    expect(isLoginRequired(pathname)).toBe(required);
  });

  it('matches a path to its route', () => {
    expect(matchRoute('/mobile/confirm/success')?.name).toBe('MobileSuccess');
  });
});

describe('the remembered page (PREV_PAGE)', () => {
  it('comes back once, on the same face', () => {
    rememberPage({ name: 'MobileOrderDetail', query: { orderNumber: 'PP7' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.prevPage)!)).toEqual({
      name: 'MobileOrderDetail',
      query: { orderNumber: 'PP7' },
    });
    expect(takeRememberedPage('mobile')).toEqual({
      name: 'MobileOrderDetail',
      params: {},
      query: { orderNumber: 'PP7' },
      path: '/mobile/centre/order/details?orderNumber=PP7',
    });
    expect(localStorage.getItem(STORAGE_KEYS.prevPage)).toBeNull();
    expect(takeRememberedPage('mobile')).toBeNull();
  });

  it('is forced to the variant of the current face', () => {
    rememberPage({ name: 'LaptopCart' });
    expect(takeRememberedPage('mobile')).toMatchObject({ name: 'MobileCart', path: '/mobile/cart' });

    rememberPage({ name: 'MobileOrderDetail', query: { orderNumber: 'PP7' } });
    expect(takeRememberedPage('laptop')).toMatchObject({
      name: 'LaptopOrderDetail',
      path: '/laptop/centre/order/detail?orderNumber=PP7',
    });

    rememberPage({ name: 'MobileAddressEdit' });
    expect(takeRememberedPage('laptop')).toMatchObject({ name: 'LaptopAddress' });
  });

  it('ignores junk and unknown names safely', () => {
    localStorage.setItem(STORAGE_KEYS.prevPage, '{broken');
    expect(takeRememberedPage('laptop')).toBeNull();
    rememberPage({ name: 'SomethingElse' });
    expect(takeRememberedPage('laptop')).toMatchObject({ name: 'LaptopIndex', path: '/laptop/index' });
  });
});

describe('the mobile address book', () => {
  it('is the address list opened with from=centre', () => {
    expect(pagePath('mobile', 'address', { query: ADDRESS_BOOK_QUERY })).toBe('/mobile/confirm/address?from=centre');
    expect(isAddressBook('?from=centre')).toBe(true);
    expect(isAddressBook(new URLSearchParams('basketIds=1,2'))).toBe(false);
  });
});
