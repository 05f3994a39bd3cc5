import type {
  Banner,
  Category,
  HotSearch,
  Page,
  Product,
  ProductSummary,
  ProductTag,
  SearchSuggestions,
} from '../contracts/entities';
import type { ProductListQuery, ProductSearchQuery } from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

export function listBanners(options?: CallOptions): Promise<Banner[]> {
  return apiGet<Banner[]>('/indexImgs', undefined, options);
}

export function listCategories(parentId = 0, options?: CallOptions): Promise<Category[]> {
  return apiGet<Category[]>('/category/categoryInfo', { parentId }, options);
}

export function listProductTags(options?: CallOptions): Promise<ProductTag[]> {
  return apiGet<ProductTag[]>('/prod/tag/prodTagList', undefined, options);
}

export function listProductsByTag(query: ProductListQuery, options?: CallOptions): Promise<Page<ProductSummary>> {
  return apiPost<Page<ProductSummary>>('/prod/prodListByTagIdSelect', { shopId: 1, ...query }, options);
}

export function searchProducts(query: ProductSearchQuery, options?: CallOptions): Promise<Page<ProductSummary>> {
  return apiGet<Page<ProductSummary>>('/prod/pageBySearch', query, options);
}

/** Names for what is being typed (categories, then products; at most eight), in the request's language. */
export function suggestSearch(q: string, options?: CallOptions): Promise<SearchSuggestions> {
  return apiGet<SearchSuggestions>('/search/suggest', { q }, options);
}

export function getHotSearch(options?: CallOptions): Promise<HotSearch> {
  return apiGet<HotSearch>('/search/hotSearch', undefined, options);
}

/** An unknown or removed product answers 121; pass `{ silent: true }` to show your own page for it. */
export function getProduct(prodId: number, options?: CallOptions): Promise<Product> {
  return apiGet<Product>('/prod/prodInfo', { prodId }, options);
}
