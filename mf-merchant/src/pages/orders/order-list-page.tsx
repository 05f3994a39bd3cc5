import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatPrice,
  Select,
  TextField,
  useMallStore,
} from '@mall/shared';
import { listOrders } from '../../api/merchant-api';
import type { MerchantOrder, OrderQuery } from '../../api/types';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import { Pager } from '../../components/pager';
import { TableScroll } from '../../components/table-scroll';
import tableStyles from '../../components/table.module.css';
import { ORDER_STATUSES } from '../../features/orders/order-actions';
import { useAddressedList, useFilterForm } from '../../features/use-filter-form';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';

const PAGE_SIZE = 20;
const FILTERS = ['status', 'from', 'to', 'orderNumber', 'mobile'] as const;

/** The list's filters as the address keeps them. */
export function orderQueryOf(params: URLSearchParams): Omit<OrderQuery, 'current' | 'size'> {
  const query: Omit<OrderQuery, 'current' | 'size'> = {};
  const status = Number(params.get('status'));
  if (ORDER_STATUSES.includes(status as never)) query.status = status;
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) query[name] = value;
  }
  for (const name of ['orderNumber', 'mobile'] as const) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

export default function OrderListPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { params, apply, field } = useFilterForm(FILTERS);
  const { list } = useAddressedList({
    params,
    queryOf: orderQueryOf,
    load: listOrders,
    idOf: (order: MerchantOrder) => order.orderNumber,
    size: PAGE_SIZE,
  });

  return (
    <section>
      <PageHeader title={t('orders.title')} actions={<Link to={consolePath('refunds')}>{t('section.refunds')}</Link>} />
      <form className={tableStyles.filters} role="search" onSubmit={apply}>
        <Select
          label={t('orders.status')}
          placeholder={t('orders.anyStatus')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) }))}
          {...field('status')}
        />
        <TextField label={t('orders.from')} type="date" {...field('from')} />
        <TextField label={t('orders.to')} type="date" {...field('to')} />
        <TextField label={t('orders.number')} {...field('orderNumber')} />
        <TextField label={t('orders.mobile')} type="tel" inputMode="tel" {...field('mobile')} />
        <Button type="submit">{t('orders.filter')}</Button>
      </form>
      {list.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={list.retry} />
      ) : list.state === 'ready' && list.records.length === 0 ? (
        <EmptyState title={t('orders.none')} />
      ) : (
        <TableScroll label={t('orders.title')}>
          <table className={tableStyles.table} aria-busy={list.state === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.placed')}</th>
                <th scope="col">{t('orders.mobile')}</th>
                <th scope="col" className={tableStyles.number}>
                  {t('orders.amount')}
                </th>
                <th scope="col">{t('orders.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.state === 'loading' ? (
                <SkeletonRows rows={8} columns={5} />
              ) : (
                list.records.map((order) => (
                  <tr key={order.orderNumber}>
                    <td data-label={t('orders.number')}>
                      <Link to={consolePath(`orders/${encodeURIComponent(order.orderNumber)}`)}>
                        {order.orderNumber}
                      </Link>
                    </td>
                    <td data-label={t('orders.placed')}>{formatDateTime(order.createTime, language)}</td>
                    <td data-label={t('orders.mobile')}>{order.mobile}</td>
                    <td data-label={t('orders.amount')} className={tableStyles.number}>
                      {formatPrice(order.amount)}
                    </td>
                    <td data-label={t('orders.status')}>
                      <span className={tableStyles.badge}>{t(`orderStatus.${order.status}`)}</span>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager list={list} />
    </section>
  );
}
