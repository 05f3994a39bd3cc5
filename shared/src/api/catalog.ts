import type { Banner, Category, HotSearch, Page, Product, ProductSummary, ProductTag } from '../contracts/entities';
import type { ProductListQuery, ProductSearchQuery } from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

export function listBanners(): Promise<Banner[]> {
  return apiGet<Banner[]>('/indexImgs');
}

export function listCategories(parentId = 0): Promise<Category[]> {
  return apiGet<Category[]>('/category/categoryInfo', { parentId });
}

export function listProductTags(): Promise<ProductTag[]> {
  return apiGet<ProductTag[]>('/prod/tag/prodTagList');
}

export function listProductsByTag(query: ProductListQuery): Promise<Page<ProductSummary>> {
  return apiPost<Page<ProductSummary>>('/prod/prodListByTagIdSelect', { shopId: 1, ...query });
}

export function searchProducts(query: ProductSearchQuery): Promise<Page<ProductSummary>> {
  return apiGet<Page<ProductSummary>>('/prod/pageBySearch', query);
}

export function getHotSearch(): Promise<HotSearch> {
  return apiGet<HotSearch>('/search/hotSearch');
}

/** An unknown or removed product answers 121; pass `{ silent: true }` to show your own page for it. */
export function getProduct(prodId: number, options?: CallOptions): Promise<Product> {
  return apiGet<Product>('/prod/prodInfo', { prodId }, options);
}
