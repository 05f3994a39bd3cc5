import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog } from '@mall/shared';
import { refusalMessage, useMerchantT } from '../features/use-merchant-t';
import styles from './edit-dialog.module.css';
import { FormError } from './form-error';
import { StaleOffer } from './save-bar';

/**
 * A save that may be refused: what it answered (the message; on 132 the offer to load the latest copy), kept beside
 * what was typed.
 */
export function useGuardedSave() {
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>, onSaved: () => void) => {
    setBusy(true);
    setError(null);
    setStale(false);
    try {
      await save();
      onSaved();
    } catch (failure) {
      setStale((failure as { codeId?: number }).codeId === 132);
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    setError(null);
    setStale(false);
  };
  return { error, stale, busy, setError, run, clear };
}

/** An entity edited in a dialog (a category, a banner): its fields, the refusal, Cancel and Save. */
export function EditDialog({
  title,
  formId,
  save,
  saveDisabled = false,
  onSubmit,
  onReload,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  save: ReturnType<typeof useGuardedSave>;
  saveDisabled?: boolean;
  onSubmit: () => void;
  /** Someone else saved it: their copy replaces the edits, only when asked. */
  onReload: () => void;
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
        {save.stale && <StaleOffer onReload={onReload} />}
      </form>
    </Dialog>
  );
}
