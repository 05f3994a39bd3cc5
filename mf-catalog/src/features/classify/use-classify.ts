import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { listCategories, listProductTags } from '@mall/shared';
import type { Face } from '@mall/shared';
import { useResource } from '../shared/use-resource';
import { useProductList } from './use-product-list';
import type { ListQuery } from './use-product-list';

const PAGE_SIZE: Record<Face, number> = { laptop: 20, mobile: 10 };

function positiveId(text: string | null | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** What the address asks for: laptop carries the category as a path param, mobile in the query. */
export function useListQuery(): ListQuery {
  const params = useParams();
  const [search] = useSearchParams();
  return {
    categoryId: positiveId(params.categoryId ?? search.get('categoryId')),
    tagId: positiveId(search.get('tagId')),
    searchString: search.get('searchString') ?? undefined,
    isSearch: search.get('isSearch') === 'true',
  };
}

/** Everything the classify page shows, for either face. */
export function useClassify(face: Face) {
  const location = useLocation();
  const query = useListQuery();
  const list = useProductList({ entryKey: location.key, query, pageSize: PAGE_SIZE[face] });
  const topId = list.filters.topCategoryId;
  const topCategories = useResource('categories:0', () => listCategories(0), { keep: true });
  const subCategories = useResource(
    `categories:${topId ?? 'none'}`,
    () => (topId === undefined ? Promise.resolve([]) : listCategories(topId)),
    { keep: true },
  );
  const tags = useResource('tags', () => listProductTags(), { keep: true });
  const tag = tags.data?.find((item) => item.id === list.filters.tagId);
  const topCategory = topCategories.data?.find((item) => item.categoryId === topId);
  const subCategory = subCategories.data?.find((item) => item.categoryId === list.filters.subCategoryId);
  return { query, list, topCategories, subCategories, tag, topCategory, subCategory };
}

export type ClassifyModel = ReturnType<typeof useClassify>;
