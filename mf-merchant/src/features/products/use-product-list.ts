import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MerchantProductQuery, MerchantProductRow } from '@mall/shared';
import { listProducts } from '../../api/merchant-api';
import { useAddressedList } from '../use-filter-form';

export const PAGE_SIZE = 20;
export const prodIdOf = (product: MerchantProductRow) => product.prodId;

/** The list's filters as the address keeps them (a filtered list can be shared and comes back on Back). */
export function queryOf(params: URLSearchParams): Omit<MerchantProductQuery, 'current' | 'size'> {
  const status = params.get('status');
  const stock = params.get('stock');
  const categoryId = Number(params.get('categoryId'));
  return {
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    ...(categoryId > 0 ? { categoryId } : {}),
    ...(status === '0' || status === '1' ? { status: Number(status) as 0 | 1 } : {}),
    ...(stock === 'out' || stock === 'low' ? { stock } : {}),
  };
}

/** The product list: its filters in the address, the search as typed, and the products chosen for the bulk edit. */
export function useProductList() {
  const [params, setParams] = useSearchParams();
  const { query, list } = useAddressedList({
    params,
    queryOf,
    load: listProducts,
    idOf: prodIdOf,
    size: PAGE_SIZE,
  });
  const [search, setSearch] = useState(query.q ?? '');
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setSelected(new Set());
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };
  const toggle = (prodId: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(prodId)) next.delete(prodId);
      else next.add(prodId);
      return next;
    });

  const clearSelection = () => setSelected(new Set());
  return { query, list, search, setSearch, submitSearch, setFilter, selected, toggle, clearSelection };
}
