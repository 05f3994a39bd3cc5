import { parsePriceRange } from '../price-range';

it.each([
  ['', '', { ok: true, minPrice: undefined, maxPrice: undefined }],
  ['5', '', { ok: true, minPrice: 5, maxPrice: undefined }],
  [' 2.50 ', '10', { ok: true, minPrice: 2.5, maxPrice: 10 }],
  ['7', '7', { ok: true, minPrice: 7, maxPrice: 7 }],
  ['20', '5', { ok: false, error: 'wrongAmountRange' }],
  ['-1', '5', { ok: false, error: 'wrongAmountRange' }],
  ['1e3', '', { ok: false, error: 'wrongAmountRange' }],
  ['abc', '', { ok: false, error: 'wrongAmountRange' }],
  ['', '.5', { ok: false, error: 'wrongAmountRange' }],
])('min %p and max %p → %p', (min, max, expected) => {
  expect(parsePriceRange(min, max)).toEqual(expected);
});
