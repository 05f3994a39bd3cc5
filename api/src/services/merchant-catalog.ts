// The console's products and SKUs: lists over the whole catalogue, edits guarded by `version` (132), stock by delta in
// SQL, bulk edits; every write in one transaction with its audit entry, then the storefront's caches forget it.
import type { Static } from '@fastify/type-provider-typebox';
import type { Db, DialectName } from '../db';
import type { Product, Sku } from '../db/schema';
import { clock, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { cents, money } from '../lib/money';
import { offsetOf, pageOf } from '../lib/paging';
import { localize } from '../repositories/localized-columns';
import { stockOf, withDescendants } from '../repositories/catalog';
import { findEntity } from '../repositories/merchant-entities';
import { writeAudit } from '../repositories/audit';
import * as repo from '../repositories/merchant-catalog';
import type { Executor } from '../repositories/executor';
import type { BulkBody, ProductExportQuery, ProductListQuery, ProductSaveBody, StockBody } from '../schemas/merchant';
import { invalidateStock } from './catalog-cache';
import { mainPicUrl, photoView } from './photo-urls';
import type { PhotoStorage } from './photo-storage';
import { removePhotoFiles } from './photos';
import type { StaffCall } from './staff-call';

const EN = 'en';

/** The list's filters as the repository reads them (a category with its descendants). */
export async function productFilterOf(
  db: Db,
  query: Static<typeof ProductExportQuery>,
): Promise<repo.MerchantProductFilter> {
  const search = query.q?.trim().replace(/\s+/g, ' ').toLowerCase();
  return {
    search: search || undefined,
    categoryIds: query.categoryId === undefined ? undefined : await withDescendants(db, [query.categoryId]),
    status: query.status,
    stock: query.stock,
  };
}

export async function listProducts(db: Db, dialect: DialectName, query: Static<typeof ProductListQuery>) {
  const { rows, total } = await repo.pageMerchantProducts(
    db,
    dialect,
    await productFilterOf(db, query),
    query.sort,
    offsetOf(query.current, query.size),
    query.size,
  );
  const stock = await stockOf(
    db,
    rows.map((r) => r.id),
  );
  const records = rows.map((r) => ({
    prodId: r.id,
    ...localize(r, 'name', EN, 'prodName'),
    pic: r.pic,
    price: money(r.price_cents),
    stock: stock.get(r.id) ?? 0,
    status: r.status,
    categoryId: r.category_id ?? null,
    updatedAt: toIso(Number(r.updated_at)),
    version: r.version,
  }));
  return pageOf(records, total, query.current, query.size);
}

function skuView(sku: Sku) {
  return {
    skuId: sku.id,
    specValues: JSON.parse(sku.spec_values) as Record<string, string>,
    ...localize(sku, 'name', EN, 'skuName'),
    price: money(sku.price_cents),
    oriPrice: money(sku.ori_price_cents),
    stock: sku.stock,
    version: sku.version,
  };
}

async function productView(db: Executor, product: Product) {
  const parts = await repo.productParts(db, product.id);
  const main = parts.photos.find((p) => product.pic.includes(`/${p.hash}-`));
  return {
    prodId: product.id,
    ...localize(product, 'name', EN, 'prodName'),
    ...localize(product, 'brief', EN, 'brief'),
    ...localize(product, 'content', EN, 'content'),
    categoryId: parts.categoryId,
    tags: parts.tagIds,
    status: product.status,
    pic: product.pic,
    photos: parts.photos.map(photoView),
    mainPhotoId: main?.id ?? null,
    maxPerOrder: product.max_per_order ?? null,
    skus: parts.skus.map(skuView),
    updatedAt: toIso(Number(product.updated_at)),
    version: product.version,
  };
}
export type MerchantProductView = Awaited<ReturnType<typeof productView>>;

export async function getProduct(db: Db, prodId: number): Promise<MerchantProductView> {
  const product = await repo.findProduct(db, prodId);
  if (!product) throw new MallError(ERROR_CODE.notFound);
  return productView(db, product);
}

type SaveInput = Static<typeof ProductSaveBody>;

/** What the audit log keeps of a product: its fields as the console sends them, without the photo URLs. */
function auditOf(view: MerchantProductView) {
  const { photos, ...rest } = view;
  return { ...rest, photoIds: photos.map((p) => p.photoId) };
}

function productWriteOf(input: SaveInput, now: number): repo.ProductWrite {
  return {
    name_kh: input.prodNameKh,
    name_en: input.prodNameEn,
    name_cn: input.prodNameCn,
    brief_kh: input.briefKh,
    brief_en: input.briefEn,
    brief_cn: input.briefCn,
    content_kh: input.contentKh,
    content_en: input.contentEn,
    content_cn: input.contentCn,
    status: input.status,
    ...(input.maxPerOrder !== undefined ? { max_per_order: input.maxPerOrder || null } : {}),
    updated_at: now,
  };
}

/** The product row: a new one (priced at its cheapest SKU), or the one read at `version` (132 when stale). */
async function writeProductRow(trx: Executor, input: SaveInput, now: number) {
  const product = productWriteOf(input, now);
  if (input.prodId === undefined) {
    const cheapest = input.skus.reduce((a, b) => (b.price < a.price ? b : a));
    const prodId = await repo.insertProduct(trx, {
      ...product,
      price_cents: cents(cheapest.price),
      ori_price_cents: cents(cheapest.oriPrice),
    });
    return { prodId, before: null };
  }
  const current = await repo.findProduct(trx, input.prodId);
  if (!current) throw new MallError(ERROR_CODE.notFound);
  if (input.version === undefined) throw new MallError(ERROR_CODE.badRequest, 'Request Error: version is required');
  const before = await productView(trx, current);
  if (!(await repo.updateProduct(trx, input.prodId, product, input.version))) {
    throw new MallError(ERROR_CODE.editedSinceOpened);
  }
  return { prodId: input.prodId, before };
}

/** The product's category and tags. */
async function writeProductLinks(trx: Executor, prodId: number, input: SaveInput) {
  await repo.setProductCategory(trx, prodId, input.categoryId);
  if (!(await repo.setProductTags(trx, prodId, [...new Set(input.tags)]))) {
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: no such tag');
  }
}

/** SKUs with a skuId changed (132 when not live in this product), the others added, live ones left out retired. */
async function writeSkus(trx: Executor, prodId: number, skus: SaveInput['skus']) {
  const kept: number[] = [];
  for (const sku of skus) {
    const values = {
      spec_values: JSON.stringify(sku.specValues),
      name_kh: sku.skuNameKh,
      name_en: sku.skuNameEn,
      name_cn: sku.skuNameCn,
      price_cents: cents(sku.price),
      ori_price_cents: cents(sku.oriPrice),
    };
    if (sku.skuId === undefined) kept.push(await repo.insertSku(trx, prodId, { ...values, stock: sku.stock ?? 0 }));
    else if (await repo.updateLiveSku(trx, prodId, sku.skuId, values)) kept.push(sku.skuId);
    else throw new MallError(ERROR_CODE.editedSinceOpened);
  }
  await repo.retireSkusExcept(trx, prodId, kept);
  await repo.rebuildSpecs(
    trx,
    prodId,
    skus.map((s) => s.specValues),
  );
}

/**
 * Creates (no prodId) or updates a product with its SKUs: a SKU with a skuId is changed (its stock only through
 * sku/stock), one without is added, a live SKU left out is taken off sale (carts then show it as no longer valid).
 */
export async function saveProduct({ db, staffId }: StaffCall, input: SaveInput): Promise<MerchantProductView> {
  const result = await db.transaction().execute(async (trx) => {
    const now = clock.now();
    if (!(await findEntity(trx, 'category', input.categoryId))) {
      throw new MallError(ERROR_CODE.badRequest, 'Request Error: no such category');
    }
    const { prodId, before } = await writeProductRow(trx, input, now);
    await writeProductLinks(trx, prodId, input);
    await writeSkus(trx, prodId, input.skus);
    await repo.syncProductPrice(trx, prodId, now);
    const after = await productView(trx, (await repo.findProduct(trx, prodId))!);
    await writeAudit(
      trx,
      {
        staffId,
        action: before ? 'update' : 'create',
        entity: 'product',
        entityId: prodId,
        before: before && auditOf(before),
        after: auditOf(after),
      },
      now,
    );
    return after;
  });
  invalidateStock([result.prodId]);
  return result;
}

async function afterSkuChange(trx: Executor, staffId: number, action: string, before: Sku, after: Sku, now: number) {
  await repo.syncProductPrice(trx, after.prod_id, now);
  await writeAudit(
    trx,
    { staffId, action, entity: 'sku', entityId: after.id, before: skuView(before), after: skuView(after) },
    now,
  );
}

/** A delta (in SQL, atomic; never below zero: 120) or a new count read at `version` (132 when stale). */
export async function changeStock({ db, staffId }: StaffCall, input: Static<typeof StockBody>) {
  const hasDelta = input.delta !== undefined;
  const hasCount = input.stock !== undefined && input.version !== undefined;
  if (hasDelta === hasCount) {
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: send either delta, or stock with version');
  }
  const after = await db.transaction().execute(async (trx) => {
    const before = await repo.findSku(trx, input.skuId);
    if (!before || before.status !== 1) throw new MallError(ERROR_CODE.notFound);
    const now = clock.now();
    const changed = hasDelta
      ? await repo.addStock(trx, input.skuId, input.delta!)
      : await repo.updateSkuAt(trx, input.skuId, input.version!, { stock: input.stock! });
    if (!changed) throw new MallError(hasDelta ? ERROR_CODE.noStock : ERROR_CODE.editedSinceOpened);
    await afterSkuChange(trx, staffId, 'stock', before, changed, now);
    return changed;
  });
  invalidateStock([after.prod_id]);
  return skuView(after);
}

/** Prices and stock of many SKUs, each at the version it was read (a stale or unknown one is refused, the rest saved). */
export async function bulkEdit({ db, staffId }: StaffCall, input: Static<typeof BulkBody>) {
  const refused: Array<{ skuId: number; codeId: number }> = [];
  const touched = new Set<number>();
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    for (const item of input.items) {
      const before = await repo.findSku(trx, item.skuId);
      if (!before || before.status !== 1) {
        refused.push({ skuId: item.skuId, codeId: ERROR_CODE.notFound });
        continue;
      }
      const after = await repo.updateSkuAt(trx, item.skuId, item.version, {
        ...(item.price !== undefined ? { price_cents: cents(item.price) } : {}),
        ...(item.stock !== undefined ? { stock: item.stock } : {}),
      });
      if (!after) {
        refused.push({ skuId: item.skuId, codeId: ERROR_CODE.editedSinceOpened });
        continue;
      }
      await afterSkuChange(trx, staffId, 'bulk', before, after, now);
      touched.add(after.prod_id);
      updated += 1;
    }
  });
  invalidateStock(touched);
  return { updated, refused };
}

/**
 * A product's photos: `photoIds` in order (its own photos only), `mainPhotoId` the shoppers' `pic` (the first when
 * null); a photo of the product left out is removed, with its files when no other product uses them.
 */
export async function setProductPhotos(
  { db, staffId }: StaffCall,
  storage: PhotoStorage,
  input: { prodId: number; photoIds: number[]; mainPhotoId: number | null; version: number },
): Promise<MerchantProductView> {
  const { view, removed } = await db.transaction().execute(async (trx) => {
    const product = await repo.findProduct(trx, input.prodId);
    if (!product) throw new MallError(ERROR_CODE.notFound);
    const before = await productView(trx, product);
    const own = new Map(before.photos.map((p) => [p.photoId, p]));
    const ids = [...new Set(input.photoIds)];
    if (ids.some((id) => !own.has(id)) || (input.mainPhotoId !== null && !ids.includes(input.mainPhotoId))) {
      throw new MallError(ERROR_CODE.badRequest, 'Request Error: a photo that is not this product’s');
    }
    const rows = await repo.photosOf(trx, input.prodId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)!);
    const main = input.mainPhotoId === null ? ordered[0] : byId.get(input.mainPhotoId)!;
    const now = clock.now();
    const gone = rows.filter((r) => !ids.includes(r.id));
    const pictures = main && {
      pic: mainPicUrl(main.hash, main.width),
      imgs: JSON.stringify(ordered.map((p) => mainPicUrl(p.hash, p.width))),
    };
    const change = { orderedIds: ids, pictures, gone: gone.map((r) => r.id), now };
    if (!(await repo.setPhotosAt(trx, input.prodId, input.version, change))) {
      throw new MallError(ERROR_CODE.editedSinceOpened);
    }
    const after = await productView(trx, (await repo.findProduct(trx, input.prodId))!);
    await writeAudit(
      trx,
      {
        staffId,
        action: 'photos',
        entity: 'product',
        entityId: input.prodId,
        before: auditOf(before),
        after: auditOf(after),
      },
      now,
    );
    return { view: after, removed: gone };
  });
  invalidateStock([input.prodId]);
  await removePhotoFiles(db, storage, removed);
  return view;
}
