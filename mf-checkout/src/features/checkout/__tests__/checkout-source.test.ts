import { checkoutQuery, parseCheckoutSource } from '../checkout-source';

const parse = (query: string) => parseCheckoutSource(new URLSearchParams(query));

test('cart lines come as basketIds, buy now as prodId, skuId and prodCount (shop 1)', () => {
  expect(parse('basketIds=3,4,3')).toEqual({ kind: 'cart', basketIds: [3, 4] });
  expect(parse('prodId=1&skuId=2&prodCount=3')).toEqual({
    kind: 'buyNow',
    orderItem: { shopId: 1, prodId: 1, skuId: 2, prodCount: 3 },
  });
});

test('anything malformed is nothing to check out', () => {
  for (const query of [
    '',
    'basketIds=',
    'basketIds=1,x',
    'basketIds=-1',
    'prodId=1&skuId=2',
    'prodId=1&skuId=2&prodCount=0',
    'prodId=1.5&skuId=2&prodCount=1',
  ]) {
    expect(parse(query)).toBeNull();
  }
});

test('the query leads back to the same checkout', () => {
  const source = parse('prodId=1&skuId=2&prodCount=3')!;
  expect(parseCheckoutSource(new URLSearchParams(checkoutQuery(source)))).toEqual(source);
});
