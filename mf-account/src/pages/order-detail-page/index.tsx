import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { OrderDetailView } from '../../components/order-detail-view';
import { useOrderDetailPage } from '../../features/orders/use-order-detail-page';

export default function OrderDetailPage({ face }: PageProps): ReactElement {
  const page = useOrderDetailPage(face);
  return <OrderDetailView face={face} page={page} />;
}
