import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { listCategories, listProductTags, pagePath, useResource } from '@mall/shared';
import type { Face } from '@mall/shared';
import { useProductList } from './use-product-list';
import type { CarriedFilters, ListQuery } from './use-product-list';

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

function carriedFrom(state: unknown): CarriedFilters | undefined {
  const carried = (state as { classify?: CarriedFilters } | null)?.classify;
  return carried && typeof carried.filters === 'object' && typeof carried.filters.sort === 'number'
    ? carried
    : undefined;
}

/** Everything the classify page shows, for either face. */
export function useClassify(face: Face) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useListQuery();
  const carried = carriedFrom(location.state);
  // The category in the address wins over a carried one (a shared link, or an address typed by hand).
  const start = carried && { ...carried, filters: { ...carried.filters, topCategoryId: query.categoryId } };
  // A page loaded afresh has the key "default" whatever its address: the address is part of the entry.
  const entryKey = `${location.key}:${location.pathname}${location.search}`;
  const list = useProductList({ entryKey, query, pageSize: PAGE_SIZE[face], carried: start });
  // On a desktop the top category is part of the address (/laptop/classify/:categoryId), so it can be shared
  // and Back returns to the previous category; sort and price go along to the new entry.
  const chooseTopCategory =
    face === 'laptop'
      ? (topCategoryId: number | undefined) => {
          const classify: CarriedFilters = {
            filters: { ...list.filters, topCategoryId, subCategoryId: undefined },
            minText: list.minText,
            maxText: list.maxText,
          };
          const params = topCategoryId === undefined ? {} : { categoryId: topCategoryId };
          navigate(pagePath('laptop', 'classify', { params }), { state: { classify } });
        }
      : list.chooseTopCategory;
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
  return { query, list: { ...list, chooseTopCategory }, topCategories, subCategories, tag, topCategory, subCategory };
}

export type ClassifyModel = ReturnType<typeof useClassify>;
