import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
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
import type { MerchantProductRow } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type TableColumn } from '../../components/paged-table';
import tableStyles from '../../components/table.module.css';
import { categoryOptions } from '../../features/products/category-tree';
import { useCategories } from '../../features/products/use-catalogue-lists';
import { prodIdOf, useProductList } from '../../features/products/use-product-list';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import { BulkEditDialog } from './bulk-edit-dialog';
import { CsvTools } from './csv-tools';

export default function ProductListPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { query, list, search, setSearch, submitSearch, setFilter, selected, toggle, clearSelection } =
    useProductList();
  const categories = useCategories();
  const [bulkOpen, setBulkOpen] = useState(false);

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
          options={categoryOptions(categories.data ?? [], language)}
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
      <CsvTools
        filter={{ q: query.q, categoryId: query.categoryId, status: query.status, stock: query.stock }}
        onImported={list.reload}
      />
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
          clearSelection();
          list.reload();
        }}
      />
    </section>
  );
}
