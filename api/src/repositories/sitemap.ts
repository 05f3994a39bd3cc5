// What the sitemaps read: on-sale products by id, and the categories with their newest product.
import type { Executor } from './executor';
import { ON_SALE } from './catalog';

/** The id of the `count`-th on-sale product after `after` (a one-row indexed read), or undefined. */
export async function nthOnSaleProductAfter(db: Executor, after: number, count: number) {
  const row = await db
    .selectFrom('product')
    .select('id')
    .where('status', '=', ON_SALE)
    .where('id', '>', after)
    .orderBy('id')
    .offset(count - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Up to `limit` on-sale products after `after`, by id, with when each last changed. */
export async function onSaleProductsAfter(db: Executor, after: number, limit: number) {
  return db
    .selectFrom('product')
    .select(['id', 'updated_at'])
    .where('status', '=', ON_SALE)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every category with when its newest on-sale product changed (absent: none), and the newest change of all. */
export async function categoriesWithLastChange(db: Executor) {
  const [categories, newest, overall] = await Promise.all([
    db.selectFrom('category').select('id').orderBy('id').execute(),
    db
      .selectFrom('product_category')
      .innerJoin('product', 'product.id', 'product_category.prod_id')
      .select(['product_category.category_id as id', (eb) => eb.fn.max('product.updated_at').as('lastmod')])
      .where('product.status', '=', ON_SALE)
      .groupBy('product_category.category_id')
      .execute(),
    db
      .selectFrom('product')
      .select((eb) => eb.fn.max('updated_at').as('lastmod'))
      .executeTakeFirst(),
  ]);
  return {
    categoryIds: categories.map((c) => c.id),
    lastChange: new Map(newest.map((row) => [row.id, Number(row.lastmod)])),
    newestOfAll: Number(overall?.lastmod ?? 0),
  };
}
