import { entryPath } from '../entry-path';

const at = (address: string) => {
  const url = new URL(address, 'http://mall.test');
  return { pathname: url.pathname, search: url.search };
};

describe('entryPath', () => {
  test('the merchant console stays where it is, on a phone as on a desktop, whatever its query', () => {
    expect(entryPath(at('/merchant/login'), 'mobile', false)).toBeNull();
    expect(entryPath(at('/merchant/setup?token=abc'), 'laptop', true)).toBeNull();
    expect(entryPath(at('/merchant/products?prodId=3'), 'mobile', true)).toBeNull();
  });

  test('a phone on a shared desktop link gets the same page on the mobile face', () => {
    expect(entryPath(at('/laptop/product?prodId=12'), 'mobile', true)).toBe('/mobile/product?prodId=12');
    expect(entryPath(at('/laptop/classify/4'), 'mobile', true)).toBe('/mobile/classify?categoryId=4');
    expect(entryPath(at('/laptop/classify?searchString=rice&isSearch=true'), 'mobile', true)).toBe(
      '/mobile/classify?searchString=rice&isSearch=true',
    );
    expect(entryPath(at('/laptop/centre/order/detail?orderNumber=X1'), 'mobile', true)).toBe(
      '/mobile/centre/order/details?orderNumber=X1',
    );
  });

  test('a desktop on a mobile link gets the desktop page', () => {
    expect(entryPath(at('/mobile/classify?categoryId=4'), 'laptop', true)).toBe('/laptop/classify/4');
    expect(entryPath(at('/mobile/search'), 'laptop', true)).toBe('/laptop/classify');
    expect(entryPath(at('/mobile/cart'), 'laptop', true)).toBe('/laptop/centre/cart');
    expect(entryPath(at('/mobile/nowhere'), 'laptop', true)).toBe('/laptop/index');
  });

  test('a prodId on any page but the product or buy-now page opens the product', () => {
    expect(entryPath(at('/laptop/index?prodId=3'), 'laptop', true)).toBe('/laptop/product?prodId=3');
    expect(entryPath(at('/?prodId=3'), 'mobile', false)).toBe('/mobile/product?prodId=3');
    expect(entryPath(at('/mobile/index?prodId=3'), 'laptop', true)).toBe('/laptop/product?prodId=3');
    expect(entryPath(at('/laptop/confirm?prodId=3&skuId=5&prodCount=1'), 'laptop', true)).toBeNull();
  });

  test('an address that already fits stays as it is', () => {
    expect(entryPath(at('/laptop/product?prodId=12'), 'laptop', true)).toBeNull();
    expect(entryPath(at('/mobile/centre/order?status=1'), 'mobile', true)).toBeNull();
    expect(entryPath(at('/laptop'), 'laptop', true)).toBeNull();
  });

  test('the launch screen greets a phone’s first visit on home, never a deep link', () => {
    expect(entryPath(at('/'), 'mobile', false)).toBe('/mobile/launch');
    expect(entryPath(at('/mobile/index'), 'mobile', false)).toBe('/mobile/launch');
    expect(entryPath(at('/laptop/index'), 'mobile', false)).toBe('/mobile/launch');
    expect(entryPath(at('/mobile/index'), 'mobile', true)).toBeNull();
    expect(entryPath(at('/mobile/product?prodId=2'), 'mobile', false)).toBeNull();
    expect(entryPath(at('/laptop/index'), 'laptop', false)).toBeNull();
    expect(entryPath(at('/'), 'laptop', false)).toBe('/laptop/index');
  });
});
