import { useState, type FormEvent, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  buttonClassName,
  EmptyState,
  ErrorState,
  formatPrice,
  imageUrl,
  localized,
  Select,
  Skeleton,
  TextField,
  useMallStore,
} from '@mall/shared';
import { listProducts } from '../../api/merchant-api';
import type { ProductQuery, ProductRow } from '../../api/types';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TableScroll } from '../../components/table-scroll';
import tableStyles from '../../components/table.module.css';
import { useCategories } from '../../features/products/use-catalogue-lists';
import { useAddressedList } from '../../features/use-filter-form';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CsvTools } from './csv-tools';

export const PAGE_SIZE = 20;

/** The list's filters as the address keeps them (a filtered list can be shared and comes back on Back). */
export function queryOf(params: URLSearchParams): Omit<ProductQuery, 'current' | 'size'> {
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

export default function ProductListPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const [params, setParams] = useSearchParams();
  const { query, list } = useAddressedList({
    params,
    queryOf,
    load: listProducts,
    idOf: (product: ProductRow) => product.prodId,
    size: PAGE_SIZE,
  });
  const categories = useCategories();
  const [search, setSearch] = useState(query.q ?? '');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);

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

  const categoryName = (categoryId: number | null) =>
    localized(
      categories.data?.find((category) => category.categoryId === categoryId),
      'name',
      language,
    );

  return (
    <section>
      <PageHeader
        title={t('products.title')}
        actions={
          <>
            <Button variant="secondary" disabled={selected.size === 0} onClick={() => setBulkOpen(true)}>
              {t('products.bulkEdit', { count: selected.size })}
            </Button>
            <Link to={consolePath('products/new')} className={buttonClassName()}>
              {t('products.add')}
            </Link>
          </>
        }
      />
      <form className={tableStyles.filters} role="search" onSubmit={submitSearch}>
        <TextField
          label={t('products.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={t('products.category')}
          placeholder={t('products.allCategories')}
          value={query.categoryId ?? ''}
          options={(categories.data ?? []).map((category) => ({
            value: category.categoryId,
            label: localized(category, 'name', language),
          }))}
          onChange={(event) => setFilter('categoryId', event.target.value)}
        />
        <Select
          label={t('products.status')}
          placeholder={t('products.anyStatus')}
          value={query.status ?? ''}
          options={[
            { value: 1, label: t('products.onSale') },
            { value: 0, label: t('products.offSale') },
          ]}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <Select
          label={t('products.stock')}
          placeholder={t('products.anyStock')}
          value={query.stock ?? ''}
          options={[
            { value: 'out', label: t('products.stockOut') },
            { value: 'low', label: t('products.stockLow') },
          ]}
          onChange={(event) => setFilter('stock', event.target.value)}
        />
        <Button type="submit">{t('products.searchButton')}</Button>
      </form>
      <CsvTools onImported={list.reload} />
      {list.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={list.retry} />
      ) : list.state === 'ready' && list.records.length === 0 ? (
        <EmptyState title={t('products.none')} />
      ) : (
        <TableScroll label={t('products.title')}>
          <table className={tableStyles.table} aria-busy={list.state === 'loading'}>
            <caption className="visually-hidden">{t('products.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('products.select')}</th>
                <th scope="col">{t('products.photo')}</th>
                <th scope="col">{t('products.name')}</th>
                <th scope="col">{t('products.category')}</th>
                <th scope="col" className={tableStyles.number}>
                  {t('products.price')}
                </th>
                <th scope="col" className={tableStyles.number}>
                  {t('products.stock')}
                </th>
                <th scope="col">{t('products.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.state === 'loading'
                ? Array.from({ length: 8 }, (_, index) => (
                    <tr key={index}>
                      {Array.from({ length: 7 }, (__, cell) => (
                        <td key={cell}>
                          <Skeleton height={cell === 1 ? '3rem' : '1rem'} width={cell === 1 ? '3rem' : '100%'} />
                        </td>
                      ))}
                    </tr>
                  ))
                : list.records.map((product) => {
                    const name = localized(product, 'prodName', language);
                    return (
                      <tr key={product.prodId}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={t('products.selectOne', { name })}
                            checked={selected.has(product.prodId)}
                            onChange={() => toggle(product.prodId)}
                          />
                        </td>
                        <td>
                          {product.pic ? (
                            <img className={tableStyles.thumb} src={imageUrl(product.pic)} alt="" loading="lazy" />
                          ) : (
                            <span className={tableStyles.thumb} />
                          )}
                        </td>
                        <td data-label={t('products.name')}>
                          <Link to={consolePath(`products/${product.prodId}`)}>{name}</Link>
                        </td>
                        <td data-label={t('products.category')}>{categoryName(product.categoryId)}</td>
                        <td data-label={t('products.price')} className={tableStyles.number}>
                          {formatPrice(product.price)}
                        </td>
                        <td data-label={t('products.stock')} className={tableStyles.number}>
                          {product.stock}
                        </td>
                        <td data-label={t('products.status')}>
                          <span className={`${tableStyles.badge} ${product.status === 1 ? tableStyles.on : ''}`}>
                            {product.status === 1 ? t('products.onSale') : t('products.offSale')}
                          </span>
                        </td>
                      </tr>
                    );
                  })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager list={list} />
      <BulkEditDialog
        open={bulkOpen}
        prodIds={[...selected]}
        onClose={() => setBulkOpen(false)}
        onSaved={() => {
          setSelected(new Set());
          list.reload();
        }}
      />
    </section>
  );
}
