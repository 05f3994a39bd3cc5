import { initI18n, errorMessage, formatPrice, pagePath, http, useMallStore } from '..';
test('smoke', () => {
  initI18n('En');
  expect(errorMessage(115)).toBe('The password is wrong.');
  expect(errorMessage(9999)).toBe('Something went wrong. Please try again.');
  expect(formatPrice(12.5, 'En')).toBe('$12.50');
  expect(pagePath('mobile', 'product', { query: { prodId: 3 } })).toBe('/mobile/product?prodId=3');
  expect(typeof http.get).toBe('function');
  expect(useMallStore.getState().language).toBe('En');
});
