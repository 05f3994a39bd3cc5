import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderSms } from '../features/centre/use-order-sms';
import styles from './order-sms-switch.module.css';

/** The member centre's switch for order updates by SMS (nothing for a visitor, or until the member's choice is read). */
export function OrderSmsSwitch(): ReactElement | null {
  const { t } = useTranslation('account');
  const { orderSms, saving, toggle } = useOrderSms();
  const hintId = useId();
  if (orderSms === null) return null;
  return (
    <label className={styles.switch}>
      <span className={styles.text}>
        <span className={styles.label}>{t('centre.orderSms')}</span>
        <span id={hintId} className={styles.hint}>
          {t('centre.orderSmsHint')}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={orderSms}
        disabled={saving}
        aria-describedby={hintId}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </label>
  );
}
