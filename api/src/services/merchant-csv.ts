// Products as CSV, one line per live SKU: export (streamed, in batches), and import with a dry run that lists every
// bad line with its reason before anything is written; with any error, nothing is.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import type { Db, DialectName } from '../db';
import { clock } from '../clock';
import { cents, money } from '../lib/money';
import { writeAudit } from '../repositories/audit';
import * as repo from '../repositories/merchant-catalog';
import type { Executor } from '../repositories/executor';
import type { Product } from '../db/schema';
import { invalidateStock } from './catalog-cache';
import type { StaffCall } from './staff-call';
import { ProductSaveBody, SkuInput, type ImportProblem, type ImportResult } from '../schemas/merchant';

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
 * "=HYPERLINK(…)" must stay text when the merchant opens the file, so such text gets a leading apostrophe (text that
 * already starts with apostrophes before one of those gets one more). The import takes exactly one away again.
 */
const FORMULA_GUARDED = /^'*[=+\-@\t\r]/;
const cellOf = (text: string) => (FORMULA_GUARDED.test(text) ? `'${text}` : text);
const textOf = (cell: string) => (cell.startsWith("'") && FORMULA_GUARDED.test(cell.slice(1)) ? cell.slice(1) : cell);

/**
 * The products the console's list shows (every one, on sale or not, without a filter) with their live SKUs, as CSV,
 * read a thousand products at a time.
 */
export function exportProducts(db: Db, dialect: DialectName, filter: repo.MerchantProductFilter): Readable {
  async function* lines() {
    yield [...CSV_COLUMNS];
    for (let after = 0; ;) {
      const batch = await repo.exportBatch(db, dialect, filter, after, BATCH);
      if (batch.length === 0) return;
      for (const { product: p, skus } of batch) {
        for (const s of skus) {
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
      after = batch[batch.length - 1].product.id;
    }
  }
  return Readable.from(lines()).pipe(stringify({ bom: true }));
}

type ImportError = Static<typeof ImportResult>['errors'][number];

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

type Parsed = Array<{ record: Line; info: { lines: number } }>;

/** The file's lines by column, or why it cannot be read (broken quoting, no lines, a missing column). */
function parseLines(text: string): { records: Parsed; errors: ImportError[] } {
  let records: Parsed;
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
    return {
      records: [],
      errors: [{ line: where.lines ?? 1, column: '', problem: 'unreadable', reason: where.message }],
    };
  }
  if (records.length === 0) {
    return { records, errors: [{ line: 1, column: '', problem: 'noLines', reason: 'no lines after the header' }] };
  }
  const header = Object.keys(records[0].record);
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  return {
    records,
    errors: missing.map((c) => ({ line: 1, column: c, problem: 'missingColumn' as const, reason: 'missing column' })),
  };
}

/** What the lines refer to that exists: the categories, the products and the live SKUs (with their products). */
async function knownOf(db: Db, records: Parsed) {
  const ids = (column: 'prodId' | 'skuId') => [
    ...new Set(records.map((r) => Number(r.record[column])).filter((n) => Number.isInteger(n) && n > 0)),
  ];
  return {
    categories: await repo.allCategoryIds(db),
    products: await repo.existingProductIds(db, ids('prodId')),
    skuOwner: await repo.liveSkuOwners(db, ids('skuId')),
  };
}
type Known = Awaited<ReturnType<typeof knownOf>>;

/** One line checked: its SKU and product fields, or the errors it adds to `errors`. */
function checkLine(row: Line, line: number, known: Known, seenSkus: Set<number>, errors: ImportError[]) {
  const before = errors.length;
  const bad = (column: Column, problem: ImportProblem, reason: string) =>
    errors.push({ line, column, problem, reason });
  const id = (column: 'prodId' | 'skuId') => {
    if (row[column] === '') return undefined;
    const n = Number(row[column]);
    if (!Number.isInteger(n) || n < 1) return (bad(column, 'notAnId', 'not an id'), undefined);
    return n;
  };
  const prodId = id('prodId');
  const skuId = id('skuId');
  if (prodId !== undefined && !known.products.has(prodId)) bad('prodId', 'noSuchProduct', 'no such product');
  if (skuId !== undefined) {
    if (prodId === undefined) bad('skuId', 'skuWithoutProduct', 'a SKU id needs its product id');
    else if (known.skuOwner.get(skuId) !== prodId) bad('skuId', 'noSuchSku', 'no such SKU on sale in this product');
    if (seenSkus.has(skuId)) bad('skuId', 'skuRepeated', 'this SKU is on an earlier line too');
    seenSkus.add(skuId);
  }
  for (const column of ['prodNameKh', 'prodNameEn', 'prodNameCn'] as const) {
    if (row[column] === '') bad(column, 'nameMissing', 'empty: a name is needed in each language');
  }
  const categoryId = Number(row.categoryId);
  if (!known.categories.has(categoryId)) bad('categoryId', 'noSuchCategory', 'no such category');
  if (row.status !== '0' && row.status !== '1') bad('status', 'badStatus', 'must be 1 (on sale) or 0 (off)');
  const specValues = specValuesOf(row.spec);
  if (!specValues) bad('spec', 'badSpec', 'must be like {"Size":"L","Colour":"Red"}');
  for (const column of ['price', 'oriPrice'] as const) {
    if (!MONEY.test(row[column])) bad(column, 'badPrice', 'a price in dollars, such as 12.50');
  }
  if (!COUNT.test(row.stock)) bad('stock', 'badStock', 'a whole number, 0 or more');
  if (errors.length > before) return undefined;
  for (const { column, reason } of beyondLimits(row, specValues!)) bad(column, 'outOfLimits', reason);
  if (errors.length > before) return undefined;
  const product = {
    prodId,
    names: { kh: row.prodNameKh, en: row.prodNameEn, cn: row.prodNameCn },
    categoryId,
    status: Number(row.status),
  };
  const sku: SkuLine = {
    line,
    skuId,
    specValues: specValues!,
    names: { kh: row.skuNameKh, en: row.skuNameEn, cn: row.skuNameCn },
    priceCents: cents(Number(row.price)),
    oriPriceCents: cents(Number(row.oriPrice)),
    stock: Number(row.stock),
  };
  return { product, sku };
}

// The API's own limits (names, spec values, prices, stock), as the console's saves are held to them.
const ProductNames = Type.Pick(ProductSaveBody, ['prodNameKh', 'prodNameEn', 'prodNameCn']);
const FIELD_COLUMN: Record<string, Column> = { specValues: 'spec' };

/** Each column whose value the API's schemas refuse, with the first reason. */
function beyondLimits(row: Line, specValues: Record<string, string>): Array<{ column: Column; reason: string }> {
  const sku = {
    specValues,
    skuNameKh: row.skuNameKh,
    skuNameEn: row.skuNameEn,
    skuNameCn: row.skuNameCn,
    price: Number(row.price),
    oriPrice: Number(row.oriPrice),
    stock: Number(row.stock),
  };
  const names = { prodNameKh: row.prodNameKh, prodNameEn: row.prodNameEn, prodNameCn: row.prodNameCn };
  const found = new Map<Column, string>();
  for (const error of [...Value.Errors(SkuInput, sku), ...Value.Errors(ProductNames, names)]) {
    const field = error.instancePath.split('/')[1];
    const column = FIELD_COLUMN[field] ?? (field as Column);
    if (!found.has(column)) found.set(column, error.message);
  }
  return [...found].map(([column, reason]) => ({ column, reason }));
}

/** A spec cell's values ({} when empty), or undefined when it is not a JSON object of strings. */
function specValuesOf(cell: string): Record<string, string> | undefined {
  if (cell === '') return {};
  try {
    const parsed = JSON.parse(cell) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    if (Object.values(parsed).some((v) => typeof v !== 'string')) return undefined;
    return parsed as Record<string, string>;
  } catch {
    return undefined;
  }
}

/** Reads and checks every line; the groups to write (one per product) and every error found. */
async function readImport(
  db: Db,
  text: string,
): Promise<{ groups: ProductGroup[]; rows: number; errors: ImportError[] }> {
  const { records, errors } = parseLines(text);
  if (errors.length > 0) return { groups: [], rows: records.length, errors };
  const known = await knownOf(db, records);
  const groups = new Map<string, ProductGroup>();
  const seenSkus = new Set<number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const row = Object.fromEntries(Object.entries(record).map(([column, cell]) => [column, textOf(cell)])) as Line;
    const checked = checkLine(row, line, known, seenSkus, errors);
    if (!checked) continue;
    const { product, sku } = checked;
    const key = product.prodId !== undefined ? `p${product.prodId}` : `n${product.names.en}`;
    const group = groups.get(key) ?? { line, ...product, skus: [] };
    groups.set(key, group);
    if (
      group.names.kh !== product.names.kh ||
      group.names.cn !== product.names.cn ||
      group.categoryId !== product.categoryId ||
      group.status !== product.status
    ) {
      errors.push({
        line,
        column: 'prodNameEn',
        problem: 'productDiffers',
        reason: `the product's names, category and status differ from line ${group.line}`,
        firstLine: group.line,
      });
      continue;
    }
    group.skus.push(sku);
  }
  return { groups: [...groups.values()], rows: records.length, errors };
}

/** The group's product row: a new one, or the one named (its briefs kept: the CSV carries none). */
async function writeGroupProduct(trx: Executor, group: ProductGroup, before: Product | undefined, now: number) {
  const product: repo.ProductWrite = {
    name_kh: group.names.kh,
    name_en: group.names.en,
    name_cn: group.names.cn,
    // The CSV carries no briefs: search keeps finding a product by the briefs written in the console.
    brief_kh: before?.brief_kh ?? '',
    brief_en: before?.brief_en ?? '',
    brief_cn: before?.brief_cn ?? '',
    status: group.status,
    updated_at: now,
  };
  if (group.prodId !== undefined) {
    await repo.updateProduct(trx, group.prodId, product);
    return group.prodId;
  }
  const cheapest = group.skus.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  return repo.insertProduct(trx, {
    ...product,
    price_cents: cheapest.priceCents,
    ori_price_cents: cheapest.oriPriceCents,
  });
}

async function writeGroupSkus(trx: Executor, prodId: number, skus: SkuLine[]) {
  for (const sku of skus) {
    const values = {
      spec_values: JSON.stringify(sku.specValues),
      name_kh: sku.names.kh,
      name_en: sku.names.en,
      name_cn: sku.names.cn,
      price_cents: sku.priceCents,
      ori_price_cents: sku.oriPriceCents,
      stock: sku.stock,
    };
    if (sku.skuId === undefined) await repo.insertSku(trx, prodId, values);
    else await repo.updateLiveSku(trx, prodId, sku.skuId, values);
  }
}

/** One product of the file with its SKUs, its specs and price following them, audited; its id. */
async function writeGroup(trx: Executor, staffId: number, group: ProductGroup, now: number): Promise<number> {
  const before = group.prodId === undefined ? undefined : await repo.findProduct(trx, group.prodId);
  const prodId = await writeGroupProduct(trx, group, before, now);
  await repo.setProductCategory(trx, prodId, group.categoryId);
  await writeGroupSkus(trx, prodId, group.skus);
  await repo.rebuildSpecs(trx, prodId, await repo.liveSpecValues(trx, prodId));
  await repo.syncProductPrice(trx, prodId, now);
  await writeAudit(
    trx,
    {
      staffId,
      action: 'import',
      entity: 'product',
      entityId: prodId,
      before: before ? { prodNameEn: before.name_en, status: before.status, version: before.version } : null,
      after: { prodNameEn: group.names.en, status: group.status, skus: group.skus.length },
    },
    now,
  );
  return prodId;
}

/**
 * Products written per transaction: each holds its SKUs' locks for a moment, so a shopper's order of one of them (or
 * a staff stock change) waits for one batch at most, never for the whole file.
 */
export const IMPORT_BATCH = 10;

/**
 * Checks every line; unless `dryRun` and when nothing is wrong, writes them in short transactions of IMPORT_BATCH
 * products. A bad line still means nothing is written: every line is checked before the first batch.
 */
export async function importProducts({ db, staffId }: StaffCall, text: string, dryRun: boolean) {
  const { groups, rows, errors } = await readImport(db, text);
  const skuLines = groups.flatMap((g) => g.skus);
  const summary = {
    rows,
    created: skuLines.filter((s) => s.skuId === undefined).length,
    updated: skuLines.filter((s) => s.skuId !== undefined).length,
    errors,
  };
  if (errors.length > 0 || dryRun) return errors.length > 0 ? { ...summary, created: 0, updated: 0 } : summary;
  for (let i = 0; i < groups.length; i += IMPORT_BATCH) {
    const batch = groups.slice(i, i + IMPORT_BATCH);
    const touched = await db.transaction().execute(async (trx) => {
      const now = clock.now();
      const ids: number[] = [];
      for (const group of batch) ids.push(await writeGroup(trx, staffId, group, now));
      return ids;
    });
    invalidateStock(touched);
    // SQLite answers synchronously, so a batch never waits on I/O: let the requests that came meanwhile run.
    await setImmediate();
  }
  return summary;
}
