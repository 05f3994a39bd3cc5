import type { Executor } from './executor';

export interface CheckoutLine {
  basketId?: number;
  shopId: number;
  prodId: number;
  skuId: number;
  prodCount: number;
}

export interface Checkout {
  orderNumber: string;
  memberId: number;
  source: 'cart' | 'buynow';
  lines: CheckoutLine[];
  expiresAt: number;
}

export async function insertCheckout(db: Executor, checkout: Checkout, now: number): Promise<void> {
  await db
    .insertInto('checkout')
    .values({
      order_number: checkout.orderNumber,
      member_id: checkout.memberId,
      source: checkout.source,
      lines: JSON.stringify(checkout.lines),
      created_at: now,
      expires_at: checkout.expiresAt,
    })
    .execute();
}

export async function findMemberCheckout(
  db: Executor,
  memberId: number,
  orderNumber: string,
): Promise<Checkout | undefined> {
  const row = await db
    .selectFrom('checkout')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderNumber: row.order_number,
    memberId: Number(row.member_id),
    source: row.source === 'cart' ? 'cart' : 'buynow',
    lines: JSON.parse(row.lines) as CheckoutLine[],
    expiresAt: Number(row.expires_at),
  };
}

export async function deleteExpiredCheckouts(db: Executor, now: number): Promise<number> {
  const result = await db.deleteFrom('checkout').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
