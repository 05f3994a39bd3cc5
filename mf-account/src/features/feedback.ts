import { toast, type ToastKind } from '@mall/shared';

export function showToast(message: string, kind: ToastKind = 'info'): void {
  toast(message, { kind });
}
