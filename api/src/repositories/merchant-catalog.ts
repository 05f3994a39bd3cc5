// The console's catalogue queries: every product (on sale or not), its SKUs with their versions, and the writes that
// keep a product in step with its SKUs (its price is its cheapest SKU's, its specs are what its SKUs name).
import { sql } from 'kysely';
import type { Db, DialectName } from '../db';
import type { Executor } from './executor';
import { normalizeSearchText, searchWords } from '../lib/search-text';
import { ON_SALE, countProducts, productDetails, searchCondition } from './catalog';
import type { Product, Sku } from '../db/schema';
import { searchTextOf } from './product-search';

export const LOW_STOCK = 5;

export interface MerchantProductFilter {
  search?: string; // as typed
  categoryIds?: number[]; // with descendants
  status?: number;
  stock?: 'out' | 'low';
}
export type MerchantProductSort = 'updated' | 'name' | 'price' | 'stock';

async function filtered(db: Db, dialect: DialectName, f: MerchantProductFilter) {
  // Staff find a product by what they typed, in the shoppers' normal form (no typo correction: staff search exact).
  const words = f.search ? searchWords(normalizeSearchText(f.search)) : [];
  const search = words.length ? await searchCondition(db, dialect, words) : undefined;
  return db
    .selectFrom('product')
    .$if(f.status !== undefined, (q) => q.where('product.status', '=', f.status!))
    .$if(f.categoryIds !== undefined, (q) =>
      q.where('product.id', 'in', (eb) =>
        eb.selectFrom('product_category').select('prod_id').where('category_id', 'in', f.categoryIds!),
      ),
    )
    .$if(f.stock === 'out', (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sku')
              .select('sku.id')
              .whereRef('sku.prod_id', '=', 'product.id')
              .where('sku.status', '=', ON_SALE)
              .where('sku.stock', '>', 0),
          ),
        ),
      ),
    )
    .$if(f.stock === 'low', (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('sku')
            .select('sku.id')
            .whereRef('sku.prod_id', '=', 'product.id')
            .where('sku.status', '=', ON_SALE)
            .where('sku.stock', '<=', LOW_STOCK),
        ),
      ),
    )
    .$if(search !== undefined, (q) => q.where((eb) => search!(eb)));
}

export async function pageMerchantProducts(
  db: Db,
  dialect: DialectName,
  f: MerchantProductFilter,
  sort: MerchantProductSort,
  offset: number,
  limit: number,
) {
  const base = await filtered(db, dialect, f);
  let query = base.select([
    'product.id',
    'product.name_kh',
    'product.name_en',
    'product.name_cn',
    'product.pic',
    'product.price_cents',
    'product.status',
    'product.updated_at',
    'product.version',
    (eb) =>
      eb
        .selectFrom('product_category')
        .select((e) => e.fn.min<number>('category_id').as('c'))
        .whereRef('product_category.prod_id', '=', 'product.id')
        .as('category_id'),
  ]);
  if (sort === 'updated') query = query.orderBy('product.updated_at', 'desc').orderBy('product.id', 'desc');
  if (sort === 'name') query = query.orderBy('product.name_en').orderBy('product.id');
  if (sort === 'price') query = query.orderBy('product.price_cents').orderBy('product.id');
  if (sort === 'stock') {
    query = query
      .orderBy(
        (eb) =>
          eb
            .selectFrom('sku')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('sku.stock'), sql<number>`0`).as('n'))
            .whereRef('sku.prod_id', '=', 'product.id')
            .where('sku.status', '=', ON_SALE),
        'asc',
      )
      .orderBy('product.id');
  }
  const [rows, count] = await Promise.all([
    query.offset(offset).limit(limit).execute(),
    // A large total (the whole catalogue, "low in stock") is remembered for a while, as the shop's lists do.
    countProducts(db, { staff: f }, () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
  ]);
  return { rows, total: count };
}

export async function findProduct(db: Executor, prodId: number) {
  return db.selectFrom('product').selectAll().where('id', '=', prodId).executeTakeFirst();
}

/** A product's live SKUs, tags, category (the first: the console gives a product one) and photos. */
export async function productParts(db: Executor, prodId: number) {
  const [details, photos] = await Promise.all([
    productDetails(db, prodId),
    db.selectFrom('photo').selectAll().where('prod_id', '=', prodId).orderBy('seq').orderBy('id').execute(),
  ]);
  return { skus: details.skus, tagIds: details.tagIds, categoryId: details.categoryIds[0] ?? null, photos };
}

/** Sets the product's price to its cheapest live SKU's (what lists sort and filter by) and marks it updated. */
export async function syncProductPrice(db: Executor, prodId: number, now: number): Promise<void> {
  const cheapest = await db
    .selectFrom('sku')
    .select(['price_cents', 'ori_price_cents'])
    .where('prod_id', '=', prodId)
    .where('status', '=', ON_SALE)
    .orderBy('price_cents')
    .orderBy('id')
    .executeTakeFirst();
  await db
    .updateTable('product')
    .set({
      ...(cheapest ? { price_cents: cheapest.price_cents, ori_price_cents: cheapest.ori_price_cents } : {}),
      updated_at: now,
    })
    .where('id', '=', prodId)
    .execute();
}

/**
 * The product's specs and their values, rebuilt from what its live SKUs name (in order of first appearance). A spec or
 * value named before keeps its Khmer and Chinese; a new one shows its English in all three until translated.
 */
export async function rebuildSpecs(db: Executor, prodId: number, skuSpecValues: Array<Record<string, string>>) {
  const oldSpecs = await db.selectFrom('spec').selectAll().where('prod_id', '=', prodId).execute();
  const oldValues = oldSpecs.length
    ? await db
        .selectFrom('spec_value')
        .selectAll()
        .where(
          'spec_id',
          'in',
          oldSpecs.map((s) => s.id),
        )
        .execute()
    : [];
  const specOrder = new Map<string, string[]>();
  for (const values of skuSpecValues) {
    for (const [name, value] of Object.entries(values)) {
      const list = specOrder.get(name) ?? [];
      if (!list.includes(value)) list.push(value);
      specOrder.set(name, list);
    }
  }
  await db.deleteFrom('spec').where('prod_id', '=', prodId).execute();
  let seq = 0;
  for (const [name, values] of specOrder) {
    const old = oldSpecs.find((s) => s.name_en === name);
    const spec = await db
      .insertInto('spec')
      .values({
        prod_id: prodId,
        seq: seq++,
        name_kh: old?.name_kh ?? name,
        name_en: name,
        name_cn: old?.name_cn ?? name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [valueSeq, value] of values.entries()) {
      const oldValue = old && oldValues.find((v) => v.spec_id === old.id && v.value_en === value);
      await db
        .insertInto('spec_value')
        .values({
          spec_id: spec.id,
          seq: valueSeq,
          value_kh: oldValue?.value_kh ?? value,
          value_en: value,
          value_cn: oldValue?.value_cn ?? value,
        })
        .execute();
    }
  }
}

/**
 * Adds `delta` to a SKU's stock in one statement (never read, then written: 100 edits at once end exact), refusing
 * to go below zero. The SKU after, or undefined when it does not exist or would go below zero.
 */
export async function addStock(db: Executor, skuId: number, delta: number) {
  return db
    .updateTable('sku')
    .set((eb) => ({ stock: eb('stock', '+', delta), version: eb('version', '+', 1) }))
    .where('id', '=', skuId)
    .where('status', '=', ON_SALE)
    .where((eb) => eb(eb('stock', '+', delta), '>=', 0))
    .returningAll()
    .executeTakeFirst();
}

/** Changes a SKU when it is still at `version`; undefined when it is not (or does not exist). */
export async function updateSkuAt(
  db: Executor,
  skuId: number,
  version: number,
  change: { price_cents?: number; ori_price_cents?: number; stock?: number },
) {
  return db
    .updateTable('sku')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('id', '=', skuId)
    .where('version', '=', version)
    .where('status', '=', ON_SALE)
    .returningAll()
    .executeTakeFirst();
}

export async function findSku(db: Executor, skuId: number) {
  return db.selectFrom('sku').selectAll().where('id', '=', skuId).executeTakeFirst();
}

type ProductTexts = Pick<Product, 'name_kh' | 'name_en' | 'name_cn' | 'brief_kh' | 'brief_en' | 'brief_cn'>;
/** What the console and the CSV write of a product; its search_text is written with its names and briefs. */
export type ProductWrite = ProductTexts &
  Partial<Pick<Product, 'content_kh' | 'content_en' | 'content_cn' | 'max_per_order'>> &
  Pick<Product, 'status' | 'updated_at'>;

const withSearchText = <P extends ProductWrite>(product: P) => ({ ...product, search_text: searchTextOf(product) });

/** A new product of the shop, priced at its cheapest SKU until its SKUs are written; its id. */
export async function insertProduct(
  db: Executor,
  product: ProductWrite & Pick<Product, 'price_cents' | 'ori_price_cents'>,
): Promise<number> {
  const row = await db
    .insertInto('product')
    .values({
      content_kh: '',
      content_en: '',
      content_cn: '',
      ...withSearchText(product),
      shop_id: 1,
      pic: '',
      imgs: '[]',
      sold_num: 0,
      created_at: product.updated_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a product and moves its version on: only at `version` when one is given; false when it was not there. */
export async function updateProduct(db: Executor, prodId: number, product: ProductWrite, version?: number) {
  const updated = await db
    .updateTable('product')
    .set((eb) => ({ ...withSearchText(product), version: eb('version', '+', 1) }))
    .where('id', '=', prodId)
    .$if(version !== undefined, (q) => q.where('version', '=', version!))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The product's one category (the console gives a product one). */
export async function setProductCategory(db: Executor, prodId: number, categoryId: number): Promise<void> {
  await db.deleteFrom('product_category').where('prod_id', '=', prodId).execute();
  await db.insertInto('product_category').values({ prod_id: prodId, category_id: categoryId }).execute();
}

/** The product's tags; false (and nothing written) when one of them does not exist. */
export async function setProductTags(db: Executor, prodId: number, tagIds: number[]): Promise<boolean> {
  if (tagIds.length) {
    const known = await db.selectFrom('tag').select('id').where('id', 'in', tagIds).execute();
    if (known.length !== tagIds.length) return false;
  }
  await db.deleteFrom('product_tag').where('prod_id', '=', prodId).execute();
  if (tagIds.length) {
    await db
      .insertInto('product_tag')
      .values(tagIds.map((tagId) => ({ prod_id: prodId, tag_id: tagId })))
      .execute();
  }
  return true;
}

export type SkuWrite = Pick<
  Sku,
  'spec_values' | 'name_kh' | 'name_en' | 'name_cn' | 'price_cents' | 'ori_price_cents'
> &
  Partial<Pick<Sku, 'stock'>>;

/** A new live SKU of the product; its id. */
export async function insertSku(db: Executor, prodId: number, sku: SkuWrite): Promise<number> {
  const row = await db
    .insertInto('sku')
    .values({ stock: 0, ...sku, prod_id: prodId, pic: '', status: ON_SALE })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a live SKU of the product and moves its version on; false when the product has no such live SKU. */
export async function updateLiveSku(db: Executor, prodId: number, skuId: number, sku: SkuWrite): Promise<boolean> {
  const changed = await db
    .updateTable('sku')
    .set((eb) => ({ ...sku, version: eb('version', '+', 1) }))
    .where('id', '=', skuId)
    .where('prod_id', '=', prodId)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** Takes the product's live SKUs other than `kept` off sale. */
export async function retireSkusExcept(db: Executor, prodId: number, kept: number[]): Promise<void> {
  await db
    .updateTable('sku')
    .set((eb) => ({ status: 0, version: eb('version', '+', 1) }))
    .where('prod_id', '=', prodId)
    .where('status', '=', ON_SALE)
    .$if(kept.length > 0, (q) => q.where('id', 'not in', kept))
    .execute();
}

/** What each live SKU of the product names of its specs, in the SKUs' order. */
export async function liveSpecValues(db: Executor, prodId: number): Promise<Array<Record<string, string>>> {
  const live = await db
    .selectFrom('sku')
    .select('spec_values')
    .where('prod_id', '=', prodId)
    .where('status', '=', ON_SALE)
    .orderBy('id')
    .execute();
  return live.map((s) => JSON.parse(s.spec_values) as Record<string, string>);
}

export async function photosOf(db: Executor, prodId: number) {
  return db.selectFrom('photo').selectAll().where('prod_id', '=', prodId).execute();
}

/**
 * At `version` (moving it on): the product's photos in the order of `orderedIds`, its pictures (`pictures`: the main
 * one and all; none keeps what it had), the photos `gone` deleted. False when the product was not at `version`.
 */
export async function setPhotosAt(
  db: Executor,
  prodId: number,
  version: number,
  change: { orderedIds: number[]; pictures?: Pick<Product, 'pic' | 'imgs'>; gone: number[]; now: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('product')
    .set((eb) => ({ ...change.pictures, updated_at: change.now, version: eb('version', '+', 1) }))
    .where('id', '=', prodId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  for (const [seq, id] of change.orderedIds.entries()) {
    await db.updateTable('photo').set({ seq }).where('id', '=', id).execute();
  }
  if (change.gone.length) await db.deleteFrom('photo').where('id', 'in', change.gone).execute();
  return true;
}

/** Every product (on sale or not) after `after`, `limit` of them in id order, with its category and live SKUs. */
/** The products the list's filter finds, after `after` in id order, each with its live SKUs. */
export async function exportBatch(
  db: Db,
  dialect: DialectName,
  filter: MerchantProductFilter,
  after: number,
  limit: number,
) {
  const products = await (
    await filtered(db, dialect, filter)
  )
    .leftJoin('product_category', 'product_category.prod_id', 'product.id')
    .select(['product.id', 'product.name_kh', 'product.name_en', 'product.name_cn', 'product.status'])
    .select((eb) => eb.fn.min<number>('product_category.category_id').as('category_id'))
    .where('product.id', '>', after)
    .groupBy(['product.id', 'product.name_kh', 'product.name_en', 'product.name_cn', 'product.status'])
    .orderBy('product.id')
    .limit(limit)
    .execute();
  const skus = products.length
    ? await db
        .selectFrom('sku')
        .selectAll()
        .where(
          'prod_id',
          'in',
          products.map((p) => p.id),
        )
        .where('status', '=', ON_SALE)
        .orderBy('prod_id')
        .orderBy('id')
        .execute()
    : [];
  return products.map((product) => ({ product, skus: skus.filter((sku) => sku.prod_id === product.id) }));
}

const IN_LIST = 500;

/** Of these product ids, those that exist. */
export async function existingProductIds(db: Executor, prodIds: number[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (let i = 0; i < prodIds.length; i += IN_LIST) {
    const chunk = await db
      .selectFrom('product')
      .select('id')
      .where('id', 'in', prodIds.slice(i, i + IN_LIST))
      .execute();
    chunk.forEach((p) => known.add(p.id));
  }
  return known;
}

/** Of these SKU ids, the live ones and their products. */
export async function liveSkuOwners(db: Executor, skuIds: number[]): Promise<Map<number, number>> {
  const owner = new Map<number, number>();
  for (let i = 0; i < skuIds.length; i += IN_LIST) {
    const chunk = await db
      .selectFrom('sku')
      .select(['id', 'prod_id'])
      .where('id', 'in', skuIds.slice(i, i + IN_LIST))
      .where('status', '=', ON_SALE)
      .execute();
    chunk.forEach((s) => owner.set(s.id, s.prod_id));
  }
  return owner;
}

export async function allCategoryIds(db: Executor): Promise<Set<number>> {
  return new Set((await db.selectFrom('category').select('id').execute()).map((c) => c.id));
}
