// Catalogue queries. The search filter is the one place where SQLite and PostgreSQL differ.
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../db';
import type { Database } from '../db/schema';

export const ON_SALE = 1;

export async function listBanners(db: Db) {
  return db
    .selectFrom('banner')
    .leftJoin('product', (join) => join.onRef('product.id', '=', 'banner.prod_id').on('product.status', '=', ON_SALE))
    .select(['banner.img_url', 'banner.img_url_kh', 'banner.img_url_cn', 'banner.seq', 'product.id as prod_id'])
    .orderBy('banner.seq')
    .orderBy('banner.id')
    .execute();
}

/** The categories under a parent; without one, every category. */
export async function listCategories(db: Db, parentId?: number) {
  let query = db.selectFrom('category').selectAll();
  if (parentId !== undefined) query = query.where('parent_id', '=', parentId);
  return query.orderBy('seq').orderBy('id').execute();
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
  search?: string[]; // words in the search normal form, each to be found
  common?: string[]; // those of them shorter than 3 characters that are in a large share of the names
}

type ProductEb = ExpressionBuilder<Database, 'product'>;
type SearchCondition = (eb: ProductEb) => Expression<SqlBool>;

const MAX_SHORT_QUERY_TRIGRAMS = 400;
/**
 * The most products one list or search reaches (and counts): every visitor call stays cheap on a large catalogue.
 * A shopper pages through at most this many (100 pages of 10); a broader word or filter wants narrowing.
 */
export const MAX_RESULTS = 1000;
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Every word a substring of search_text, the one dialect-specific query: pg_trgm (LIKE) on PostgreSQL (a two-character
 * word on the doubled-character column, one character by a scan of a narrow covering index); on SQLite the FTS5
 * trigram index for the words of 3 characters or more, the shorter ones checked on its rows; when every word is
 * shorter, the longest becomes the OR of the indexed trigrams that start with it. `common`: the short words in a large
 * share of the names (search-index.ts), found sooner by a plain scan that stops at the first MAX_RESULTS. `unsorted`:
 * for a query with no ORDER BY.
 */
export async function searchCondition(
  db: Db,
  dialect: DialectName,
  words: string[],
  { unsorted = false, common = [] as string[] | undefined } = {},
): Promise<SearchCondition> {
  const longest = words.reduce((a, b) => ([...b].length > [...a].length ? b : a));
  if (dialect === 'postgres') {
    const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const contains = (table: string) =>
      sql.join(
        words.map((word) =>
          // A common pair of letters ("ri"): a plain scan meets its first thousand within a few thousand rows, where
          // the pairs index would first gather all of its tens of thousands (PostgreSQL cannot tell the two apart).
          [...word].length === 2 && !common?.includes(word)
            ? sql<SqlBool>`${sql.ref(`${table}.search_pairs`)} LIKE ${like([...word].map((c) => c + c).join(''))}`
            : sql<SqlBool>`${sql.ref(`${table}.search_text`)} LIKE ${like(word)}`,
        ),
        sql` AND `,
      );
    // A query that sorts nothing stops at its first MAX_RESULTS matches by itself: one pass over the rows.
    if (unsorted) return () => sql<SqlBool>`${contains('product')}`;
    // The first MAX_RESULTS matches only (a one-letter word matches most of the catalogue), as an array: with `IN`
    // the planner hashes them and walks the whole sort index instead of sorting the thousand.
    return (eb) =>
      sql<SqlBool>`${eb.ref('product.id')} = ANY(ARRAY(SELECT s.id FROM product s WHERE ${contains('s')} LIMIT ${MAX_RESULTS}))`;
  }
  const short = words.filter((word) => [...word].length < 3);
  const alsoShort = (except: string) =>
    short.filter((word) => word !== except).map((word) => sql<SqlBool>` AND instr(search_text, ${word}) > 0`);
  const inIndex =
    (match: string, except = ''): SearchCondition =>
    (eb) =>
      sql<SqlBool>`${eb.ref('product.id')} IN (SELECT rowid FROM product_search WHERE product_search MATCH ${match}${sql.join(alsoShort(except), sql``)} LIMIT ${MAX_RESULTS})`;
  if (short.length < words.length) {
    return inIndex(
      words
        .filter((word) => [...word].length >= 3)
        .map(quoted)
        .join(' AND '),
    );
  }
  const scanned: SearchCondition = (eb) =>
    sql<SqlBool>`${eb.ref('product.id')} IN (SELECT rowid FROM product_search WHERE instr(search_text, ${longest}) > 0${sql.join(alsoShort(longest), sql``)} LIMIT ${MAX_RESULTS})`;
  // A common letter: the vocabulary would read its trigrams' long lists (17 ms for "a" on 100,000 products) only to
  // choose the scan.
  if (common?.includes(longest)) return scanned;
  const terms = await sql<{
    term: string;
    doc: number;
  }>`SELECT term, doc FROM product_search_terms WHERE term >= ${longest} AND term < ${`${longest}\u{10FFFF}`} LIMIT ${MAX_SHORT_QUERY_TRIGRAMS + 1}`.execute(
    db,
  );
  if (terms.rows.length === 0) return () => sql<SqlBool>`0 = 1`;
  // A rare letter: the few rows its trigrams name. A common one (each match counted at most three times in `doc`): the
  // first products that contain it come soon in a plain scan, where merging its trigrams' long lists would not.
  const named = terms.rows.reduce((sum, row) => sum + Number(row.doc), 0);
  if (terms.rows.length <= MAX_SHORT_QUERY_TRIGRAMS && named < 10 * MAX_RESULTS) {
    return inIndex(terms.rows.map((r) => quoted(r.term)).join(' OR '), longest);
  }
  return scanned;
}

/**
 * Whether the categories hold many products. A few are looked up first (`IN`); many are checked product by product
 * along the sort order's index (`EXISTS`), which stops once the page is full, instead of gathering them all to sort.
 */
async function isLargeCategorySet(db: Db, categoryIds: number[]): Promise<boolean> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('product_category')
        .select('prod_id')
        .where('category_id', 'in', categoryIds.length ? categoryIds : [-1])
        .limit(MAX_RESULTS)
        .as('hit'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= MAX_RESULTS;
}

function filtered(db: Db, f: ProductFilter, search: SearchCondition | undefined, largeCategorySet = false) {
  const categoryIds = f.categoryIds?.length ? f.categoryIds : [-1];
  return db
    .selectFrom('product')
    .where('product.status', '=', ON_SALE)
    .where('product.shop_id', '=', f.shopId)
    .$if(f.tagId !== undefined, (qb) =>
      qb.where('product.id', 'in', (eb) =>
        eb.selectFrom('product_tag').select('product_tag.prod_id').where('product_tag.tag_id', '=', f.tagId!),
      ),
    )
    .$if(f.categoryIds !== undefined && !largeCategorySet, (qb) =>
      qb.where('product.id', 'in', (eb) =>
        eb
          .selectFrom('product_category')
          .select('product_category.prod_id')
          .where('product_category.category_id', 'in', categoryIds),
      ),
    )
    .$if(f.categoryIds !== undefined && largeCategorySet, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_category')
            .select('product_category.prod_id')
            .whereRef('product_category.prod_id', '=', 'product.id')
            .where('product_category.category_id', 'in', categoryIds),
        ),
      ),
    )
    .$if(f.minPriceCents !== undefined, (qb) => qb.where('product.price_cents', '>=', f.minPriceCents!))
    .$if(f.maxPriceCents !== undefined, (qb) => qb.where('product.price_cents', '<=', f.maxPriceCents!))
    .$if(search !== undefined, (qb) => qb.where((eb) => search!(eb)));
}

const SUMMARY_COLUMNS = [
  'product.id',
  'product.name_kh',
  'product.name_en',
  'product.name_cn',
  'product.pic',
  'product.price_cents',
  'product.ori_price_cents',
  'product.sold_num',
] as const;

export type SummaryRow = {
  id: number;
  name_kh: string;
  name_en: string;
  name_cn: string;
  pic: string;
  price_cents: number;
  ori_price_cents: number;
  sold_num: number;
};

export async function pageProducts(
  db: Db,
  dialect: DialectName,
  filter: ProductFilter,
  sort: ProductSort,
  offset: number,
  limit: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const search = filter.search?.length
    ? await searchCondition(db, dialect, filter.search, { common: filter.common })
    : undefined;
  const largeCategorySet = filter.categoryIds !== undefined && (await isLargeCategorySet(db, filter.categoryIds));
  let query = filtered(db, filter, search, largeCategorySet).select([...SUMMARY_COLUMNS]);
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
  const reachable = Math.min(limit, MAX_RESULTS - offset);
  const [rows, total] = await Promise.all([
    reachable > 0 ? query.offset(offset).limit(reachable).execute() : [],
    countProducts(db, filter, () =>
      db
        .selectFrom(filtered(db, filter, search, largeCategorySet).select('product.id').limit(MAX_RESULTS).as('hit'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
  ]);
  return { rows, total };
}

export type SearchCandidate = Pick<SummaryRow, 'id' | 'sold_num'> & { updated_at: number };

/**
 * The first MAX_RESULTS products that contain every word, with their popularity and last edit. Not their search_text
 * (reading it made this query five times slower on SQLite): the names come from the search index, or from
 * searchTextsOf for a product the index does not hold as it is now.
 */
export async function searchCandidates(
  db: Db,
  dialect: DialectName,
  filter: ProductFilter & { search: string[] },
): Promise<SearchCandidate[]> {
  const search = await searchCondition(db, dialect, filter.search, { unsorted: true, common: filter.common });
  return filtered(db, filter, search)
    .select(['product.id', 'product.sold_num', 'product.updated_at'])
    .limit(MAX_RESULTS)
    .execute();
}

/** The search_text of the given products. */
export async function searchTextsOf(db: Db, prodIds: number[]): Promise<Map<number, string>> {
  if (prodIds.length === 0) return new Map();
  const rows = await db.selectFrom('product').select(['id', 'search_text']).where('id', 'in', prodIds).execute();
  return new Map(rows.map((r) => [r.id, r.search_text]));
}

/** The summary rows of the given products, in the order of `prodIds` (any that do not exist are left out). */
export async function summaryRowsOf(db: Db, prodIds: number[]): Promise<SummaryRow[]> {
  if (prodIds.length === 0) return [];
  const rows = await db
    .selectFrom('product')
    .select([...SUMMARY_COLUMNS])
    .where('product.id', 'in', prodIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return prodIds.flatMap((id) => byId.get(id) ?? []);
}

// Counting a large result reads every matching index entry; a big total is remembered for a while so that paging
// through a 100,000-product catalogue costs the same as through a small one. Small totals are always exact.
const LARGE_TOTAL = 1000;
const COUNT_TTL_MS = 30_000;
const countCache = new WeakMap<Db, Map<string, { total: number; until: number }>>();

export async function countProducts(
  db: Db,
  filter: object,
  count: () => Promise<{ n: number } | undefined>,
): Promise<number> {
  let cache = countCache.get(db);
  if (!cache) countCache.set(db, (cache = new Map()));
  const key = JSON.stringify(filter);
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.total;
  const total = Number((await count())?.n ?? 0);
  if (total >= LARGE_TOTAL) {
    if (cache.size > 1000) cache.clear();
    cache.set(key, { total, until: Date.now() + COUNT_TTL_MS });
  }
  return total;
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

/** The photos named by these content hashes (the same upload has the same size and colour on every product). */
export async function photosByHash(db: Db, hashes: string[]) {
  if (hashes.length === 0) return [];
  return db
    .selectFrom('photo')
    .select(['hash', 'width', 'height', 'placeholder'])
    .where('hash', 'in', [...new Set(hashes)])
    .execute();
}

export async function findProductOnSale(db: Db, prodId: number) {
  return db.selectFrom('product').selectAll().where('id', '=', prodId).where('status', '=', ON_SALE).executeTakeFirst();
}

export async function productDetails(db: Db, prodId: number) {
  const [skus, specs, tags, categories] = await Promise.all([
    db
      .selectFrom('sku')
      .selectAll()
      .where('prod_id', '=', prodId)
      .where('status', '=', ON_SALE)
      .orderBy('id')
      .execute(),
    db.selectFrom('spec').selectAll().where('prod_id', '=', prodId).orderBy('seq').orderBy('id').execute(),
    db.selectFrom('product_tag').select('tag_id').where('prod_id', '=', prodId).orderBy('tag_id').execute(),
    db
      .selectFrom('product_category')
      .select('category_id')
      .where('prod_id', '=', prodId)
      .orderBy('category_id')
      .execute(),
  ]);
  const values = specs.length
    ? await db
        .selectFrom('spec_value')
        .selectAll()
        .where(
          'spec_id',
          'in',
          specs.map((s) => s.id),
        )
        .orderBy('seq')
        .orderBy('id')
        .execute()
    : [];
  return { skus, specs, values, tagIds: tags.map((t) => t.tag_id), categoryIds: categories.map((c) => c.category_id) };
}
