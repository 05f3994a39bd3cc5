import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton } from '@mall/shared';
import type { AddressEditorModel } from '../../features/address/use-address-editor';
import { AddressForm } from '../../components/address-form';
import styles from './address-edit-page.module.css';

export function AddressEditView({ editor }: { editor: AddressEditorModel }) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <div className={styles.page}>
      {/* The shell's mobile header carries the back arrow (to the address list) and the page title. */}
      <h1 className={editor.isEdit ? 'visually-hidden' : styles.title}>
        {t(editor.isEdit ? 'checkout:address.editTitle' : 'checkout:address.addTitle')}
      </h1>
      {editor.status === 'loading' && (
        <div className={styles.skeleton} aria-hidden="true">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={88} />
        </div>
      )}
      {editor.status === 'error' && <ErrorState onRetry={() => void editor.reload()} />}
      {editor.status === 'ready' && (
        <div className={styles.card}>
          <AddressForm editor={editor} />
          <p className={styles.note}>{t('common:message.deliveryArea')}</p>
        </div>
      )}
      {editor.status === 'ready' && editor.isEdit && !editor.lockedDefault && (
        <Button variant="ghost" block loading={editor.deleting} onClick={() => void editor.remove()}>
          {t('common:action.delete')}
        </Button>
      )}
      {editor.confirmDialog}
    </div>
  );
}
