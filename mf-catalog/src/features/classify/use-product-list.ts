import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { firstScreenData, listProductsByTag, searchProducts, usePagedList } from '@mall/shared';
import type { ProductSummary } from '@mall/shared';
import { parsePriceRange } from './price-range';
import { recallList, rememberList } from './list-memory';

export const SORTS = [
  { value: 0, label: 'sortRecommended' },
  { value: 1, label: 'sortBestSelling' },
  { value: 2, label: 'sortPriceAsc' },
  { value: 3, label: 'sortPriceDesc' },
  { value: 4, label: 'sortNewest' },
] as const;

export type SortValue = (typeof SORTS)[number]['value'];

export interface ListFilters {
  /** From a home shelf's "more" link. */
  tagId?: number;
  topCategoryId?: number;
  subCategoryId?: number;
  sort: SortValue;
  minPrice?: number;
  maxPrice?: number;
}

export interface ListQuery {
  /** From the laptop route param or the mobile query. */
  categoryId?: number;
  tagId?: number;
  searchString?: string;
  isSearch: boolean;
}

export interface LoadedList {
  records: ProductSummary[];
  current: number;
  pages: number;
  total: number;
}

interface Remembered {
  filters: ListFilters;
  minText: string;
  maxText: string;
  list: LoadedList;
  scrollY: number;
}

/** Filters handed over to a new history entry (the laptop's category change opens a new address). */
export interface CarriedFilters {
  filters: ListFilters;
  minText: string;
  maxText: string;
}

export interface UseProductListOptions {
  entryKey: string;
  query: ListQuery;
  pageSize: number;
  carried?: CarriedFilters;
}

/** Desktop shows one page at a time (goToPage); phones append the next page (loadMore). */
export function useProductList({ entryKey, query, pageSize, carried }: UseProductListOptions) {
  const remembered = useRef(recallList<Remembered>(entryKey)).current;
  const start = remembered ?? carried;
  const searching = query.isSearch && (query.searchString ?? '').trim() !== '';

  const [filters, setFilters] = useState<ListFilters>(
    start?.filters ?? { tagId: query.tagId, topCategoryId: query.categoryId, sort: 0 },
  );
  const [minText, setMinText] = useState(start?.minText ?? '');
  const [maxText, setMaxText] = useState(start?.maxText ?? '');
  const [priceError, setPriceError] = useState<'wrongAmountRange' | undefined>();
  // The first page of a list opened afresh comes with the server's render (ARCHITECTURE.md "Server-rendered first screen").
  const [fromServer] = useState(() => {
    if (start || searching) return undefined;
    const { tagId, topCategoryId } = filters;
    const first = firstScreenData(`products:${tagId ?? ''}:${topCategoryId ?? ''}:${pageSize}`, () =>
      listProductsByTag({
        tagId,
        categoryIds: topCategoryId === undefined ? undefined : [topCategoryId],
        sort: 0,
        current: 1,
        size: pageSize,
      }).then(({ records, current, pages, total }): LoadedList => ({ records, current, pages, total })),
    );
    return first.found ? first.data : undefined;
  });
  const categoryId = filters.subCategoryId ?? filters.topCategoryId;
  // Every choice starts over, even one that changes nothing (the same sort again goes back to page 1).
  const listKey = useMemo(() => [filters, searching, query.searchString], [filters, searching, query.searchString]);
  const paged = usePagedList<ProductSummary>({
    key: listKey,
    load: (page) =>
      searching
        ? searchProducts({ prodName: (query.searchString ?? '').trim(), current: page, size: pageSize })
        : listProductsByTag({
            tagId: filters.tagId,
            categoryIds: categoryId === undefined ? undefined : [categoryId],
            sort: filters.sort,
            current: page,
            size: pageSize,
            minPrice: filters.minPrice,
            maxPrice: filters.maxPrice,
          }),
    idOf: (product) => product.prodId,
    initial: remembered?.list ?? fromServer,
  });
  const { records, current, pages, total, state } = paged;
  const list: LoadedList = useMemo(() => ({ records, current, pages, total }), [records, current, pages, total]);

  // Remember what is on screen, and where the shopper had scrolled to, for the way back. The position is
  // taken when the shopper clicks inside the list (before a product page replaces it and the scroll resets).
  const latest = useRef<Omit<Remembered, 'scrollY'>>({ filters, minText, maxText, list });
  latest.current = { filters, minText, maxText, list };
  const scrollY = useRef(remembered?.scrollY ?? 0);
  const save = useCallback(() => rememberList(entryKey, { ...latest.current, scrollY: scrollY.current }), [entryKey]);
  const rememberScroll = useCallback(() => {
    scrollY.current = window.scrollY;
    save();
  }, [save]);
  useEffect(() => {
    if (state === 'ready') save();
  }, [save, state, list, filters, minText, maxText]);
  useEffect(() => {
    window.addEventListener('pagehide', rememberScroll);
    return () => {
      window.removeEventListener('pagehide', rememberScroll);
      save();
    };
  }, [rememberScroll, save]);
  useEffect(() => {
    const target = remembered?.scrollY ?? 0;
    if (target <= 0) return;
    // The grid may still be growing (pictures, a late stylesheet): try for a moment until the page is tall enough.
    let frames = 0;
    let handle = 0;
    const step = () => {
      window.scrollTo(0, target);
      frames += 1;
      if (Math.abs(window.scrollY - target) > 2 && frames < 60) handle = window.requestAnimationFrame(step);
    };
    step();
    return () => window.cancelAnimationFrame(handle);
  }, [remembered]);

  const clearTag = () => setFilters((f) => ({ ...f, tagId: undefined }));
  const chooseTopCategory = (topCategoryId: number | undefined) =>
    setFilters((f) => ({ ...f, topCategoryId, subCategoryId: undefined }));
  const chooseSubCategory = (subCategoryId: number | undefined) => setFilters((f) => ({ ...f, subCategoryId }));
  const chooseSort = (sort: SortValue) => setFilters((f) => ({ ...f, sort }));

  const applyPrice = (): boolean => {
    const range = parsePriceRange(minText, maxText);
    if (!range.ok) {
      setPriceError(range.error);
      return false;
    }
    setPriceError(undefined);
    setFilters((f) => ({ ...f, minPrice: range.minPrice, maxPrice: range.maxPrice }));
    return true;
  };
  const resetPrice = () => {
    setMinText('');
    setMaxText('');
    setPriceError(undefined);
    setFilters((f) => ({ ...f, minPrice: undefined, maxPrice: undefined }));
  };
  const clearFilters = () => {
    setMinText('');
    setMaxText('');
    setPriceError(undefined);
    setFilters({ sort: 0 });
  };

  const goToPage = (page: number) => {
    paged.goToPage(page);
    window.scrollTo(0, 0);
  };

  return {
    searching,
    filters,
    minText,
    maxText,
    setMinText: (text: string) => {
      setMinText(text);
      setPriceError(undefined);
    },
    setMaxText: (text: string) => {
      setMaxText(text);
      setPriceError(undefined);
    },
    priceError,
    applyPrice,
    resetPrice,
    clearFilters,
    clearTag,
    chooseTopCategory,
    chooseSubCategory,
    chooseSort,
    list,
    state,
    loadingMore: paged.loadingMore,
    moreFailed: paged.moreFailed,
    hasMore: list.current < list.pages,
    goToPage,
    loadMore: paged.loadMore,
    retry: paged.retry,
    rememberScroll,
  };
}
