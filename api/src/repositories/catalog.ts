// Catalogue queries. The search filter is the one place where SQLite and PostgreSQL differ.
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../db';
import type { Database } from '../db/schema';

export const ON_SALE = 1;

export async function listBanners(db: Db) {
  return db
    .selectFrom('banner')
    .leftJoin('product', (join) => join.onRef('product.id', '=', 'banner.prod_id').on('product.status', '=', ON_SALE))
    .select(['banner.img_url', 'banner.seq', 'product.id as prod_id'])
    .orderBy('banner.seq')
    .orderBy('banner.id')
    .execute();
}

export async function listCategories(db: Db, parentId: number) {
  return db.selectFrom('category').selectAll().where('parent_id', '=', parentId).orderBy('seq').orderBy('id').execute();
}

/** The given categories and all their descendants. */
export async function withDescendants(db: Db, categoryIds: number[]): Promise<number[]> {
  const all = new Set(categoryIds);
  let frontier = [...all];
  while (frontier.length) {
    const children = await db.selectFrom('category').select('id').where('parent_id', 'in', frontier).execute();
    frontier = children.map((c) => c.id).filter((id) => !all.has(id));
    frontier.forEach((id) => all.add(id));
  }
  return [...all];
}

export async function listTags(db: Db) {
  return db.selectFrom('tag').selectAll().orderBy('seq').orderBy('id').execute();
}

export async function listHotSearches(db: Db) {
  return db.selectFrom('hot_search').selectAll().orderBy('seq').orderBy('id').execute();
}

export type ProductSort = 0 | 1 | 2 | 3 | 4;

export interface ProductFilter {
  shopId: number;
  tagId?: number;
  categoryIds?: number[]; // already expanded to descendants
  minPriceCents?: number;
  maxPriceCents?: number;
  search?: string; // lower-cased
}

type ProductEb = ExpressionBuilder<Database, 'product'>;

/** Substring match on search_text: FTS5 trigram on SQLite (LIKE-style scan under 3 characters), pg_trgm on PostgreSQL. */
function searchCondition(eb: ProductEb, dialect: DialectName, text: string): Expression<SqlBool> {
  if (dialect === 'postgres') {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<SqlBool>`${eb.ref('product.search_text')} LIKE ${pattern}`;
  }
  if ([...text].length >= 3) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${eb.ref('product.id')} IN (SELECT rowid FROM product_search WHERE product_search MATCH ${phrase})`;
  }
  return sql<SqlBool>`instr(${eb.ref('product.search_text')}, ${text}) > 0`;
}

function filtered(db: Db, dialect: DialectName, f: ProductFilter) {
  return db
    .selectFrom('product')
    .where('product.status', '=', ON_SALE)
    .where('product.shop_id', '=', f.shopId)
    .$if(f.tagId !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(eb.selectFrom('product_tag').select('product_tag.prod_id').whereRef('product_tag.prod_id', '=', 'product.id').where('product_tag.tag_id', '=', f.tagId!)),
      ),
    )
    .$if(f.categoryIds !== undefined, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb.selectFrom('product_category').select('product_category.prod_id').whereRef('product_category.prod_id', '=', 'product.id').where('product_category.category_id', 'in', f.categoryIds!.length ? f.categoryIds! : [-1]),
        ),
      ),
    )
    .$if(f.minPriceCents !== undefined, (qb) => qb.where('product.price_cents', '>=', f.minPriceCents!))
    .$if(f.maxPriceCents !== undefined, (qb) => qb.where('product.price_cents', '<=', f.maxPriceCents!))
    .$if(!!f.search, (qb) => qb.where((eb) => searchCondition(eb, dialect, f.search!)));
}

const SUMMARY_COLUMNS = [
  'product.id', 'product.name_kh', 'product.name_en', 'product.name_cn', 'product.pic',
  'product.price_cents', 'product.ori_price_cents', 'product.sold_num',
] as const;

export type SummaryRow = { id: number; name_kh: string; name_en: string; name_cn: string; pic: string; price_cents: number; ori_price_cents: number; sold_num: number };

export async function pageProducts(
  db: Db,
  dialect: DialectName,
  filter: ProductFilter,
  sort: ProductSort,
  offset: number,
  limit: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
  let query = filtered(db, dialect, filter).select([...SUMMARY_COLUMNS]);
  switch (sort) {
    case 1:
      query = query.orderBy('product.sold_num', 'desc').orderBy('product.id', 'desc');
      break;
    case 2:
      query = query.orderBy('product.price_cents', 'asc').orderBy('product.id', 'asc');
      break;
    case 3:
      query = query.orderBy('product.price_cents', 'desc').orderBy('product.id', 'desc');
      break;
    case 4:
      query = query.orderBy('product.created_at', 'desc').orderBy('product.id', 'desc');
      break;
    default:
      query = query.orderBy('product.id', 'asc');
  }
  const [rows, count] = await Promise.all([
    query.offset(offset).limit(limit).execute(),
    filtered(db, dialect, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Summed stock of the on-sale SKUs of each product. */
export async function stockOf(db: Db, prodIds: number[]): Promise<Map<number, number>> {
  if (prodIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sku')
    .select(['prod_id', (eb) => eb.fn.sum<number>('stock').as('stock')])
    .where('prod_id', 'in', prodIds)
    .where('status', '=', ON_SALE)
    .groupBy('prod_id')
    .execute();
  return new Map(rows.map((r) => [r.prod_id, Number(r.stock)]));
}

export async function findProductOnSale(db: Db, prodId: number) {
  return db.selectFrom('product').selectAll().where('id', '=', prodId).where('status', '=', ON_SALE).executeTakeFirst();
}

export async function productDetails(db: Db, prodId: number) {
  const [skus, specs, tags, categories] = await Promise.all([
    db.selectFrom('sku').selectAll().where('prod_id', '=', prodId).where('status', '=', ON_SALE).orderBy('id').execute(),
    db.selectFrom('spec').selectAll().where('prod_id', '=', prodId).orderBy('seq').orderBy('id').execute(),
    db.selectFrom('product_tag').select('tag_id').where('prod_id', '=', prodId).orderBy('tag_id').execute(),
    db.selectFrom('product_category').select('category_id').where('prod_id', '=', prodId).orderBy('category_id').execute(),
  ]);
  const values = specs.length
    ? await db.selectFrom('spec_value').selectAll().where('spec_id', 'in', specs.map((s) => s.id)).orderBy('seq').orderBy('id').execute()
    : [];
  return { skus, specs, values, tagIds: tags.map((t) => t.tag_id), categoryIds: categories.map((c) => c.category_id) };
}

export async function isFavorite(db: Db, memberId: number, prodId: number): Promise<boolean> {
  const row = await db.selectFrom('favorite').select('prod_id').where('member_id', '=', memberId).where('prod_id', '=', prodId).executeTakeFirst();
  return row !== undefined;
}
