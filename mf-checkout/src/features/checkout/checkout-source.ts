import type { OrderItemInput } from '@mall/shared';

/** Buy now is always from the one shop (shopId 1 everywhere). */
export const SHOP_ID = 1;

/** What is being bought: cart lines (basketIds) or one product bought now. */
export type CheckoutSource = { kind: 'cart'; basketIds: number[] } | { kind: 'buyNow'; orderItem: OrderItemInput };

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 2147483647 ? n : undefined;
}

/** `?basketIds=3,4` or `?prodId=1&skuId=2&prodCount=1`; anything else is null (nothing to check out). */
export function parseCheckoutSource(params: URLSearchParams): CheckoutSource | null {
  const basketParam = params.get('basketIds');
  if (basketParam) {
    const ids = basketParam.split(',').map((part) => positiveInt(part));
    if (ids.length === 0 || ids.some((id) => id === undefined)) return null;
    return { kind: 'cart', basketIds: [...new Set(ids as number[])] };
  }
  const prodId = positiveInt(params.get('prodId'));
  const skuId = positiveInt(params.get('skuId'));
  const prodCount = positiveInt(params.get('prodCount'));
  if (prodId && skuId && prodCount) return { kind: 'buyNow', orderItem: { shopId: SHOP_ID, prodId, skuId, prodCount } };
  return null;
}

/** The query that leads back to the same checkout (kept through the address pages). */
export function checkoutQuery(source: CheckoutSource): Record<string, string> {
  if (source.kind === 'cart') return { basketIds: source.basketIds.join(',') };
  const { prodId, skuId, prodCount } = source.orderItem;
  return { prodId: String(prodId), skuId: String(skuId), prodCount: String(prodCount) };
}

export function checkoutKey(source: CheckoutSource): string {
  return new URLSearchParams(checkoutQuery(source)).toString();
}
