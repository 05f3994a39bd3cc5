import { useId, type ReactElement, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './overlay.module.css';
import { useCommonT } from './use-common-t';

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

/** Asks before an action that cannot be undone; Escape and the backdrop cancel, Cancel has the focus. */
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
  const messageId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      hideClose
      describedBy={message ? messageId : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('action.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('action.confirm')}
          </Button>
        </>
      }
    >
      {message && (
        <div id={messageId} className={styles.message}>
          {message}
        </div>
      )}
    </Dialog>
  );
}
