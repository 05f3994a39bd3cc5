import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '@mall/shared';
import styles from './dialog.module.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

// TODO(shared): replace with @mall/shared's Dialog once it lands.
/** A modal dialog: focus moves in, Escape and the backdrop close it. */
export function Modal({ title, onClose, closeLabel, children }: ModalProps): ReactElement {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={onClose} />
        </div>
        {children}
      </div>
    </div>
  );
}
