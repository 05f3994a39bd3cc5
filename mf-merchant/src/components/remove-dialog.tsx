import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '@mall/shared';
import { refusalMessage, useMerchantT } from '../features/use-merchant-t';

/**
 * Deleting a record of a list after asking: the record asked about, the delete under way, and what it answered (the
 * refusal, or the note that it is deleted). The question closes either way.
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
      onRemoved();
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return { asking, ask: (record: T) => setAsking(record), cancel: () => setAsking(null), busy, error, notice, confirm };
}

/** The question before a delete, the Delete button busy while it runs. */
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
      confirmLabel={t('common.delete')}
      danger
      busy={removal.busy}
      onConfirm={() => void removal.confirm()}
      onCancel={removal.cancel}
    />
  );
}
