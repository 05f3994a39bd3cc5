import { create } from 'zustand';
import { clearPersonalCaches } from '@mall/shared';
import type { Staff } from '@mall/shared';

/**
 * The staff member's session, apart from the shopper's: its own token under its own key, sent only on
 * /api/merchant/* calls. Kept in sessionStorage (a shop's shared tablet forgets it with the tab), or, when the person
 * ticked "Trust this browser" at sign-in, in localStorage under a key of its own, so new tabs and a restarted browser
 * stay signed in (docs/DECISIONS.md "A trusted browser"). Sign-out clears both.
 */
export const STAFF_TOKEN_KEY = 'MERCHANT_TOKEN';
export const TRUSTED_STAFF_TOKEN_KEY = 'MERCHANT_TRUSTED_TOKEN';

function storageOf(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readToken(): string | null {
  try {
    return (
      storageOf('session')?.getItem(STAFF_TOKEN_KEY) ?? storageOf('local')?.getItem(TRUSTED_STAFF_TOKEN_KEY) ?? null
    );
  } catch {
    return null;
  }
}

function writeToken(token: string | null, trusted = false): void {
  try {
    storageOf('session')?.removeItem(STAFF_TOKEN_KEY);
    storageOf('local')?.removeItem(TRUSTED_STAFF_TOKEN_KEY);
    if (token && trusted) storageOf('local')?.setItem(TRUSTED_STAFF_TOKEN_KEY, token);
    else if (token) storageOf('session')?.setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // blocked storage: the session lasts as long as the page
  }
}

interface StaffSession {
  token: string | null;
  staff: Staff | null;
  /** `trusted`: the person trusts this browser (the token outlives the tab). */
  signIn(token: string, staff: Staff, trusted?: boolean): void;
  setStaff(staff: Staff): void;
  signOut(): void;
}

export const useStaffSession = create<StaffSession>()((set) => ({
  token: readToken(),
  staff: null,
  signIn(token, staff, trusted = false) {
    writeToken(token, trusted);
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
