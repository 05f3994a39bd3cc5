import { toast, type ToastKind } from '@mall/shared';

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

export interface PendingConfirm extends ConfirmOptions {
  answer: (ok: boolean) => void;
}

export function showToast(message: string, kind: ToastKind = 'info'): void {
  toast(message, { kind });
}

// One question at a time, shown by the <ConfirmHost/> that every exposed page mounts (no second React root).
let pending: PendingConfirm | null = null;
const listeners = new Set<() => void>();

function emit(next: PendingConfirm | null): void {
  pending = next;
  listeners.forEach((listener) => listener());
}

export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentConfirm(): PendingConfirm | null {
  return pending;
}

/** Asks before something that cannot be undone; resolves true when the shopper confirms. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  pending?.answer(false);
  return new Promise((resolve) => {
    const request: PendingConfirm = {
      ...options,
      answer: (ok) => {
        if (pending === request) emit(null);
        resolve(ok);
      },
    };
    emit(request);
  });
}
