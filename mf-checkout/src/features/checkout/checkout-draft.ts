import type { PayType } from '@mall/shared';

/** What the shopper typed on confirm, kept for the tab's life so a trip to the address pages loses nothing. */
export interface CheckoutDraft {
  recTime: string | null;
  remarks: string;
  payType: PayType | null;
}

export const EMPTY_DRAFT: CheckoutDraft = { recTime: null, remarks: '', payType: null };

const storageKey = (key: string) => `CHECKOUT_DRAFT:${key}`;

export function readDraft(key: string): CheckoutDraft {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey(key));
    if (!raw) return EMPTY_DRAFT;
    const parsed = JSON.parse(raw) as Partial<CheckoutDraft>;
    return {
      recTime: typeof parsed.recTime === 'string' ? parsed.recTime : null,
      remarks: typeof parsed.remarks === 'string' ? parsed.remarks : '',
      payType: parsed.payType === 1 || parsed.payType === 2 ? parsed.payType : null,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(key: string, draft: CheckoutDraft): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft only lives in memory then.
  }
}

export function clearDraft(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(storageKey(key));
  } catch {
    // nothing to clear
  }
}
