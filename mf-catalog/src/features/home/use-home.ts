import { listBanners, listCategories, listProductTags, listProductsByTag } from '@mall/shared';
import { useResource } from '../shared/use-resource';

export const useBanners = () => useResource('banners', () => listBanners(), { keep: true });

export const useTopCategories = () => useResource('categories:0', () => listCategories(0), { keep: true });

export const useProductTags = () => useResource('tags', () => listProductTags(), { keep: true });

export function useTagProducts(tagId: number, size: number) {
  return useResource(`tag:${tagId}:${size}`, () =>
    listProductsByTag({ tagId, sort: 0, current: 1, size }).then((page) => page.records),
  );
}
