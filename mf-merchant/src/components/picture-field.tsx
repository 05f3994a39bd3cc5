import { useId, useState, type ChangeEvent, type ReactElement } from 'react';
import { Button } from '@mall/shared';
import { uploadPicture } from '../api/merchant-api';
import { refusalMessage, useMerchantT } from '../features/use-merchant-t';
import { FormError } from './form-error';
import pickerStyles from './file-picker.module.css';
import styles from './picture-field.module.css';

/**
 * A banner's or category's picture: chosen (or taken) and uploaded at once through the photo checks; the field holds
 * the answered address. A refused file leaves the picture as it was, with the reason.
 */
export function PictureField({
  label,
  value,
  onChange,
  emptyNote,
  onBusy,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** What an empty picture means here (else "No picture yet."). */
  emptyNote?: string;
  onBusy?: (busy: boolean) => void;
}): ReactElement {
  const t = useMerchantT();
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    onBusy?.(true);
    setError(null);
    try {
      onChange((await uploadPicture(file, () => setProcessing(true))).url);
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(false);
      setProcessing(false);
      onBusy?.(false);
    }
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {value ? (
        <img className={styles.preview} src={value} alt={t('picture.current', { label })} />
      ) : (
        <p className={styles.empty}>{emptyNote ?? t('picture.none')}</p>
      )}
      <div className={styles.actions}>
        <label className={busy ? `${pickerStyles.picker} ${pickerStyles.pickerDisabled}` : pickerStyles.picker}>
          <input
            className={pickerStyles.fileInput}
            type="file"
            accept="image/*"
            aria-label={`${label}: ${t('picture.choose')}`}
            disabled={busy}
            onChange={(event) => void picked(event)}
          />
          {t('picture.choose')}
        </label>
        {value && (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onChange('')}>
            {t('picture.remove')}
          </Button>
        )}
      </div>
      {busy && <p role="status">{t(processing ? 'picture.processing' : 'picture.uploading')}</p>}
      <FormError message={error} />
    </div>
  );
}
