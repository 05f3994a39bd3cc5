import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '@mall/shared';
import { refusalMessage, useMerchantT } from '../features/use-merchant-t';
import { FormError } from './form-error';

/**
 * Deleting a record of a list after asking: the record asked about, the delete under way, and what it answered. A
 * refusal stays in the question's dialog, where the person is looking (on a long list the page's top is off
 * screen); a delete done closes it with a note.
 */
export function useRemoval<T>({
  remove,
  removedNote,
  refusal = refusalMessage,
  onRemoved,
}: {
  remove: (record: T) => Promise<unknown>;
  removedNote: string;
  refusal?: (failure: unknown) => string;
  onRemoved: () => void;
}) {
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = async () => {
    if (asking === null) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await remove(asking);
      setNotice(removedNote);
      setAsking(null);
      onRemoved();
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  };
  const ask = (record: T) => {
    setError(null);
    setAsking(record);
  };
  const cancel = () => {
    setError(null);
    setAsking(null);
  };
  return { asking, ask, cancel, busy, error, notice, confirm };
}

/** The question before a delete, the Delete button busy while it runs, and a refusal under the question. */
export function RemoveDialog<T>({
  removal,
  question,
}: {
  removal: ReturnType<typeof useRemoval<T>>;
  question: (record: T) => string;
}): ReactElement {
  const t = useMerchantT();
  return (
    <ConfirmDialog
      open={removal.asking !== null}
      title={removal.asking ? question(removal.asking) : ''}
      message={removal.error && <FormError message={removal.error} />}
      confirmLabel={t('common.delete')}
      danger
      busy={removal.busy}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    />
  );
}
