import { useSearchParams } from 'react-router-dom';
import type { Face } from '@mall/shared';
import { tabForStatusQuery } from './order-status';
import { useOrderActions } from './use-order-actions';
import { useOrderCount } from './use-order-count';
import { useOrderList } from './use-order-list';

/** The order list page's behaviour: the tab from `?status=`, its orders, counts and actions. */
export function useOrderListPage(face: Face) {
  const [searchParams] = useSearchParams();
  const tab = tabForStatusQuery(searchParams.get('status'));
  const list = useOrderList(tab.status);
  const { counts } = useOrderCount();
  const actions = useOrderActions({
    face,
    onChanged: (change, order) => void list.settle(order.orderNumber, change === 'deleted'),
  });
  return { tab, list, counts, actions };
}
