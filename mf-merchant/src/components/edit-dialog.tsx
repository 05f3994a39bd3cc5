import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, MERCHANT_ERROR_CODE } from '@mall/shared';
import { refusalMessage, useMerchantT } from '../features/use-merchant-t';
import styles from './edit-dialog.module.css';
import { FormError } from './form-error';
import { StaleOffer } from './save-bar';

/**
 * A save that may be refused: what it answered (the message; on 132 the offer to load the latest copy), kept beside
 * what was typed.
 */
function useGuardedSave() {
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
      setStale((failure as { codeId?: number }).codeId === MERCHANT_ERROR_CODE.editedSinceOpened);
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

/** What a page hands its edit dialog: the draft to start from, and what to do on Cancel and once saved. */
export interface DraftDialogProps<D> {
  draft: D;
  onClose: () => void;
  onSaved: () => void;
}

/** An edit dialog's draft as typed and its guarded save; after a 132, the latest copy replaces the draft when asked. */
export function useEditDraft<D>(initial: D, latestOf: () => Promise<D | undefined>) {
  const [draft, setDraft] = useState(initial);
  const save = useGuardedSave();
  const loadLatest = async () => {
    const latest = await latestOf();
    if (latest) setDraft(latest);
    save.clear();
  };
  return { draft, setDraft, save, loadLatest };
}

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
