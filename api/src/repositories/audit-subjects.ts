// The names the activity log shows for the records its entries are about, in the three languages, read as the
// records are now (a record deleted since is named from its entry instead, by the service).
import type { Executor } from './executor';
import { specTextsOf } from './variant-specs';

export interface Names {
  kh: string;
  en: string;
  cn: string;
}

type Named = { id: number } & Record<'kh' | 'en' | 'cn', string>;
const toMap = (rows: Named[]) =>
  new Map(rows.map((r) => [Number(r.id), { kh: r.kh || r.en, en: r.en, cn: r.cn || r.en }]));

async function productNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, Names>();
  return toMap(
    await db
      .selectFrom('product')
      .select(['id', 'name_kh as kh', 'name_en as en', 'name_cn as cn'])
      .where('id', 'in', ids)
      .execute(),
  );
}

/** A SKU as its product and variant: "Kampot pepper Weight: 250 g" (its own name, else its specs in words). */
async function skuNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, Names>();
  const skus = await db
    .selectFrom('sku')
    .select(['id', 'prod_id', 'spec_values', 'name_kh', 'name_en', 'name_cn'])
    .where('id', 'in', ids)
    .execute();
  const products = await productNames(db, [...new Set(skus.map((s) => Number(s.prod_id)))]);
  const specs = await specTextsOf(
    db,
    skus.map((s) => ({ skuId: Number(s.id), prodId: Number(s.prod_id), specValues: s.spec_values })),
  );
  return new Map(
    skus.map((s) => {
      const product = products.get(Number(s.prod_id));
      const spec = specs.get(Number(s.id));
      const name = (lang: 'kh' | 'en' | 'cn') =>
        [product?.[lang], s[`name_${lang}`] || spec?.[`spec_${lang}`] || s.name_en].filter(Boolean).join(' ');
      return [Number(s.id), { kh: name('kh'), en: name('en'), cn: name('cn') }];
    }),
  );
}

async function plainNames(db: Executor, ids: number[], table: 'category' | 'tag' | 'hot_search') {
  if (!ids.length) return new Map<number, Names>();
  const rows =
    table === 'category'
      ? await db
          .selectFrom('category')
          .select(['id', 'name_kh as kh', 'name_en as en', 'name_cn as cn'])
          .where('id', 'in', ids)
          .execute()
      : await db
          .selectFrom(table)
          .select(['id', 'title_kh as kh', 'title_en as en', 'title_cn as cn'])
          .where('id', 'in', ids)
          .execute();
  return toMap(rows);
}

async function staffNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, Names>();
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), { kh: r.name, en: r.name, cn: r.name }]));
}

/** A banner as the product it opens, when it opens one. */
async function bannerNames(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, Names>();
  const rows = await db.selectFrom('banner').select(['id', 'prod_id']).where('id', 'in', ids).execute();
  const products = await productNames(
    db,
    rows.filter((r) => r.prod_id !== null).map((r) => Number(r.prod_id)),
  );
  return new Map(
    rows
      .filter((r) => r.prod_id !== null && products.has(Number(r.prod_id)))
      .map((r) => [Number(r.id), products.get(Number(r.prod_id))!]),
  );
}

export type NamedKind = 'product' | 'sku' | 'category' | 'tag' | 'hotSearch' | 'staff' | 'banner';

/** The names of the records of each kind, by id. */
export async function namesOf(
  db: Executor,
  ids: Record<NamedKind, number[]>,
): Promise<Record<NamedKind, Map<number, Names>>> {
  const [product, sku, category, tag, hotSearch, staff, banner] = await Promise.all([
    productNames(db, ids.product),
    skuNames(db, ids.sku),
    plainNames(db, ids.category, 'category'),
    plainNames(db, ids.tag, 'tag'),
    plainNames(db, ids.hotSearch, 'hot_search'),
    staffNames(db, ids.staff),
    bannerNames(db, ids.banner),
  ]);
  return { product, sku, category, tag, hotSearch, staff, banner };
}
