import { useResource } from '@mall/shared';
import { listCategories, listTags } from '../../api/merchant-api';

/** The categories and shelves (tags) the product pages choose from, kept for the page session. */
export function useCategories() {
  return useResource('merchant:categories', listCategories, { keep: true });
}

export function useTags() {
  return useResource('merchant:tags', listTags, { keep: true });
}
