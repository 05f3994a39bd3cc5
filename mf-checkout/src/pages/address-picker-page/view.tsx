import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, VisuallyHidden, buttonClassName, type Address } from '@mall/shared';
import type { AddressBookModel } from '@mall/shared/address-book';
import type { FromState } from '../../features/navigation-state';
import { AddressCard } from '../../components/address-card';
import styles from './address-picker-page.module.css';

export interface AddressPickerViewProps {
  book: AddressBookModel;
  selectedId: number | null;
  /** Absent in the address book (opened from the centre): nothing is chosen for an order there. */
  onChoose?: (address: Address) => void;
  editPath: (addrId?: number) => string;
  editState: FromState;
}

export function AddressPickerView({ book, selectedId, onChoose, editPath, editState }: AddressPickerViewProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <div className={styles.page}>
      {/* The shell's mobile header carries the back arrow (to confirm, with the order) and the title. */}
      <h1 className="visually-hidden">{t('checkout:address.title')}</h1>
      {book.state === 'loading' && (
        <div className={styles.list} aria-hidden="true">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </div>
      )}
      {book.state === 'error' && <ErrorState onRetry={() => void book.reload()} />}
      {book.state === 'ready' && book.addresses.length === 0 && (
        <EmptyState title={t('checkout:address.emptyTitle')} hint={t('checkout:address.emptyMessage')} />
      )}
      {book.state === 'ready' && book.addresses.length > 0 && (
        <ul className={styles.list}>
          {book.addresses.map((address) => {
            const chosen = Boolean(onChoose) && address.addrId === selectedId;
            return (
              <li key={address.addrId} className={`${styles.row} ${chosen ? styles.chosen : ''}`}>
                {onChoose ? (
                  <button
                    type="button"
                    className={styles.choose}
                    aria-pressed={chosen}
                    onClick={() => onChoose(address)}
                  >
                    {/* Named by the card it shows, after an unseen "Deliver here" (WCAG 2.5.3). */}
                    <VisuallyHidden>{`${t('checkout:address.use')}: `}</VisuallyHidden>
                    <AddressCard address={address} />
                  </button>
                ) : (
                  <div className={styles.entry}>
                    <AddressCard address={address} />
                  </div>
                )}
                <Link className={styles.edit} to={editPath(address.addrId)} state={editState}>
                  {t('checkout:address.edit')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {book.state === 'ready' && (
        <div className={styles.footer}>
          {book.atLimit ? (
            <p className={styles.limit}>{t('checkout:address.limitReached')}</p>
          ) : (
            <Link
              className={buttonClassName({ variant: 'primary', size: 'lg', block: true })}
              to={editPath()}
              state={editState}
            >
              {t('checkout:address.add')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
