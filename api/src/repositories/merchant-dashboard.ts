// The console's home and its customer list: counts and sums over orders, SKUs running low, members with their orders.
import { sql } from 'kysely';
import { ORDER_STATUS } from '../schemas/codes';
import { ON_SALE } from './catalog';
import type { Executor } from './executor';

/** The states in which an order's money is the shop's: paid and not given back. */
const PAID = [ORDER_STATUS.toDelivered, ORDER_STATUS.toReceive, ORDER_STATUS.completed];

/** Orders placed in [from, to) and the amount of those paid. */
export async function orderFigures(db: Executor, from: number, to: number) {
  const row = await db
    .selectFrom('order')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn
        .sum<number>(eb.case().when('status', 'in', PAID).then(eb.ref('amount_cents')).else(sql.lit(0)).end())
        .as('sales_cents'),
    ])
    .where('create_time', '>=', from)
    .where('create_time', '<', to)
    .executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), salesCents: Number(row?.sales_cents ?? 0) };
}

export async function countOrdersIn(db: Executor, status: number): Promise<number> {
  const row = await db
    .selectFrom('order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** On-sale SKUs of on-sale products with at most `threshold` in stock, the fewest first. */
export async function lowStockSkus(db: Executor, threshold: number, limit: number) {
  const base = db
    .selectFrom('sku')
    .innerJoin('product', 'product.id', 'sku.prod_id')
    .where('sku.status', '=', ON_SALE)
    .where('product.status', '=', ON_SALE)
    .where('sku.stock', '<=', threshold);
  const [rows, count] = await Promise.all([
    base
      .select([
        'sku.id as sku_id',
        'sku.prod_id',
        'sku.stock',
        'sku.name_kh as sku_name_kh',
        'sku.name_en as sku_name_en',
        'sku.name_cn as sku_name_cn',
        'product.name_kh as prod_name_kh',
        'product.name_en as prod_name_en',
        'product.name_cn as prod_name_cn',
      ])
      .orderBy('sku.stock')
      .orderBy('sku.id')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** `text` inside a LIKE pattern, its wildcards taken literally (with ESCAPE '\'). */
const likeContaining = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members whose mobile or name contains `search`, with their orders, paid spend and last order, the latest first. */
export async function pageCustomers(db: Executor, search: string | undefined, offset: number, limit: number) {
  const pattern = search === undefined ? undefined : likeContaining(search);
  const members = db
    .selectFrom('member')
    .$if(pattern !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          sql<boolean>`${eb.ref('member.mobile')} like ${pattern} escape '\\'`,
          sql<boolean>`lower(${eb.ref('member.nick_name')}) like ${pattern} escape '\\'`,
        ]),
      ),
    );
  const lastOrder = sql<number | null>`max(${sql.ref('order.create_time')})`;
  const [rows, count] = await Promise.all([
    members
      .leftJoin('order', 'order.member_id', 'member.id')
      .select((eb) => [
        'member.id',
        'member.mobile',
        'member.nick_name',
        eb.fn.count<number>('order.order_number').as('orders'),
        eb.fn
          .sum<number>(
            eb.case().when('order.status', 'in', PAID).then(eb.ref('order.amount_cents')).else(sql.lit(0)).end(),
          )
          .as('spend_cents'),
        lastOrder.as('last_order'),
      ])
      .groupBy(['member.id', 'member.mobile', 'member.nick_name'])
      // Members who never ordered last on both databases (PostgreSQL puts NULL first in a descending order).
      .orderBy(sql`${lastOrder} is null`)
      .orderBy(lastOrder, 'desc')
      .orderBy('member.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    members.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
