import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  buttonClassName,
  formatPrice,
  getOrder,
  pagePath,
  payOrders,
  type PageProps,
  type PaymentInstruction,
} from '@mall/shared';
import '../i18n';
import styles from './one-page.module.css';

/** The order number and how to pay it (handed over by the checkout, else asked for again). */
export default function SuccessPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('onepage');
  const [search] = useSearchParams();
  const orderNumber = search.get('orderNumber') ?? '';
  const handedOver = (useLocation().state as { instruction?: PaymentInstruction | null } | null)?.instruction ?? null;
  const [instruction, setInstruction] = useState<PaymentInstruction | null>(handedOver);

  useEffect(() => {
    if (instruction || !orderNumber) return;
    void getOrder(orderNumber)
      .then((order) => payOrders({ orderNumbers: orderNumber, payType: order.paymentMethod ?? 1 }))
      .then(setInstruction, () => undefined);
  }, [instruction, orderNumber]);

  const amount = instruction ? formatPrice(instruction.amount) : '';
  return (
    <section className={face === 'mobile' ? styles.mobile : styles.laptop}>
      <h1 className={styles.title}>{t('thanks', { orderNumber })}</h1>
      {instruction?.payType === 1 && (
        <>
          <p>{t('transfer', { amount })}</p>
          <dl className={styles.amounts}>
            <dt>{t('bank')}</dt>
            <dd>{instruction.bankName}</dd>
            <dt>{t('accountName')}</dt>
            <dd>{instruction.accountName}</dd>
            <dt>{t('accountNumber')}</dt>
            <dd>{instruction.accountNumber}</dd>
            <dt>{t('reference')}</dt>
            <dd>{instruction.reference}</dd>
          </dl>
        </>
      )}
      {instruction?.payType === 2 && instruction.deeplink && (
        <a className={buttonClassName({ variant: 'primary' })} href={instruction.deeplink}>
          {t('openApp', { amount })}
        </a>
      )}
      <Link className={buttonClassName({ variant: 'secondary' })} to={pagePath(face, 'orderList')}>
        {t('myOrders')}
      </Link>
    </section>
  );
}
