import type { FavoriteToggle, Page, PageParams, ProductSummary } from '../contracts/entities';
import { apiGet, apiPost, type CallOptions } from './client';

/** Toggles; `isCollect` true → 'Collection of success' (common:message.collectSuccess), false → collectCancel. */
export function toggleFavorite(prodId: number, options?: CallOptions): Promise<FavoriteToggle> {
  return apiPost<FavoriteToggle>('/user/collection/addOrCancel', { prodId }, options);
}

export function listFavorites(page: PageParams = {}, options?: CallOptions): Promise<Page<ProductSummary>> {
  return apiGet<Page<ProductSummary>>('/user/collection/page', page, options);
}
