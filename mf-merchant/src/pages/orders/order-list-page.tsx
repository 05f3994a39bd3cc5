import { useEffect, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatDateTime, formatPrice, Select, TextField, useMallStore } from '@mall/shared';
import { listOrders } from '../../api/merchant-api';
import type { MerchantOrder, MerchantOrderQuery } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type TableColumn } from '../../components/paged-table';
import tableStyles from '../../components/table.module.css';
import { ORDER_STATUSES } from '../../features/orders/order-actions';
import { textFiltersOf, useAddressedList, useFilterForm } from '../../features/use-filter-form';
import { useLiveOrders, useLiveReload } from '../../features/live/live-orders';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';

const PAGE_SIZE = 20;
const FILTERS = ['q', 'status', 'from', 'to'] as const;
const orderNumberOf = (order: MerchantOrder) => order.orderNumber;

/** The list's filters as the address keeps them. */
export function orderQueryOf(params: URLSearchParams): Omit<MerchantOrderQuery, 'current' | 'size'> {
  const query: Omit<MerchantOrderQuery, 'current' | 'size'> = {};
  const status = Number(params.get('status'));
  if (ORDER_STATUSES.includes(status as never)) query.status = status;
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) query[name] = value;
  }
  return { ...query, ...textFiltersOf(params, ['q']) };
}

export default function OrderListPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { params, apply, field } = useFilterForm(FILTERS);
  const { list } = useAddressedList({
    params,
    queryOf: orderQueryOf,
    load: listOrders,
    idOf: orderNumberOf,
    size: PAGE_SIZE,
  });
  useLiveReload(() => list.goToPage(list.current));
  // What is listed here is seen: the navigation's count of new orders starts again.
  const version = useLiveOrders((state) => state.version);
  useEffect(() => useLiveOrders.getState().seen(), [version]);

  const columns: TableColumn<MerchantOrder>[] = [
    {
      label: t('orders.number'),
      cell: (order) => (
        <Link to={consolePath(`orders/${encodeURIComponent(order.orderNumber)}`)}>{order.orderNumber}</Link>
      ),
    },
    { label: t('orders.placed'), cell: (order) => formatDateTime(order.createTime, language) },
    { label: t('orders.mobile'), cell: (order) => order.mobile },
    { label: t('orders.amount'), numeric: true, cell: (order) => formatPrice(order.amount) },
    {
      label: t('orders.status'),
      cell: (order) => <span className={tableStyles.badge}>{t(`orderStatus.${order.status}`)}</span>,
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('orders.title')}
        actions={
          <>
            <Link to={consolePath('cash')}>{t('cash.title')}</Link>
            <Link to={consolePath('refunds')}>{t('section.refunds')}</Link>
          </>
        }
      />
      <form className={tableStyles.filters} role="search" onSubmit={apply}>
        <TextField
          label={t('orders.search')}
          hint={t('orders.searchHint', { reference: 'MPE5W3DJG9MF' })}
          type="search"
          autoComplete="off"
          spellCheck={false}
          {...field('q')}
        />
        <Select
          label={t('orders.status')}
          placeholder={t('orders.anyStatus')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
          {...field('status')}
        />
        <TextField label={t('orders.from')} type="date" {...field('from')} />
        <TextField label={t('orders.to')} type="date" {...field('to')} />
        <Button type="submit">{t('orders.filter')}</Button>
      </form>
      <PagedTable
        list={list}
        label={t('orders.title')}
        empty={t('orders.none')}
        idOf={orderNumberOf}
        columns={columns}
      />
    </section>
  );
}
