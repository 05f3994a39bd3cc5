import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  apiErrorMessage,
  cancelOrder,
  changeCartItem,
  confirmReceipt as confirmReceiptCall,
  deleteOrder,
  isApiError,
  pagePath,
  useConfirm,
  payOrders,
  refreshCart,
  type Face,
  type Order,
  type PayType,
} from '@mall/shared';
import { showToast } from '../feedback';
import type { OrderActionKind } from './order-status';
import { refreshOrderCount } from './use-order-count';

// Refusals (10, 7, 5, 11, 6, 1) are answered here, next to the order they concern: no shell toast as well.
const silent = { silent: true } as const;

export type OrderChange = 'cancelled' | 'received' | 'deleted' | 'refused';

export interface PaymentFlow {
  order: Order;
  payType: PayType | null;
  paying: boolean;
}

/**
 * Everything a shopper can do to an order, written once for both faces and for the list and the detail page.
 * `onChanged` runs after the server accepted or refused (a refusal means the order moved on: show it afresh).
 */
export function useOrderActions({
  face,
  onChanged,
}: {
  face: Face;
  onChanged: (change: OrderChange, order: Order) => void;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentFlow | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  async function settle(order: Order, call: () => Promise<unknown>, success: OrderChange, message: string) {
    setBusy(order.orderNumber);
    try {
      await call();
      showToast(message);
      onChanged(success, order);
    } catch (error) {
      showToast(apiErrorMessage(error), 'error');
      if (isApiError(error) && error.kind === 'api') onChanged('refused', order);
    } finally {
      setBusy(null);
      void refreshOrderCount();
    }
  }

  async function cancel(order: Order) {
    const ok = await confirm({
      title: t('actions.cancelConfirmTitle'),
      message: t('actions.cancelConfirm', { orderNumber: order.orderNumber }),
      confirmLabel: t('actions.cancel'),
      cancelLabel: t('actions.keep'),
      danger: true,
    });
    if (ok) await settle(order, () => cancelOrder(order.orderNumber, silent), 'cancelled', t('actions.cancelled'));
  }

  async function confirmReceipt(order: Order) {
    const ok = await confirm({
      title: t('actions.receiptConfirmTitle'),
      message: t('actions.receiptConfirm', { orderNumber: order.orderNumber }),
      confirmLabel: t('actions.confirmReceived'),
      cancelLabel: t('common:action.cancel'),
    });
    if (ok) await settle(order, () => confirmReceiptCall(order.orderNumber, silent), 'received', t('actions.received'));
  }

  async function remove(order: Order) {
    const ok = await confirm({
      title: t('actions.deleteConfirmTitle'),
      message: t('actions.deleteConfirm', { orderNumber: order.orderNumber }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('common:action.cancel'),
      danger: true,
    });
    if (ok) await settle(order, () => deleteOrder(order.orderNumber, silent), 'deleted', t('actions.deleted'));
  }

  async function buyAgain(order: Order) {
    setBusy(order.orderNumber);
    let added = 0;
    for (const item of order.items) {
      try {
        await changeCartItem({ count: item.prodCount, prodId: item.prodId, shopId: item.shopId, skuId: item.skuId });
        added += 1;
      } catch {
        // a removed product or one out of stock: the others still go in
      }
    }
    await refreshCart();
    setBusy(null);
    if (added === 0) {
      showToast(t('actions.buyAgainNothing'));
      return;
    }
    showToast(added < order.items.length ? t('actions.buyAgainPartial') : t('actions.addedToCart'));
    navigate(pagePath(face, 'cart'));
  }

  function startPayment(order: Order) {
    setPayment({ order, payType: order.paymentMethod ?? null, paying: false });
  }

  /**
   * Asks the bank for the instruction, then shows it on the checkout's success page (bank details, app link,
   * QR code): one place for paying, whether the order was placed a minute or a day ago.
   */
  async function pay(payType: PayType) {
    if (!payment) return;
    const { order } = payment;
    setPayment({ ...payment, payType, paying: true });
    try {
      const instruction = await payOrders({ orderNumbers: order.orderNumber, payType }, silent);
      setPayment(null);
      navigate(pagePath(face, 'success', { query: { orderNumber: order.orderNumber } }), { state: { instruction } });
    } catch (error) {
      showToast(apiErrorMessage(error), 'error');
      setPayment(null);
      if (isApiError(error) && error.kind === 'api') onChanged('refused', order);
    }
  }

  function closePayment() {
    setPayment(null);
  }

  function perform(kind: OrderActionKind, order: Order) {
    switch (kind) {
      case 'cancel':
        return void cancel(order);
      case 'confirmReceipt':
        return void confirmReceipt(order);
      case 'delete':
        return void remove(order);
      case 'buyAgain':
        return void buyAgain(order);
      case 'pay':
        return startPayment(order);
    }
  }

  return { busy, perform, payment, pay, closePayment, confirmDialog };
}
