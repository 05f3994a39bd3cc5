import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, PAY_TYPE, Price, type PayType } from '@mall/shared';
import type { PaymentFlow } from '../features/orders/use-order-actions';
import styles from './payment-dialog.module.css';

export interface PaymentDialogProps {
  flow: PaymentFlow;
  onPay: (payType: PayType) => void;
  onClose: () => void;
}

const PAY_TYPES: readonly PayType[] = [PAY_TYPE.bankTransfer, PAY_TYPE.bankApp];

/** Pay now: choose a method; the instruction follows on the checkout's success page. */
export function PaymentDialog({ flow, onPay, onClose }: PaymentDialogProps): ReactElement {
  const { t } = useTranslation('account');
  const [choice, setChoice] = useState<PayType | null>(flow.payType);
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  return (
    <Dialog open title={t('pay.title')} onClose={onClose}>
      <p className={styles.amountRow}>
        <span>{t('pay.amount')}</span>
        <Price amount={flow.order.amount} size="lg" riel={flow.order.amountRiel} />
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice === null) setMissing(true);
          else onPay(choice);
        }}
      >
        <fieldset className={styles.methods} aria-describedby={missing ? errorId : undefined}>
          <legend className={styles.legend}>{t('pay.chooseMethod')}</legend>
          {PAY_TYPES.map((payType) => (
            <label key={payType} className={styles.method}>
              <input
                type="radio"
                name="payType"
                value={payType}
                checked={choice === payType}
                onChange={() => {
                  setChoice(payType);
                  setMissing(false);
                }}
              />
              <span>{t(`common:payType.${payType}`)}</span>
            </label>
          ))}
        </fieldset>
        {missing && (
          <p id={errorId} role="alert" className={styles.error}>
            {t('common:validation.selectPayment')}
          </p>
        )}
        <Button type="submit" block loading={flow.paying}>
          {t('pay.continue')}
        </Button>
      </form>
    </Dialog>
  );
}
