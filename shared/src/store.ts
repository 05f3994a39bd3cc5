import { create } from 'zustand';
import { getRuntimeConfig } from './config';
import type { Address, CartItem, Member, MemberSession, OrderCount, SiteSettings } from './contracts/entities';
import { changeI18nLanguage } from './i18n/i18n';
import { addressLanguage, detectLanguage, storeLanguage, type LanguageCode } from './i18n/languages';
import { STORAGE_KEYS, safeStorage } from './storage-keys';
import { clearPersonalCaches } from './web-app-caches';

export interface MallData {
  token: string | null;
  /** its presence means signed in */
  member: Member | null;
  imagePath: string;
  webInfo: SiteSettings | null;
  cart: CartItem[];
  orderCount: OrderCount | null;
  selectedAddress: Address | null;
  language: LanguageCode;
}

export interface MallActions {
  signIn(session: MemberSession): void;
  /** Forgets the member in this tab (state, TOKEN, STORE) without reloading. */
  signOut(): void;
  setCart(cart: CartItem[]): void;
  setWebInfo(webInfo: SiteSettings | null): void;
  setOrderCount(orderCount: OrderCount | null): void;
  selectAddress(address: Address | null): void;
  setLanguage(language: LanguageCode): void;
  setImagePath(imagePath: string): void;
  /** Clears all local storage except LANGUAGE, then reloads the site origin. */
  logout(): void;
}

export type MallState = MallData & MallActions;

/** What STORE holds: the member's client state (the token has its own key, the language too). */
type StoredState = Pick<MallData, 'member' | 'webInfo' | 'cart' | 'orderCount' | 'selectedAddress'>;

const signedOutData = {
  token: null,
  member: null,
  cart: [],
  orderCount: null,
  selectedAddress: null,
} satisfies Partial<MallData>;

/** Seam for tests: jsdom cannot navigate. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const useMallStore = create<MallState>()((set, get, store) => {
  // React's server render reads the store's "server snapshot", which zustand makes the initial state (the
  // default language); the shell's server sets the shopper's language and a visitor's state before each render,
  // so the snapshot is the state as it is. The browser reads it too while React hydrates the server's page: the
  // shell holds back the signed-in session until then (shell/src/bootstrap.tsx), so both draw a visitor's view.
  store.getInitialState = store.getState;
  return {
    ...signedOutData,
    imagePath: '',
    webInfo: null,
    language: detectLanguage(),

    signIn({ token, nickName, mobile }) {
      set({ token, member: { nickName, mobile } });
      safeStorage.set(STORAGE_KEYS.token, token);
      saveState();
    },
    signOut() {
      set(signedOutData);
      safeStorage.remove(STORAGE_KEYS.token);
      safeStorage.remove(STORAGE_KEYS.store);
      void clearPersonalCaches();
    },
    setCart(cart) {
      set({ cart });
    },
    setWebInfo(webInfo) {
      set({ webInfo });
    },
    setOrderCount(orderCount) {
      set({ orderCount });
    },
    selectAddress(selectedAddress) {
      set({ selectedAddress });
    },
    setLanguage(language) {
      if (get().language !== language) set({ language });
      storeLanguage(language);
      // The shopper chose: an address's `?lang=` would overrule the choice on the next load.
      if (addressLanguage() !== undefined) {
        const url = new URL(window.location.href);
        url.searchParams.delete('lang');
        window.history.replaceState(window.history.state, '', url);
      }
      void changeI18nLanguage(language);
    },
    setImagePath(imagePath) {
      set({ imagePath });
    },
    logout() {
      const language = safeStorage.get(STORAGE_KEYS.language);
      try {
        globalThis.localStorage?.clear();
      } catch {
        // storage blocked: nothing was kept either
      }
      if (language !== null) safeStorage.set(STORAGE_KEYS.language, language);
      set(signedOutData);
      // The caches are empty before the next page loads: it could otherwise be drawn from them.
      void clearPersonalCaches().finally(() => navigation.assign(window.location.origin));
    },
  };
});

function readStoredState(): StoredState | null {
  const raw = safeStorage.get(STORAGE_KEYS.store);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredState> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      member: parsed.member ?? null,
      webInfo: parsed.webInfo ?? null,
      cart: Array.isArray(parsed.cart) ? parsed.cart : [],
      orderCount: parsed.orderCount ?? null,
      selectedAddress: parsed.selectedAddress ?? null,
    };
  } catch {
    return null;
  }
}

/**
 * At start, the stored state comes back only when both TOKEN and STORE exist;
 * otherwise only the image path is set (and a stray half is removed, so the guard and the store agree).
 * Site settings already in hand (the server's, drawn with this page) are newer than a stored copy: they stay.
 */
export function restoreSession(imagePath: string = getRuntimeConfig().imagePath): boolean {
  const token = safeStorage.get(STORAGE_KEYS.token);
  const stored = token ? readStoredState() : null;
  const { webInfo } = useMallStore.getState();
  if (token && stored) {
    useMallStore.setState({ ...stored, webInfo: webInfo ?? stored.webInfo, token, imagePath });
    return true;
  }
  safeStorage.remove(STORAGE_KEYS.token);
  safeStorage.remove(STORAGE_KEYS.store);
  useMallStore.setState({ ...signedOutData, webInfo, imagePath });
  return false;
}

/** Writes STORE for a signed-in member (a visitor has nothing to restore). */
export function saveState(): void {
  const { token, member, webInfo, cart, orderCount, selectedAddress } = useMallStore.getState();
  if (!token) return;
  const stored: StoredState = { member, webInfo, cart, orderCount, selectedAddress };
  safeStorage.set(STORAGE_KEYS.store, JSON.stringify(stored));
}

export interface PersistOptions {
  /** Also saves the last page (PREV_PAGE) when the page is closed or hidden. */
  saveLastPage?: () => void;
}

/** Saves the state (and optionally the last page) when the page is closed or hidden; returns the unsubscribe. */
export function persistOnHide(options: PersistOptions = {}): () => void {
  const save = (): void => {
    saveState();
    options.saveLastPage?.();
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * The one answer to "signed in?": a token and the member it belongs to (signIn and restoreSession set both,
 * signOut and logout clear both).
 */
export function isSignedIn(state: Pick<MallData, 'token' | 'member'>): boolean {
  return Boolean(state.token && state.member);
}

/** Whether a member is signed in, for a component (it re-renders when that changes). */
export function useSignedIn(): boolean {
  return useMallStore(isSignedIn);
}

/** Whether a login token is stored: what the route guard checks too (another tab may have signed out). */
export function hasStoredToken(): boolean {
  return Boolean(safeStorage.get(STORAGE_KEYS.token));
}
