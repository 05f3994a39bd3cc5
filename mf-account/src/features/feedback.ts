import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmDialog, toast, type ToastKind } from '@mall/shared';

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

export function showToast(message: string, kind: ToastKind = 'info'): void {
  toast(message, { kind });
}

/** Asks before something that cannot be undone; resolves true when the shopper confirms. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const answer = (value: boolean) => {
      root.unmount();
      host.remove();
      resolve(value);
    };
    root.render(createElement(ConfirmDialog, { ...options, open: true, onConfirm: () => answer(true), onCancel: () => answer(false) }));
  });
}
