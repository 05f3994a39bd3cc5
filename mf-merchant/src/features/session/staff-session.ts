import { create } from 'zustand';
import { clearPersonalCaches } from '@mall/shared';
import type { Staff } from '@mall/shared';

/**
 * The staff member's session, apart from the shopper's: its own token under its own key, in sessionStorage (a
 * shop's shared tablet forgets it with the tab; docs/DECISIONS.md), sent only on /api/merchant/* calls.
 */
export const STAFF_TOKEN_KEY = 'MERCHANT_TOKEN';

function readToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(STAFF_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) globalThis.sessionStorage?.setItem(STAFF_TOKEN_KEY, token);
    else globalThis.sessionStorage?.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // blocked storage: the session lasts as long as the page
  }
}

interface StaffSession {
  token: string | null;
  staff: Staff | null;
  signIn(token: string, staff: Staff): void;
  setStaff(staff: Staff): void;
  signOut(): void;
}

export const useStaffSession = create<StaffSession>()((set) => ({
  token: readToken(),
  staff: null,
  signIn(token, staff) {
    writeToken(token);
    set({ token, staff });
  },
  setStaff(staff) {
    set({ staff });
  },
  signOut() {
    writeToken(null);
    set({ token: null, staff: null });
    void clearPersonalCaches();
  },
}));
