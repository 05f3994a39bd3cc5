import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateOfOrder, Button } from '@mall/shared';
import type { CheckoutModel } from '../../features/checkout/use-checkout';
import { AddressChooser } from '../../components/address-chooser';
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

export function ConfirmLaptop({ checkout }: { checkout: CheckoutModel }) {
  const { t } = useTranslation(['checkout', 'common']);
  const [choosing, setChoosing] = useState(false);
  const { confirmation } = checkout;
  return (
    <div className={styles.laptopPage}>
      <h1 className={styles.title}>{t('checkout:confirm.title')}</h1>
      {checkout.status === 'loading' && <ConfirmSkeleton />}
      {checkout.status === 'error' && <ConfirmFailed checkout={checkout} face="laptop" />}
      {checkout.status === 'ready' && confirmation && (
        <div className={styles.laptopColumns}>
          <div className={styles.laptopMain}>
            <AddressSection
              checkout={checkout}
              action={
                !choosing && (
                  <Button variant="secondary" onClick={() => setChoosing(true)}>
                    {checkout.address ? t('checkout:confirm.change') : t('checkout:confirm.addAddress')}
                  </Button>
                )
              }
            >
              {choosing ? (
                <AddressChooser
                  selectedId={checkout.address?.addrId ?? null}
                  onClose={() => setChoosing(false)}
                  onChoose={(address) => {
                    checkout.chooseAddress(address);
                    setChoosing(false);
                  }}
                />
              ) : undefined}
            </AddressSection>
            <OrderItems items={confirmation.items} rielRate={rateOfOrder(confirmation)} />
            <ReceivingTime checkout={checkout} />
            <Remarks checkout={checkout} />
            <PaymentMethods checkout={checkout} payTypes={confirmation.payTypes} />
          </div>
          <aside className={styles.laptopAside}>
            <OrderAmounts checkout={checkout} />
            <PlaceError checkout={checkout} />
            <PlaceOrderButton checkout={checkout} />
            <EstimatedDelivery time={confirmation.estimatedDeliveryTime} />
          </aside>
        </div>
      )}
    </div>
  );
}
