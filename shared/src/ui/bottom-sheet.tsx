import { useId, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { IconButton } from './icon-button';
import styles from './overlay.module.css';
import { useCommonT } from './use-common-t';
import { useModal } from './use-modal';

export interface BottomSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A panel from the bottom of the screen (language picker, product options), within thumb reach. */
export function BottomSheet({ open, title, onClose, children }: BottomSheetProps): ReactElement | null {
  const t = useCommonT();
  const titleId = useId();
  const ref = useModal<HTMLDivElement>(open, onClose);
  if (!open) return null;
  return createPortal(
    // A pointer's shortcut: Escape and the close button are the keyboard's way out.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={cx(styles.backdrop, styles.sheetBackdrop)}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={ref} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.sheetHeader}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label={t('action.close')} onClick={onClose} data-close />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
