import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatDateTime, formatPrice, TextField, useMallStore } from '@mall/shared';
import { listCustomers } from '../../api/merchant-api';
import type { Customer, CustomerQuery } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type TableColumn } from '../../components/paged-table';
import tableStyles from '../../components/table.module.css';
import { textFiltersOf, useAddressedList, useFilterForm } from '../../features/use-filter-form';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';

const PAGE_SIZE = 20;
const FILTERS = ['search'] as const;
const memberIdOf = (customer: Customer) => customer.memberId;
const customerQueryOf = (params: URLSearchParams): Omit<CustomerQuery, 'current' | 'size'> =>
  textFiltersOf(params, FILTERS);

/** The shop's members with their orders, the latest buyer first; a member opens their orders. */
export default function CustomersPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { params, apply, field } = useFilterForm(FILTERS);
  const { list } = useAddressedList({
    params,
    queryOf: customerQueryOf,
    load: listCustomers,
    idOf: memberIdOf,
    size: PAGE_SIZE,
  });

  const columns: TableColumn<Customer>[] = [
    {
      label: t('customers.mobile'),
      cell: (customer) => (
        <Link
          to={consolePath(`orders?q=${encodeURIComponent(customer.mobile)}`)}
          aria-label={t('customers.openOrders', { mobile: customer.mobile })}
        >
          {customer.mobile}
        </Link>
      ),
    },
    { label: t('customers.name'), cell: (customer) => customer.nickName },
    { label: t('customers.orders'), numeric: true, cell: (customer) => customer.orders },
    { label: t('customers.spend'), numeric: true, cell: (customer) => formatPrice(customer.spend) },
    {
      label: t('customers.lastOrder'),
      cell: (customer) =>
        customer.lastOrderAt ? formatDateTime(customer.lastOrderAt, language) : t('customers.never'),
    },
  ];

  return (
    <section>
      <PageHeader title={t('customers.title')} />
      <form className={tableStyles.filters} role="search" onSubmit={apply}>
        <TextField label={t('customers.search')} {...field('search')} />
        <Button type="submit">{t('orders.filter')}</Button>
      </form>
      <PagedTable
        list={list}
        label={t('customers.title')}
        empty={t('customers.none')}
        idOf={memberIdOf}
        columns={columns}
      />
    </section>
  );
}
