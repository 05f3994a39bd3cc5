import { isDecimalString } from '@mall/shared';

export type PriceRangeResult =
  { ok: true; minPrice?: number; maxPrice?: number } | { ok: false; error: 'wrongAmountRange' };

/** Empty bounds are no bound; anything else must be a plain decimal amount and min must not exceed max. */
export function parsePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = minText.trim();
  const max = maxText.trim();
  if ((min !== '' && !isDecimalString(min)) || (max !== '' && !isDecimalString(max))) {
    return { ok: false, error: 'wrongAmountRange' };
  }
  const minPrice = min === '' ? undefined : Number(min);
  const maxPrice = max === '' ? undefined : Number(max);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { ok: false, error: 'wrongAmountRange' };
  }
  return { ok: true, minPrice, maxPrice };
}
