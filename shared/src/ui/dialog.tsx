import { useId, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import styles from './overlay.module.css';
import { useCommonT } from './use-common-t';
import { useModal } from './use-modal';

export interface DialogProps {
  open: boolean;
  /** Shown as the heading and names the dialog for screen readers. */
  title: string;
  /** Escape, the backdrop and the close button call it. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content, right-aligned (wrapping on a phone). */
  actions?: ReactNode;
  /** `alertdialog` for a question that needs an answer before going on. */
  role?: 'dialog' | 'alertdialog';
  /** Leave out the × button when the actions already offer a way out. */
  hideClose?: boolean;
  /** Id of the element that describes the dialog (a question's message). */
  describedBy?: string;
  className?: string;
}

/** A modal window: focus moves in and stays inside (Tab cycles), Escape closes, focus returns to where it was. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  hideClose = false,
  describedBy,
  className,
}: DialogProps): ReactElement | null {
  const t = useCommonT();
  const titleId = useId();
  const ref = useModal<HTMLDivElement>(open, onClose);
  if (!open) return null;
  return createPortal(
    // A pointer's shortcut: Escape and the close button are the keyboard's way out.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className={cx(styles.dialog, className)}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideClose && <IconButton icon="close" label={t('action.close')} onClick={onClose} data-close />}
        </div>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
