import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PAY_TYPE, Price, useMallStore, type PaymentInstruction, type PayType } from '@mall/shared';
import { showToast } from '../features/feedback';
import { formatPhnomPenhTime } from '../features/format-time';
import type { PaymentFlow } from '../features/orders/use-order-actions';
import { Modal } from './modal';
import styles from './payment-dialog.module.css';

export interface PaymentDialogProps {
  flow: PaymentFlow;
  onPay: (payType: PayType) => void;
  onClose: () => void;
}

const PAY_TYPES: readonly PayType[] = [PAY_TYPE.bankTransfer, PAY_TYPE.bankApp];

/** Pay now: choose a method, then follow the bank's instruction. */
export function PaymentDialog({ flow, onPay, onClose }: PaymentDialogProps): ReactElement {
  const { t } = useTranslation('account');
  const [choice, setChoice] = useState<PayType | null>(flow.payType);
  const [missing, setMissing] = useState(false);

  return (
    <Modal title={t('pay.title')} onClose={onClose} closeLabel={t('actions.close')}>
      <p className={styles.amountRow}>
        <span>{t('pay.amount')}</span>
        <Price amount={flow.instruction?.amount ?? flow.order.amount} size="lg" />
      </p>
      {flow.instruction ? (
        <Instruction instruction={flow.instruction} onDone={onClose} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (choice === null) setMissing(true);
            else onPay(choice);
          }}
        >
          <fieldset className={styles.methods} aria-describedby={missing ? 'account-pay-missing' : undefined}>
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
            <p id="account-pay-missing" role="alert" className={styles.error}>
              {t('common:validation.selectPayment')}
            </p>
          )}
          <Button type="submit" block loading={flow.paying}>
            {t('pay.continue')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

function Instruction({ instruction, onDone }: { instruction: PaymentInstruction; onDone: () => void }): ReactElement {
  const { t } = useTranslation('account');
  const language = useMallStore((s) => s.language);

  if (instruction.payType === PAY_TYPE.bankTransfer) {
    const rows: [string, string][] = [
      [t('pay.bankName'), instruction.bankName],
      [t('pay.accountName'), instruction.accountName],
      [t('pay.accountNumber'), instruction.accountNumber],
      [t('pay.reference'), instruction.reference],
    ];
    return (
      <div className={styles.instruction}>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t('pay.transferNote')}</p>
        <Button block onClick={onDone}>
          {t('pay.done')}
        </Button>
      </div>
    );
  }

  const openApp = () => {
    // When the bank app opens, this page is hidden; still visible after a while means it is not installed.
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') showToast(t('common:message.abaNotInstalled'));
    }, 1500);
    const onHide = () => {
      if (document.visibilityState === 'hidden') window.clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onHide, { once: true });
  };

  return (
    <div className={styles.instruction}>
      <a className={styles.appLink} href={instruction.deeplink} onClick={openApp}>
        {t('pay.openApp')}
      </a>
      <p className={styles.note}>{t('pay.expiresAt', { time: formatPhnomPenhTime(instruction.expiresAt, language) })}</p>
      <Button variant="secondary" block onClick={onDone}>
        {t('pay.done')}
      </Button>
    </div>
  );
}
