import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton } from '@mall/shared';
import type { AddressEditorModel } from '../../features/address/use-addresses';
import { AddressForm } from '../../components/address-form';
import styles from './address-edit-page.module.css';

export function AddressEditView({ editor, onBack }: { editor: AddressEditorModel; onBack: () => void }) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Button variant="ghost" onClick={onBack}>
          ‹ {t('common:action.back')}
        </Button>
        <h1 className={styles.title}>{t(editor.isEdit ? 'checkout:address.editTitle' : 'checkout:address.addTitle')}</h1>
      </div>
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
    </div>
  );
}
