import { useId, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import styles from './overlay.module.css';
import { useCommonT } from './use-common-t';
import { useModal } from './use-modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (delete, cancel an order) gets the danger button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; Escape and the backdrop cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactElement | null {
  const t = useCommonT();
  const titleId = useId();
  const messageId = useId();
  const ref = useModal<HTMLDivElement>(open, onCancel);
  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={ref}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message && (
          <div id={messageId} className={styles.message}>
            {message}
          </div>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('action.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('action.confirm')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
