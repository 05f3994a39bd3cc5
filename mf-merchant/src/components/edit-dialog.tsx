import type { FormEvent, ReactElement, ReactNode } from 'react';
import { Button, Dialog } from '@mall/shared';
import type { useEditDraft } from '../features/use-edit-draft';
import { useMerchantT } from '../features/use-merchant-t';
import styles from './edit-dialog.module.css';
import { FormError } from './form-error';
import { StaleOffer } from './save-bar';

/** An entity edited in a dialog (a category, a banner): its fields, the refusal, Cancel and Save. */
export function EditDialog({
  title,
  formId,
  edit: { save, loadLatest },
  saveDisabled = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  edit: Pick<ReturnType<typeof useEditDraft>, 'save' | 'loadLatest'>;
  saveDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}): ReactElement {
  const t = useMerchantT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.busy} disabled={saveDisabled}>
            {t('editor.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {children}
        <FormError message={save.error} />
        {save.stale && <StaleOffer onReload={() => void loadLatest()} />}
      </form>
    </Dialog>
  );
}
