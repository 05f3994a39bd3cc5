import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ErrorState, Skeleton, pagePath, type Address } from '@mall/shared';
import { useAddressBook } from '@mall/shared/address-book';
import { useAddressEditor } from '../features/address/use-address-editor';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { RadioCard } from './radio-card';
import styles from './address-chooser.module.css';

export interface AddressChooserProps {
  selectedId: number | null;
  onChoose: (address: Address) => void;
  onClose: () => void;
}

/** Laptop confirm: pick one of the saved addresses, or add one, without leaving the order. */
export function AddressChooser({ selectedId, onChoose, onClose }: AddressChooserProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const book = useAddressBook('checkout');
  const [adding, setAdding] = useState(false);
  const onSaved = useCallback(
    (saved: Address) => {
      setAdding(false);
      onChoose(saved);
    },
    [onChoose],
  );
  const editor = useAddressEditor(book, null, onSaved);
  const full = book.atLimit;
  const startAdding = book.state === 'ready' && book.addresses.length === 0;

  return (
    <div className={styles.chooser} role="region" aria-label={t('checkout:confirm.chooseAddressTitle')}>
      {book.state === 'loading' && <Skeleton height={72} lines={2} />}
      {book.state === 'error' && <ErrorState onRetry={() => void book.reload()} />}
      {book.state === 'ready' && book.addresses.length > 0 && (
        <ul className={styles.list}>
          {book.addresses.map((address) => (
            <li key={address.addrId}>
              <RadioCard
                name="shipping-address"
                checked={address.addrId === selectedId}
                onChoose={() => onChoose(address)}
              >
                <AddressCard address={address} />
              </RadioCard>
            </li>
          ))}
        </ul>
      )}
      {book.state === 'ready' && (adding || startAdding) && (
        <div className={styles.form}>
          <h3 className={styles.formTitle}>{t('checkout:address.addTitle')}</h3>
          <AddressForm editor={editor} />
        </div>
      )}
      {book.state === 'ready' && (
        <div className={styles.actions}>
          {!adding && !startAdding && !full && (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('checkout:address.add')}
            </Button>
          )}
          {full && <p className={styles.limit}>{t('checkout:address.limitReached')}</p>}
          <Link className={styles.manage} to={pagePath('laptop', 'address')}>
            {t('checkout:confirm.manageAddresses')}
          </Link>
          <Button variant="ghost" onClick={onClose}>
            {t('common:action.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
