import { useSearchParams, useNavigate } from 'react-router-dom';
import { pagePath, type Face } from '@mall/shared';
import { useOrderActions } from './use-order-actions';
import { useOrderDetail } from './use-order-detail';

/** The order detail page's behaviour: the order from `?orderNumber=`, its actions, copying its number. */
export function useOrderDetailPage(face: Face) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const orderNumber = searchParams.get('orderNumber');
  const detail = useOrderDetail(orderNumber);
  const actions = useOrderActions({
    face,
    onChanged: (change) => {
      if (change === 'deleted') navigate(pagePath(face, 'orderList'), { replace: true });
      else detail.refresh();
    },
  });

  return { ...detail, actions, listPath: pagePath(face, 'orderList') };
}
