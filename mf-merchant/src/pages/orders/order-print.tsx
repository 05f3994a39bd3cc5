import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { formatDateTime, formatPrice, formatRiel, localized, useMallStore, variantText } from '@mall/shared';
import type { MerchantOrderDetail } from '@mall/shared';
import type { PrintedDocument } from '../../features/orders/use-print';
import { useMerchantT } from '../../features/use-merchant-t';
import { transferDue } from '../../features/orders/use-order-step';
import styles from './order-print.module.css';

/**
 * The packing slip (what to pack, for whom: no prices) or the receipt (what was paid), drawn beside the console for
 * the printer only: the print stylesheet hides everything else on the page, so no console chrome is printed. One
 * layout fits A4, A5 and an 80 mm receipt roll.
 */
export function OrderPrint({
  order,
  document,
}: {
  order: MerchantOrderDetail;
  document: PrintedDocument;
}): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const slip = document === 'slip';
  const units = order.items.reduce((sum, item) => sum + item.prodCount, 0);
  const { reference } = transferDue(order);
  const paidWith = order.payments.find((payment) => payment.status === 'paid')?.reference ?? reference;
  return createPortal(
    <article
      className={styles.page}
      data-print-root=""
      aria-label={t(slip ? 'orders.slipTitle' : 'orders.receiptTitle')}
    >
      <h1 className={styles.title}>{t(slip ? 'orders.slipTitle' : 'orders.receiptTitle')}</h1>
      <p className={styles.number}>{order.orderNumber}</p>
      <dl className={styles.facts}>
        <dt>{t('orders.placed')}</dt>
        <dd>{formatDateTime(order.createTime, language)}</dd>
        {slip ? (
          <>
            <dt>{t('orders.wished')}</dt>
            <dd>{formatDateTime(order.recTime, language)}</dd>
            <dt>{t('orders.deliverTo')}</dt>
            <dd>
              {order.address.receiver}, {order.address.mobile}
              <br />
              {order.address.addr}
            </dd>
            {order.remarks && (
              <>
                <dt>{t('orders.remarks')}</dt>
                <dd>{order.remarks}</dd>
              </>
            )}
          </>
        ) : (
          <>
            {order.payTime && (
              <>
                <dt>{t('orders.paid')}</dt>
                <dd>{formatDateTime(order.payTime, language)}</dd>
              </>
            )}
            <dt>{t('orders.payWith')}</dt>
            <dd>
              {t(`common:payType.${order.paymentMethod}`)}
              {paidWith && ` · ${paidWith}`}
            </dd>
          </>
        )}
      </dl>
      <ul className={styles.lines}>
        {order.items.map((item, index) => {
          const name = localized(item, 'prodName', language);
          const variant = variantText(item, name, language);
          return (
            <li key={index} className={styles.line}>
              <span className={styles.count}>{item.prodCount} ×</span>
              <span className={styles.what}>
                {name}
                {variant && <span className={styles.variant}>{variant}</span>}
              </span>
              {!slip && <span className={styles.money}>{formatPrice(item.price * item.prodCount)}</span>}
            </li>
          );
        })}
      </ul>
      {slip ? (
        <p className={styles.summary}>{t('orders.unitsToPack', { count: units })}</p>
      ) : (
        <dl className={styles.totals}>
          <dt>{t('orders.itemsTotal')}</dt>
          <dd>{formatPrice(order.productAmount)}</dd>
          <dt>{t('orders.deliveryFee')}</dt>
          <dd>{formatPrice(order.deliveryFee)}</dd>
          <dt className={styles.grand}>{t('orders.total')}</dt>
          <dd className={styles.grand}>{formatPrice(order.amount)}</dd>
          {order.amountRiel !== null && order.rielRate !== null && (
            <>
              <dt>{t('orders.totalRiel', { rate: formatRiel(order.rielRate, language) })}</dt>
              <dd>{formatRiel(order.amountRiel, language)}</dd>
            </>
          )}
        </dl>
      )}
    </article>,
    window.document.body,
  );
}
