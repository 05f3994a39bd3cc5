// The catalogue as the shop sees it: banners, categories, product groups, lists, search and product pages.
import type { Db, DialectName } from '../db';
import { ERROR_CODE, MallError } from '../errors';
import type { Lang } from '../lib/lang';
import { localize } from '../repositories/localized-columns';
import { money } from '../lib/money';
import { pageOf, offsetOf, type Page } from '../lib/paging';
import * as catalog from '../repositories/catalog';
import * as favorites from '../repositories/favorite-repository';
import type { Static } from '@fastify/type-provider-typebox';
import type { PagingQuery } from '../schemas/common';
import type { ProductListBody } from '../schemas/catalog';
import { bannerHeadline, bannerUrlFor } from './images';
import { normalizeSearchText, searchWords } from '../lib/search-text';
import {
  byRank,
  correctWords,
  indexedNames,
  isCommon,
  namesOfSearchText,
  relevance,
  searchIndex,
  suggest,
} from './search-index';
import type { CatalogCache } from './catalog-cache';
import { photoHashOf, shopperPhoto } from './photo-urls';

/** How far a list or search reaches: its first this many products (what one visitor call may cost). */
export const MAX_RESULTS = catalog.MAX_RESULTS;

export function toProductSummary(row: catalog.SummaryRow, stock: number, lang: Lang) {
  return {
    prodId: row.id,
    ...localize(row, 'name', lang, 'prodName'),
    pic: row.pic,
    price: money(row.price_cents),
    oriPrice: money(row.ori_price_cents),
    stock,
    soldNum: row.sold_num,
  };
}
export type ProductSummary = ReturnType<typeof toProductSummary>;

type ShopperPhoto = ReturnType<typeof shopperPhoto>;

/** Of these picture URLs, the uploaded photos', each with what its `<picture>` needs (drawings are left out). */
async function photosOf(db: Db, urls: string[]): Promise<Record<string, ShopperPhoto>> {
  const hashed = urls.flatMap((url) => {
    const hash = photoHashOf(url);
    return hash ? [{ url, hash }] : [];
  });
  const rows = await catalog.photosByHash(
    db,
    hashed.map((h) => h.hash),
  );
  const byHash = new Map(rows.map((r) => [r.hash, shopperPhoto(r)]));
  return Object.fromEntries(hashed.flatMap(({ url, hash }) => (byHash.has(hash) ? [[url, byHash.get(hash)!]] : [])));
}

/** Summaries of rows, with each product's summed stock and, for an uploaded photo, what its `<picture>` needs. */
export async function summarize(db: Db, rows: catalog.SummaryRow[], lang: Lang): Promise<ProductSummary[]> {
  const [stock, photos] = await Promise.all([
    catalog.stockOf(
      db,
      rows.map((r) => r.id),
    ),
    photosOf(
      db,
      rows.map((r) => r.pic),
    ),
  ]);
  return rows.map((row) => ({
    ...toProductSummary(row, stock.get(row.id) ?? 0, lang),
    ...(photos[row.pic] ? { photos: { [row.pic]: photos[row.pic] } } : {}),
  }));
}

export async function listBanners(db: Db, lang: Lang) {
  const rows = await catalog.listBanners(db);
  return rows.map((r) => ({
    imgUrl: bannerUrlFor((lang === 'km' ? r.img_url_kh : lang === 'zh' ? r.img_url_cn : '') || r.img_url, lang),
    prodId: r.prod_id ?? null,
    seq: r.seq,
    ...bannerTitle(r.img_url, lang),
  }));
}

/** The headline the banner's picture draws, as a localised `title`; nothing for a picture that is not drawn here. */
function bannerTitle(storedUrl: string, lang: Lang) {
  const [km, en, zh] = (['km', 'en', 'zh'] as const).map((l) => bannerHeadline(storedUrl, l));
  return km && en && zh ? localize({ title_kh: km, title_en: en, title_cn: zh }, 'title', lang) : {};
}

export async function listCategories(db: Db, parentId: number | undefined, lang: Lang) {
  const rows = await catalog.listCategories(db, parentId);
  return rows.map((r) => ({
    categoryId: r.id,
    parentId: r.parent_id,
    ...localize(r, 'name', lang, 'categoryName'),
    pic: r.pic,
  }));
}

export async function listTags(db: Db, lang: Lang) {
  const rows = await catalog.listTags(db);
  return rows.map((r) => ({ id: r.id, ...localize(r, 'title', lang, 'title'), seq: r.seq, style: r.style }));
}

export async function listHotSearches(db: Db, lang: Lang) {
  const rows = await catalog.listHotSearches(db);
  return { list: rows.map((r) => ({ hotSearchId: r.id, ...localize(r, 'title', lang, 'title') })) };
}

export type ProductListInput = Static<typeof ProductListBody>;

export async function listProducts(
  db: Db,
  dialect: DialectName,
  input: ProductListInput,
  lang: Lang,
  cache?: CatalogCache,
): Promise<Page<ProductSummary>> {
  if (input.minPrice !== undefined && input.maxPrice !== undefined && input.minPrice > input.maxPrice) {
    throw new MallError(ERROR_CODE.badRequest, 'Request Error: minPrice is greater than maxPrice');
  }
  const load = () => loadProductList(db, dialect, input, lang);
  return cache ? cache.page(`list:${lang}:${JSON.stringify(input)}`, load) : load();
}

async function loadProductList(
  db: Db,
  dialect: DialectName,
  input: ProductListInput,
  lang: Lang,
): Promise<Page<ProductSummary>> {
  const filter: catalog.ProductFilter = {
    shopId: input.shopId,
    tagId: input.tagId,
    categoryIds: input.categoryIds?.length ? await catalog.withDescendants(db, input.categoryIds) : undefined,
    minPriceCents: input.minPrice === undefined ? undefined : Math.ceil(input.minPrice * 100 - 1e-6),
    maxPriceCents: input.maxPrice === undefined ? undefined : Math.floor(input.maxPrice * 100 + 1e-6),
  };
  const { rows, total } = await catalog.pageProducts(
    db,
    dialect,
    filter,
    input.sort as catalog.ProductSort,
    offsetOf(input.current, input.size),
    input.size,
  );
  return pageOf(await summarize(db, rows, lang), total, input.current, input.size);
}

/** What was typed, as search reads it: its words in the search normal form, typos corrected against the names. */
async function searchWordsOf(db: Db, typed: string) {
  const index = await searchIndex(db);
  const words = correctWords(index, searchWords(normalizeSearchText(typed)));
  return { index, query: words.join(' '), words };
}

export async function searchProducts(
  db: Db,
  dialect: DialectName,
  input: PagingQuery & { prodName: string; sort: number },
  lang: Lang,
  cache?: CatalogCache,
): Promise<Page<ProductSummary>> {
  const load = async () => loadSearchPage(db, dialect, await searchWordsOf(db, input.prodName), input, lang);
  const key = normalizeSearchText(input.prodName);
  return cache ? cache.page(`search:${lang}:${input.sort}:${input.current}:${input.size}:${key}`, load) : load();
}

async function loadSearchPage(
  db: Db,
  dialect: DialectName,
  { index, query, words }: Awaited<ReturnType<typeof searchWordsOf>>,
  input: PagingQuery & { sort: number },
  lang: Lang,
): Promise<Page<ProductSummary>> {
  const common = words.filter((word) => [...word].length < 3 && isCommon(index, word));
  const filter = { shopId: 1, search: words, common };
  const offset = offsetOf(input.current, input.size);
  // One character says too little to rank by (it is in nearly every name): its recommended order is best sellers.
  const rankable = words.some((word) => [...word].length > 1);
  if (rankable && input.sort === 0) {
    // Recommended order of a search: the most relevant first (the first MAX_RESULTS matches, ranked here).
    const candidates = await catalog.searchCandidates(db, dialect, filter);
    const names = candidates.map((row) => indexedNames(index, row.id, row.updated_at));
    const unindexed = await catalog.searchTextsOf(
      db,
      candidates.filter((_, at) => !names[at]).map((row) => row.id),
    );
    const ranked = candidates
      .map((row, at) => ({
        id: row.id,
        sold: row.sold_num,
        score: relevance(names[at] ?? namesOfSearchText(unindexed.get(row.id) ?? ''), query, words, lang),
      }))
      .sort(byRank);
    const rows = await catalog.summaryRowsOf(
      db,
      ranked.slice(offset, offset + input.size).map((r) => r.id),
    );
    return pageOf(await summarize(db, rows, lang), ranked.length, input.current, input.size);
  }
  const { rows, total } = await catalog.pageProducts(
    db,
    dialect,
    words.length ? filter : { shopId: 1 },
    (words.length > 0 && input.sort === 0 ? 1 : input.sort) as catalog.ProductSort,
    offset,
    input.size,
  );
  return pageOf(await summarize(db, rows, lang), total, input.current, input.size);
}

/** Names for what is being typed: categories and products, at most eight (see search-index.ts). */
export async function suggestSearch(db: Db, typed: string, lang: Lang) {
  const { index, query, words } = await searchWordsOf(db, typed);
  if (words.length === 0) return { nearest: false, list: [] };
  const found = suggest(index, query, words, lang);
  const products = await catalog.summaryRowsOf(db, found.productIds);
  const seen = new Set<string>();
  return {
    nearest: found.nearest,
    list: [
      ...found.categories.map((c) => ({
        kind: 'category' as const,
        id: c.id,
        parentId: c.parentId,
        name: c.name[lang],
      })),
      ...products.map((row) => ({
        kind: 'product' as const,
        id: row.id,
        name: localize(row, 'name', lang, 'name').name,
      })),
    ].filter((item) => !seen.has(item.name) && seen.add(item.name)),
  };
}

type ProductRow = NonNullable<Awaited<ReturnType<typeof catalog.findProductOnSale>>>;
type ProductDetails = Awaited<ReturnType<typeof catalog.productDetails>>;
export type ProductPage = ReturnType<typeof assembleProduct>;

/** A product on sale as read from the database, with its page memoised per language (nothing member-specific). */
interface LoadedProduct {
  row: ProductRow;
  details: ProductDetails;
  photos: Record<string, ShopperPhoto>;
  byLang: Partial<Record<Lang, ProductPage>>;
}

async function loadProduct(db: Db, prodId: number): Promise<LoadedProduct | null> {
  const row = await catalog.findProductOnSale(db, prodId);
  if (!row) return null;
  const details = await catalog.productDetails(db, prodId);
  const pictures = [row.pic, ...(JSON.parse(row.imgs) as string[]), ...details.skus.map((s) => s.pic)];
  return { row, details, photos: await photosOf(db, pictures), byLang: {} };
}

function assembleProduct(loaded: LoadedProduct, lang: Lang, maxUnitsPerSku: number) {
  const { row: product, details, photos } = loaded;
  const stock = details.skus.reduce((sum, s) => sum + s.stock, 0);
  return {
    ...toProductSummary(product, stock, lang),
    ...(Object.keys(photos).length ? { photos } : {}),
    shopId: product.shop_id,
    maxPerOrder: product.max_per_order ?? maxUnitsPerSku,
    imgs: JSON.parse(product.imgs) as string[],
    ...localize(product, 'brief', lang, 'brief'),
    ...localize(product, 'content', lang, 'content'),
    tags: details.tagIds,
    categories: details.categoryIds,
    specs: details.specs.map((spec) => ({
      ...localize(spec, 'name', lang, 'name'),
      values: details.values.filter((v) => v.spec_id === spec.id).map((v) => localize(v, 'value', lang, 'value')),
    })),
    skuList: details.skus.map((sku) => ({
      skuId: sku.id,
      specValues: JSON.parse(sku.spec_values) as Record<string, string>,
      ...localize(sku, 'name', lang, 'skuName'),
      price: money(sku.price_cents),
      oriPrice: money(sku.ori_price_cents),
      stock: sku.stock,
      pic: sku.pic,
    })),
  };
}

/**
 * The product page without `isCollect`, and whether the member keeps it (read each time, never cached). The page comes
 * from `cache` when given; it is then the same object on every hit until the entry goes.
 */
export async function getProduct(
  db: Db,
  prodId: number,
  memberId: number | undefined,
  lang: Lang,
  maxUnitsPerSku: number,
  cache?: CatalogCache,
): Promise<{ page: ProductPage; isCollect: boolean }> {
  const load = () => loadProduct(db, prodId);
  const product = cache ? cache.product(prodId, load) : load();
  const [loaded, isCollect] =
    memberId === undefined
      ? [await product, false]
      : await Promise.all([product, favorites.isFavorite(db, memberId, prodId)]);
  if (!loaded) throw new MallError(ERROR_CODE.productRemoved);
  return {
    page: (loaded.byLang[lang] ??= assembleProduct(loaded, lang, maxUnitsPerSku)),
    isCollect,
  };
}
