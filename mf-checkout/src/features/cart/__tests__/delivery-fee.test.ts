import { cartAmounts as amountsOf, DEFAULT_FEE_RULES } from '../delivery-fee';

const cartAmounts = (lines: Array<{ price: number; count: number }>) => amountsOf(lines, DEFAULT_FEE_RULES);

test('$1 delivery below $50, free from $50, with what is missing for free delivery', () => {
  expect(cartAmounts([{ price: 12.5, count: 2 }])).toEqual({
    productAmount: 25,
    deliveryFee: 1,
    total: 26,
    missingForFreeDelivery: 25,
  });
  expect(cartAmounts([{ price: 49.99, count: 1 }]).missingForFreeDelivery).toBe(0.01);
  expect(cartAmounts([{ price: 25, count: 2 }])).toEqual({
    productAmount: 50,
    deliveryFee: 0,
    total: 50,
    missingForFreeDelivery: 0,
  });
});

test('cents do not drift and nothing selected costs nothing', () => {
  expect(
    cartAmounts([
      { price: 0.1, count: 3 },
      { price: 0.2, count: 1 },
    ]).total,
  ).toBe(1.5);
  expect(cartAmounts([])).toEqual({ productAmount: 0, deliveryFee: 0, total: 0, missingForFreeDelivery: 0 });
});

test("the shop's own fee and threshold; a threshold of 0 is never free", () => {
  expect(amountsOf([{ price: 30, count: 1 }], { fee: 2.5, freeFrom: 30 })).toEqual({
    productAmount: 30,
    deliveryFee: 0,
    total: 30,
    missingForFreeDelivery: 0,
  });
  expect(amountsOf([{ price: 200, count: 1 }], { fee: 2.5, freeFrom: 0 })).toEqual({
    productAmount: 200,
    deliveryFee: 2.5,
    total: 202.5,
    missingForFreeDelivery: 0,
  });
});
