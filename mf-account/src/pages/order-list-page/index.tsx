import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import '../../i18n';
import { OrderListLaptop } from './laptop';
import { OrderListMobile } from './mobile';

export default function OrderListPage({ face }: PageProps): ReactElement {
  return face === 'mobile' ? <OrderListMobile /> : <OrderListLaptop />;
}
