import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tabs, type OrderCount } from '@mall/shared';
import { countForTab, ORDER_TABS, statusLabelKey, type OrderTab } from '../features/orders/order-status';

export const ORDER_PANEL_ID = 'account-order-panel';

/** The status tabs; the choice lives in `?status=` so Back and a shared link keep it. */
export function OrderTabs({
  active,
  counts,
  stretch = false,
}: {
  active: OrderTab;
  counts: OrderCount | null;
  stretch?: boolean;
}): ReactElement {
  const { t } = useTranslation('account');
  const [, setSearchParams] = useSearchParams();
  return (
    <Tabs
      label={t('orders.tabsLabel')}
      value={active.status}
      panelId={ORDER_PANEL_ID}
      stretch={stretch}
      items={ORDER_TABS.map((tab) => ({
        value: tab.status,
        label: t(statusLabelKey(tab.status)),
        count: countForTab(counts, tab.key) || undefined,
      }))}
      onChange={(status) => setSearchParams(status ? { status: String(status) } : {}, { replace: true })}
    />
  );
}
