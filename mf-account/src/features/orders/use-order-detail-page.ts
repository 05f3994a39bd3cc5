import { useSearchParams, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pagePath, type Face } from '@mall/shared';
import { showToast } from '../feedback';
import { useOrderActions } from './use-order-actions';
import { useOrderDetail } from './use-order-detail';

/** Copies with the Clipboard API, falling back to a hidden text area (older phone browsers, plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/** The order detail page's behaviour: the order from `?orderNumber=`, its actions, copying its number. */
export function useOrderDetailPage(face: Face) {
  const { t } = useTranslation('account');
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

  async function copyOrderNumber() {
    if (!detail.order) return;
    const ok = await copyText(detail.order.orderNumber);
    showToast(ok ? t('detail.copySuccess') : t('detail.copyFail'), ok ? 'success' : 'error');
  }

  return { ...detail, actions, copyOrderNumber, listPath: pagePath(face, 'orderList') };
}
