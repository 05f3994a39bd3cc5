import type { ReactElement } from 'react';
import { Button } from '@mall/shared';
import { useMerchantT } from '../features/use-merchant-t';
import type { SaveState } from '../features/use-save';
import { FormError } from './form-error';
import styles from './save-bar.module.css';

/**
 * The end of an editing form: what the save answered (a refusal; on 132 the offer to load the latest copy, which
 * drops the edits only when asked; or "Saved."), and the save button.
 */
export function SaveBar({
  save: { error, stale, notice, busy },
  label,
  onReload,
}: {
  save: SaveState;
  label: string;
  onReload: () => void;
}): ReactElement {
  return (
    <div className={styles.bar}>
      <FormError message={error} />
      {stale && <StaleOffer onReload={onReload} />}
      {notice && <p role="status">{notice}</p>}
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </div>
  );
}

/** After a 132: the edits are kept; the latest copy replaces them only when asked. */
export function StaleOffer({ onReload }: { onReload: () => void }): ReactElement {
  const t = useMerchantT();
  return (
    <p>
      {t('editor.staleKept')}{' '}
      <Button variant="secondary" size="sm" onClick={onReload}>
        {t('editor.loadLatest')}
      </Button>
    </p>
  );
}
