import { useSyncExternalStore, type ReactElement } from 'react';
import { cx } from './class-names';
import { Icon } from './icon';
import styles from './toaster.module.css';
import { useCommonT } from './use-common-t';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** ms; 2000 by default */
  duration?: number;
  kind?: ToastKind;
}

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

export const TOAST_DURATION_MS = 2000;

// One queue for the whole page: @mall/shared is a federation singleton, so every remote's toast() lands here.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

/** Shows a short message in the shell's `<Toaster/>`; the same message twice in a row is shown once. */
export function toast(message: string, { duration = TOAST_DURATION_MS, kind = 'info' }: ToastOptions = {}): number {
  const same = toasts.find((item) => item.message === message && item.kind === kind);
  if (same) dismissToast(same.id);
  const id = nextId++;
  emit([...toasts.slice(-2), { id, message, kind }]);
  setTimeout(() => dismissToast(id), duration);
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): ToastItem[] => toasts;

/**
 * Mounted once, by the shell. The region is one permanent live region: screen readers announce what is added
 * to a region they already know, and some never announce a live node that appears with its text.
 */
export function Toaster(): ReactElement {
  const t = useCommonT();
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className={styles.region} role="region" aria-label={t('label.notifications')}>
      <div className={styles.live} role="status" aria-live="polite" aria-relevant="additions text">
        {items.map((item) => (
          <div key={item.id} className={cx(styles.toast, styles[item.kind])}>
            {item.kind === 'success' && <Icon name="check" size={18} />}
            <span>{item.message}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
