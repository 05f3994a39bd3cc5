import { useState, type FormEvent, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  buttonClassName,
  formatPrice,
  imageUrl,
  localized,
  Select,
  Skeleton,
  TextField,
  useMallStore,
} from '@mall/shared';
import { listProducts } from '../../api/merchant-api';
import type { MerchantProductQuery, MerchantProductRow } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type TableColumn } from '../../components/paged-table';
import tableStyles from '../../components/table.module.css';
import { useCategories } from '../../features/products/use-catalogue-lists';
import { useAddressedList } from '../../features/use-filter-form';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CsvTools } from './csv-tools';

export const PAGE_SIZE = 20;
const prodIdOf = (product: MerchantProductRow) => product.prodId;

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

export default function ProductListPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const [params, setParams] = useSearchParams();
  const { query, list } = useAddressedList({
    params,
    queryOf,
    load: listProducts,
    idOf: prodIdOf,
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

  const nameOf = (product: MerchantProductRow) => localized(product, 'prodName', language);
  const categoryName = (categoryId: number | null) =>
    localized(
      categories.data?.find((category) => category.categoryId === categoryId),
      'name',
      language,
    );

  const columns: TableColumn<MerchantProductRow>[] = [
    {
      label: t('products.select'),
      unlabelled: true,
      cell: (product) => (
        <input
          type="checkbox"
          aria-label={t('products.selectOne', { name: nameOf(product) })}
          checked={selected.has(product.prodId)}
          onChange={() => toggle(product.prodId)}
        />
      ),
    },
    {
      label: t('products.photo'),
      unlabelled: true,
      cell: (product) =>
        product.pic ? (
          <img className={tableStyles.thumb} src={imageUrl(product.pic)} alt="" loading="lazy" />
        ) : (
          <span className={tableStyles.thumb} />
        ),
    },
    {
      label: t('products.name'),
      cell: (product) => <Link to={consolePath(`products/${product.prodId}`)}>{nameOf(product)}</Link>,
    },
    { label: t('products.category'), cell: (product) => categoryName(product.categoryId) },
    { label: t('products.price'), numeric: true, cell: (product) => formatPrice(product.price) },
    { label: t('products.stock'), numeric: true, cell: (product) => product.stock },
    {
      label: t('products.status'),
      cell: (product) => (
        <span className={`${tableStyles.badge} ${product.status === 1 ? tableStyles.on : ''}`}>
          {product.status === 1 ? t('products.onSale') : t('products.offSale')}
        </span>
      ),
    },
  ];

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
      <PagedTable
        list={list}
        label={t('products.title')}
        caption={t('products.title')}
        empty={t('products.none')}
        idOf={prodIdOf}
        columns={columns}
        skeleton={Array.from({ length: 8 }, (_, index) => (
          <tr key={index}>
            {Array.from({ length: 7 }, (__, cell) => (
              <td key={cell}>
                <Skeleton height={cell === 1 ? '3rem' : '1rem'} width={cell === 1 ? '3rem' : '100%'} />
              </td>
            ))}
          </tr>
        ))}
      />
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
