import { useState } from 'react';
import { useSave } from './use-save';

/** What a page hands its edit dialog: the draft to start from, and what to do on Cancel and once saved. */
export interface DraftDialogProps<D> {
  draft: D;
  onClose: () => void;
  onSaved: () => void;
}

/** An edit dialog's draft as typed and its save; after a 132, the latest copy replaces the draft when asked. */
export function useEditDraft<D>(initial: D, latestOf: () => Promise<D | undefined>) {
  const [draft, setDraft] = useState(initial);
  const save = useSave();
  const loadLatest = async () => {
    const latest = await latestOf();
    if (latest) setDraft(latest);
    save.clear();
  };
  return { draft, setDraft, save, loadLatest };
}
