import {
  listBanners,
  listCategories,
  listProductTags,
  listProductsByTag,
  useMallStore,
  useResource,
} from '@mall/shared';

/** Banner pictures carry their words in the shopper's language: kept per language. */
export function useBanners() {
  const language = useMallStore((state) => state.language);
  return useResource(`banners:${language}`, () => listBanners(), { keep: true });
}

export const useTopCategories = () => useResource('categories:0', () => listCategories(0), { keep: true });

export const useProductTags = () => useResource('tags', () => listProductTags(), { keep: true });

export function useTagProducts(tagId: number, size: number) {
  return useResource(`tag:${tagId}:${size}`, () =>
    listProductsByTag({ tagId, sort: 0, current: 1, size }).then((page) => page.records),
  );
}
