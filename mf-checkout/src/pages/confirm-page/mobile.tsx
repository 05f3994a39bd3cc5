import { useTranslation } from 'react-i18next';
import { rateOfOrder, Price, pagePath } from '@mall/shared';
import type { CheckoutModel } from '../../features/checkout/use-checkout';
import { checkoutQuery, type CheckoutSource } from '../../features/checkout/checkout-source';
import {
  AddressSection,
  EstimatedDelivery,
  OrderItems,
  PaymentMethods,
  OrderAmounts,
  PlaceError,
  PlaceOrderButton,
  ReceivingTime,
  Remarks,
  ConfirmFailed,
  ConfirmSkeleton,
} from './parts';
import styles from './confirm-page.module.css';

export function ConfirmMobile({ checkout, source }: { checkout: CheckoutModel; source: CheckoutSource }) {
  const { t } = useTranslation(['checkout', 'common']);
  const { confirmation } = checkout;
  const addressPath = pagePath('mobile', 'address', { query: checkoutQuery(source) });
  return (
    <div className={styles.mobilePage}>
      <h1 className="visually-hidden">{t('checkout:confirm.title')}</h1>
      {checkout.status === 'loading' && <ConfirmSkeleton />}
      {checkout.status === 'error' && <ConfirmFailed checkout={checkout} face="mobile" />}
      {checkout.status === 'ready' && confirmation && (
        <>
          <AddressSection
            checkout={checkout}
            to={addressPath}
            action={
              <span className={styles.chevron}>
                {checkout.address ? t('checkout:confirm.change') : t('checkout:confirm.addAddress')}
              </span>
            }
          />
          <OrderItems items={confirmation.items} rielRate={rateOfOrder(confirmation)} />
          <ReceivingTime checkout={checkout} />
          <Remarks checkout={checkout} />
          <PaymentMethods checkout={checkout} payTypes={confirmation.payTypes} />
          <div className={styles.section}>
            <OrderAmounts checkout={checkout} />
            <EstimatedDelivery time={confirmation.estimatedDeliveryTime} />
          </div>
          <div className={styles.mobileBar}>
            <PlaceError checkout={checkout} />
            <div className={styles.mobileBarRow}>
              <span className={styles.mobileTotal}>
                {t('common:label.total')}{' '}
                {checkout.amounts && <Price amount={checkout.amounts.amount} riel={checkout.amounts.amountRiel} />}
              </span>
              <PlaceOrderButton checkout={checkout} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
