import { useTranslation } from 'react-i18next';
import type { Address, LanguageCode } from '@mall/shared';
import { khanName } from '@mall/shared/khans';
import styles from './address-card.module.css';

/** Receiver, phone, type and address lines; the default one is tagged. */
export function AddressCard({ address }: { address: Address }) {
  const { t, i18n } = useTranslation(['checkout', 'common']);
  return (
    <div className={styles.card}>
      <p className={styles.who}>
        <span className={styles.receiver}>{address.receiver}</span>
        <span className={styles.mobile}>{address.mobile}</span>
      </p>
      <p className={styles.addr}>
        {address.commonAddr === 1 && <span className={styles.tag}>{t('checkout:confirm.defaultTag')}</span>}
        <span className={styles.tag}>{t(`common:addressType.${address.addrType}`)}</span>
        <span>
          {address.khan ? `${address.addr}, ${khanName(address.khan, i18n.language as LanguageCode)}` : address.addr}
        </span>
      </p>
    </div>
  );
}
