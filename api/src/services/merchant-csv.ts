// Products as CSV, one line per live SKU: export (streamed, in batches), and import with a dry run that lists every
// bad line with its reason before anything is written; with any error, nothing is.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import type { Db } from '../db';
import { clock } from '../clock';

import { cents, money } from '../lib/money';
import { writeAudit } from '../repositories/audit';
import * as repo from '../repositories/merchant-catalog';
import type { Executor } from '../repositories/executor';
import { searchTextOf } from '../repositories/product-search';
import { invalidateStock } from './catalog-cache';

export const CSV_COLUMNS = [
  'prodId',
  'skuId',
  'prodNameKh',
  'prodNameEn',
  'prodNameCn',
  'categoryId',
  'status',
  'spec',
  'skuNameKh',
  'skuNameEn',
  'skuNameCn',
  'price',
  'oriPrice',
  'stock',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Line = Record<Column, string>;

const BATCH = 1000;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula: a product named
 * "=HYPERLINK(…)" must stay text when the merchant opens the file, so such text gets a leading apostrophe.
 */
function cellOf(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every product (on sale or not) with its live SKUs, as CSV, read a thousand products at a time. */
export function exportProducts(db: Db): Readable {
  async function* lines() {
    yield [...CSV_COLUMNS];
    let after = 0;
    for (;;) {
      const products = await db
        .selectFrom('product')
        .leftJoin('product_category', 'product_category.prod_id', 'product.id')
        .select(['product.id', 'product.name_kh', 'product.name_en', 'product.name_cn', 'product.status'])
        .select((eb) => eb.fn.min<number>('product_category.category_id').as('category_id'))
        .where('product.id', '>', after)
        .groupBy(['product.id', 'product.name_kh', 'product.name_en', 'product.name_cn', 'product.status'])
        .orderBy('product.id')
        .limit(BATCH)
        .execute();
      if (products.length === 0) return;
      const skus = await db
        .selectFrom('sku')
        .selectAll()
        .where(
          'prod_id',
          'in',
          products.map((p) => p.id),
        )
        .where('status', '=', 1)
        .orderBy('prod_id')
        .orderBy('id')
        .execute();
      for (const p of products) {
        for (const s of skus.filter((sku) => sku.prod_id === p.id)) {
          yield [
            p.id,
            s.id,
            cellOf(p.name_kh),
            cellOf(p.name_en),
            cellOf(p.name_cn),
            p.category_id ?? '',
            p.status,
            cellOf(s.spec_values),
            cellOf(s.name_kh),
            cellOf(s.name_en),
            cellOf(s.name_cn),
            money(s.price_cents).toFixed(2),
            money(s.ori_price_cents).toFixed(2),
            s.stock,
          ].map(String);
        }
      }
      after = products[products.length - 1].id;
    }
  }
  return Readable.from(lines()).pipe(stringify({ bom: true }));
}

interface ImportError {
  line: number;
  column: string;
  reason: string;
}

interface SkuLine {
  line: number;
  skuId?: number;
  specValues: Record<string, string>;
  names: { kh: string; en: string; cn: string };
  priceCents: number;
  oriPriceCents: number;
  stock: number;
}

interface ProductGroup {
  line: number;
  prodId?: number;
  names: { kh: string; en: string; cn: string };
  categoryId: number;
  status: number;
  skus: SkuLine[];
}

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

/** Reads and checks every line; the groups to write (one per product) and every error found. */
async function readImport(
  db: Db,
  text: string,
): Promise<{ groups: ProductGroup[]; rows: number; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: 100_000,
    });
  } catch (error) {
    const where = error as { lines?: number; message: string };
    return { groups: [], rows: 0, errors: [{ line: where.lines ?? 1, column: '', reason: where.message }] };
  }
  const header = records.length ? Object.keys(records[0].record) : [];
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  if (records.length === 0)
    return { groups: [], rows: 0, errors: [{ line: 1, column: '', reason: 'no lines after the header' }] };
  if (missing.length)
    return {
      groups: [],
      rows: records.length,
      errors: missing.map((c) => ({ line: 1, column: c, reason: 'missing column' })),
    };

  const categories = new Set((await db.selectFrom('category').select('id').execute()).map((c) => c.id));
  const prodIds = [...new Set(records.map((r) => Number(r.record.prodId)).filter((n) => Number.isInteger(n) && n > 0))];
  const skuIds = [...new Set(records.map((r) => Number(r.record.skuId)).filter((n) => Number.isInteger(n) && n > 0))];
  const knownProducts = new Set<number>();
  for (let i = 0; i < prodIds.length; i += 500) {
    const chunk = await db
      .selectFrom('product')
      .select('id')
      .where('id', 'in', prodIds.slice(i, i + 500))
      .execute();
    chunk.forEach((p) => knownProducts.add(p.id));
  }
  const skuOwner = new Map<number, number>();
  for (let i = 0; i < skuIds.length; i += 500) {
    const chunk = await db
      .selectFrom('sku')
      .select(['id', 'prod_id'])
      .where('id', 'in', skuIds.slice(i, i + 500))
      .where('status', '=', 1)
      .execute();
    chunk.forEach((s) => skuOwner.set(s.id, s.prod_id));
  }

  const groups = new Map<string, ProductGroup>();
  const seenSkus = new Set<number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const row = record as Line;
    const bad = (column: Column, reason: string) => errors.push({ line, column, reason });
    const before = errors.length;
    const id = (column: 'prodId' | 'skuId') => {
      if (row[column] === '') return undefined;
      const n = Number(row[column]);
      if (!Number.isInteger(n) || n < 1) return (bad(column, 'not an id'), undefined);
      return n;
    };
    const prodId = id('prodId');
    const skuId = id('skuId');
    if (prodId !== undefined && !knownProducts.has(prodId)) bad('prodId', 'no such product');
    if (skuId !== undefined) {
      if (prodId === undefined) bad('skuId', 'a SKU id needs its product id');
      else if (skuOwner.get(skuId) !== prodId) bad('skuId', 'no such SKU on sale in this product');
      if (seenSkus.has(skuId)) bad('skuId', 'this SKU is on an earlier line too');
      seenSkus.add(skuId);
    }
    for (const column of ['prodNameKh', 'prodNameEn', 'prodNameCn'] as const) {
      if (row[column] === '') bad(column, 'empty: a name is needed in each language');
    }
    for (const column of ['prodNameKh', 'prodNameEn', 'prodNameCn', 'skuNameKh', 'skuNameEn', 'skuNameCn'] as const) {
      if (row[column].length > 200) bad(column, 'longer than 200 characters');
    }
    const categoryId = Number(row.categoryId);
    if (!categories.has(categoryId)) bad('categoryId', 'no such category');
    if (row.status !== '0' && row.status !== '1') bad('status', 'must be 1 (on sale) or 0 (off)');
    let specValues: Record<string, string> = {};
    if (row.spec !== '') {
      try {
        const parsed = JSON.parse(row.spec.replace(/^'/, '')) as unknown;
        if (
          !parsed ||
          typeof parsed !== 'object' ||
          Array.isArray(parsed) ||
          Object.values(parsed).some((v) => typeof v !== 'string')
        ) {
          throw new Error();
        }
        specValues = parsed as Record<string, string>;
      } catch {
        bad('spec', 'must be like {"Size":"L","Colour":"Red"}');
      }
    }
    for (const column of ['price', 'oriPrice'] as const) {
      if (!MONEY.test(row[column])) bad(column, 'a price in dollars, such as 12.50');
    }
    if (!COUNT.test(row.stock)) bad('stock', 'a whole number, 0 or more');
    if (errors.length > before) continue;

    const names = { kh: row.prodNameKh, en: row.prodNameEn, cn: row.prodNameCn };
    const key = prodId !== undefined ? `p${prodId}` : `n${names.en}`;
    let group = groups.get(key);
    if (!group) {
      group = { line, prodId, names, categoryId, status: Number(row.status), skus: [] };
      groups.set(key, group);
    } else if (
      group.names.kh !== names.kh ||
      group.names.cn !== names.cn ||
      group.categoryId !== categoryId ||
      group.status !== Number(row.status)
    ) {
      bad('prodNameEn', `the product's names, category and status differ from line ${group.line}`);
      continue;
    }
    group.skus.push({
      line,
      skuId,
      specValues,
      names: { kh: row.skuNameKh, en: row.skuNameEn, cn: row.skuNameCn },
      priceCents: cents(Number(row.price)),
      oriPriceCents: cents(Number(row.oriPrice)),
      stock: Number(row.stock),
    });
  }
  return { groups: [...groups.values()], rows: records.length, errors };
}

async function writeGroup(trx: Executor, staffId: number, group: ProductGroup, now: number): Promise<number> {
  const before = group.prodId === undefined ? null : await repo.findProduct(trx, group.prodId);
  const names = { name_kh: group.names.kh, name_en: group.names.en, name_cn: group.names.cn };
  // The CSV carries no briefs: search keeps finding a product by the briefs written in the console.
  const briefs = {
    brief_kh: before?.brief_kh ?? '',
    brief_en: before?.brief_en ?? '',
    brief_cn: before?.brief_cn ?? '',
  };
  const fields = {
    ...names,
    search_text: searchTextOf({ ...names, ...briefs }),
    status: group.status,
    updated_at: now,
  };
  let prodId: number;
  if (group.prodId === undefined) {
    const cheapest = group.skus.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
    prodId = (
      await trx
        .insertInto('product')
        .values({
          ...fields,
          // Briefs and details are written in the console; the CSV carries names, prices and stock.
          ...{ brief_kh: '', brief_en: '', brief_cn: '', content_kh: '', content_en: '', content_cn: '' },
          shop_id: 1,
          pic: '',
          imgs: '[]',
          price_cents: cheapest.priceCents,
          ori_price_cents: cheapest.oriPriceCents,
          sold_num: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    prodId = group.prodId;
    await trx
      .updateTable('product')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('id', '=', prodId)
      .execute();
  }
  await trx.deleteFrom('product_category').where('prod_id', '=', prodId).execute();
  await trx.insertInto('product_category').values({ prod_id: prodId, category_id: group.categoryId }).execute();
  for (const sku of group.skus) {
    const values = {
      spec_values: JSON.stringify(sku.specValues),
      name_kh: sku.names.kh,
      name_en: sku.names.en,
      name_cn: sku.names.cn,
      price_cents: sku.priceCents,
      ori_price_cents: sku.oriPriceCents,
      stock: sku.stock,
    };
    if (sku.skuId === undefined)
      await trx
        .insertInto('sku')
        .values({ ...values, prod_id: prodId, pic: '', status: 1 })
        .execute();
    else
      await trx
        .updateTable('sku')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('id', '=', sku.skuId)
        .execute();
  }
  const live = await trx
    .selectFrom('sku')
    .select('spec_values')
    .where('prod_id', '=', prodId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  await repo.rebuildSpecs(
    trx,
    prodId,
    live.map((s) => JSON.parse(s.spec_values) as Record<string, string>),
  );
  await repo.syncProductPrice(trx, prodId, now);
  await writeAudit(
    trx,
    {
      staffId,
      action: 'import',
      entity: 'product',
      entityId: prodId,
      before: before && { prodNameEn: before.name_en, status: before.status, version: before.version },
      after: { prodNameEn: group.names.en, status: group.status, skus: group.skus.length },
    },
    now,
  );
  return prodId;
}

/** Checks every line; unless `dryRun` and when nothing is wrong, writes them all in one transaction. */
export async function importProducts(db: Db, staffId: number, text: string, dryRun: boolean) {
  const { groups, rows, errors } = await readImport(db, text);
  const skuLines = groups.flatMap((g) => g.skus);
  const summary = {
    rows,
    created: skuLines.filter((s) => s.skuId === undefined).length,
    updated: skuLines.filter((s) => s.skuId !== undefined).length,
    errors,
  };
  if (errors.length > 0 || dryRun) return errors.length > 0 ? { ...summary, created: 0, updated: 0 } : summary;
  const touched = await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const ids: number[] = [];
    for (const group of groups) ids.push(await writeGroup(trx, staffId, group, now));
    return ids;
  });
  invalidateStock(touched);
  return summary;
}
