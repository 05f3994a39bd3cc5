import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  MAX_ADDRESSES,
  Skeleton,
  VisuallyHidden,
  type Address,
  type AddressInput,
  type Face,
} from '@mall/shared';
import {
  AddressForm,
  formValuesFrom,
  refusedByApi,
  useAddressBook,
  useAddressForm,
  type SaveOutcome,
} from '@mall/shared/address-book';
import { showToast } from '../../features/feedback';
import styles from './address-page.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

export function AddressBook({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('account');
  const book = useAddressBook('account');
  const [editing, setEditing] = useState<Editing>(null);

  const addButton = (
    <Button
      onClick={() => setEditing({ mode: 'add' })}
      disabled={book.atLimit}
      aria-describedby={book.atLimit ? 'account-address-limit' : undefined}
    >
      {t('address.add')}
    </Button>
  );

  let body: ReactElement;
  if (book.state === 'loading') {
    body = (
      <div className={styles.list} aria-busy="true">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        {[0, 1].map((key) => (
          <div key={key} className={styles.card} aria-hidden="true">
            <Skeleton width="40%" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  } else if (book.state === 'error') {
    body = <ErrorState message={t('address.loadFailed')} onRetry={book.reload} retryLabel={t('common.retry')} />;
  } else if (book.addresses.length === 0) {
    body = <EmptyState icon="home" title={t('address.emptyTitle')} hint={t('address.empty')} action={addButton} />;
  } else {
    body = (
      <ul className={styles.list}>
        {book.addresses.map((address) => (
          <li key={address.addrId}>
            <AddressCard
              address={address}
              busy={book.busyId === address.addrId}
              onEdit={() => setEditing({ mode: 'edit', address })}
              onDelete={() =>
                address.commonAddr === 1 ? showToast(t('address.defaultCannotDelete')) : void book.remove(address)
              }
              onMakeDefault={() => void book.makeDefault(address)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className={face === 'mobile' ? `${styles.page} ${styles.mobile}` : styles.page}
      aria-labelledby="account-address-title"
    >
      <header className={styles.header}>
        <div>
          <h1 id="account-address-title" className={styles.title}>
            {t('address.title')}
          </h1>
          {book.state === 'ready' && book.addresses.length > 0 && (
            <p className={styles.count}>
              {t('address.countNote', { count: book.addresses.length, max: MAX_ADDRESSES })}
            </p>
          )}
        </div>
        {book.state === 'ready' && book.addresses.length > 0 && addButton}
      </header>
      {book.atLimit && (
        <p id="account-address-limit" className={styles.limit}>
          {t('address.limitNote', { max: MAX_ADDRESSES })}
        </p>
      )}
      {body}
      {editing && (
        <Dialog
          open
          title={editing.mode === 'add' ? t('address.addTitle') : t('address.editTitle')}
          onClose={() => setEditing(null)}
        >
          <AddressDialogForm
            address={editing.mode === 'edit' ? editing.address : undefined}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              const outcome = await book.save(input, editing.mode === 'edit' ? editing.address.addrId : undefined);
              if ('saved' in outcome) setEditing(null);
              return outcome;
            }}
          />
        </Dialog>
      )}
      {book.confirmDialog}
    </section>
  );
}

interface AddressDialogFormProps {
  /** the address being edited; none: a new one */
  address?: Address;
  onSave: (input: AddressInput) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/** The address book's form in a dialog: whatever was typed stays when saving fails. */
function AddressDialogForm({ address, onSave, onCancel }: AddressDialogFormProps): ReactElement {
  const { t } = useTranslation('account');
  const form = useAddressForm(address ? formValuesFrom(address) : undefined);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async () => {
    const input = form.validated();
    if (!input) return;
    setSaving(true);
    setMessage(null);
    const outcome = await onSave(input);
    setSaving(false);
    // A refusal is toasted, translated, by the shell; a lost connection is silent, so the form says it.
    if ('error' in outcome && !refusedByApi(outcome)) setMessage(t('common:message.networkTrouble'));
  };
  return (
    <AddressForm
      ns="account"
      form={form}
      onSubmit={() => void submit()}
      saving={saving}
      message={message}
      lockedDefault={address?.commonAddr === 1}
      onCancel={onCancel}
    />
  );
}

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps): ReactElement {
  const { t } = useTranslation('account');
  const isDefault = address.commonAddr === 1;
  const noteId = `account-address-default-${address.addrId}`;
  return (
    <article
      className={isDefault ? `${styles.card} ${styles.defaultCard}` : styles.card}
      aria-label={`${address.receiver} ${address.addr}`}
    >
      <div className={styles.who}>
        <strong className={styles.receiver}>{address.receiver}</strong>
        <span className={styles.mobileNumber}>{address.mobile}</span>
        <span className={styles.tag}>{t(`common:addressType.${address.addrType}`)}</span>
        {isDefault && <span className={`${styles.tag} ${styles.defaultTag}`}>{t('address.default')}</span>}
      </div>
      <p className={styles.addr}>{address.addr}</p>
      <div className={styles.actions}>
        {!isDefault && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onMakeDefault}>
            {t('address.setDefault')}
          </Button>
        )}
        <Button variant="secondary" size="sm" disabled={busy} onClick={onEdit}>
          {t('address.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-disabled={isDefault || undefined}
          aria-describedby={isDefault ? noteId : undefined}
          className={isDefault ? styles.unavailable : undefined}
          onClick={onDelete}
        >
          {t('address.delete')}
        </Button>
        {isDefault && (
          <span id={noteId} className={styles.defaultNote}>
            {t('address.defaultCannotDelete')}
          </span>
        )}
      </div>
    </article>
  );
}
