import type { FavoriteToggle, Page, PageParams, ProductSummary } from '../contracts/entities';
import { apiGet, apiPost } from './client';

/** Toggles; `isCollect` true → 'Collection of success' (common:message.collectSuccess), false → collectCancel. */
export function toggleFavorite(prodId: number): Promise<FavoriteToggle> {
  return apiPost<FavoriteToggle>('/user/collection/addOrCancel', { prodId });
}

export function listFavorites(page: PageParams = {}): Promise<Page<ProductSummary>> {
  return apiGet<Page<ProductSummary>>('/user/collection/page', page);
}
