// Writes composed products in batches (multi-row inserts inside one transaction per batch).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ProductDef } from './compose';
import { searchTextOf } from '../repositories/product-search';

type Executor = Kysely<Database> | Transaction<Database>;

// Both SQLite (32,766) and PostgreSQL (65,535) cap the bound parameters of one statement.
const MAX_PARAMETERS = 30_000;

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertMany<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length));
  for (const chunk of chunks(rows, size))
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
}

async function insertReturningIds<T extends 'product' | 'spec'>(
  db: Executor,
  table: T,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids: number[] = [];
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length));
  for (const chunk of chunks(rows, size)) {
    const inserted = await db
      .insertInto(table)
      .values(chunk as never)
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

/**
 * Inserts products with their categories, specs and SKUs; `categoryIdOf` maps a definition to its (leaf) category.
 * Returns the new product ids in the order of `products`.
 */
export async function insertProducts(
  db: Kysely<Database>,
  products: ProductDef[],
  categoryIdOf: (p: ProductDef) => number,
  batchSize = 1000,
): Promise<number[]> {
  const allIds: number[] = [];
  for (const batch of chunks(products, batchSize)) {
    const ids = await db.transaction().execute(async (trx) => {
      const productIds = await insertReturningIds(
        trx,
        'product',
        batch.map((p) => {
          const cheapest = p.skus.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
          const texts = {
            name_kh: p.name.kh,
            name_en: p.name.en,
            name_cn: p.name.cn,
            brief_kh: p.brief.kh,
            brief_en: p.brief.en,
            brief_cn: p.brief.cn,
          };
          return {
            shop_id: 1,
            ...texts,
            content_kh: p.content.kh,
            content_en: p.content.en,
            content_cn: p.content.cn,
            search_text: searchTextOf(texts),
            pic: p.pic,
            imgs: JSON.stringify(p.imgs),
            price_cents: cheapest.priceCents,
            ori_price_cents: cheapest.oriPriceCents,
            sold_num: p.soldNum,
            status: p.status,
            created_at: p.createdAt,
            updated_at: p.createdAt,
          };
        }),
      );
      await insertMany(
        trx,
        'product_category',
        batch.map((p, i) => ({ prod_id: productIds[i], category_id: categoryIdOf(p) })),
      );

      const specRows: Record<string, unknown>[] = [];
      const specValues: Array<ProductDef['specs'][number]['values']> = [];
      batch.forEach((p, i) =>
        p.specs.forEach((spec, seq) => {
          specRows.push({
            prod_id: productIds[i],
            seq,
            name_kh: spec.name.kh,
            name_en: spec.name.en,
            name_cn: spec.name.cn,
          });
          specValues.push(spec.values);
        }),
      );
      const specIds = await insertReturningIds(trx, 'spec', specRows);
      await insertMany(
        trx,
        'spec_value',
        specIds.flatMap((specId, i) =>
          specValues[i].map((v, seq) => ({ spec_id: specId, seq, value_kh: v.kh, value_en: v.en, value_cn: v.cn })),
        ),
      );
      await insertMany(
        trx,
        'sku',
        batch.flatMap((p, i) =>
          p.skus.map((sku) => ({
            prod_id: productIds[i],
            spec_values: JSON.stringify(Object.fromEntries(p.specs.map((spec, s) => [spec.name.en, sku.values[s].en]))),
            name_kh: sku.name.kh,
            name_en: sku.name.en,
            name_cn: sku.name.cn,
            price_cents: sku.priceCents,
            ori_price_cents: sku.oriPriceCents,
            stock: sku.stock,
            pic: sku.pic,
            status: 1,
          })),
        ),
      );
      return productIds;
    });
    allIds.push(...ids);
  }
  return allIds;
}
