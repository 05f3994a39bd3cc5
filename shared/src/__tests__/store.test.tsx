import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { CartItem, SiteSettings } from '../contracts/entities';
import { STORAGE_KEYS } from '../storage-keys';
import {
  hasStoredToken,
  isSignedIn,
  navigation,
  persistOnHide,
  restoreSession,
  saveState,
  useMallStore,
} from '../store';

const session = { token: 'tok-1', nickName: 'Sokha', mobile: '012345678' };
const cartLine = { basketId: 9, count: 2, prodId: 3, skuId: 4, shopId: 1, price: 12.5 } as CartItem;

const resetStore = (): void =>
  useMallStore.setState({
    token: null,
    member: null,
    cart: [],
    orderCount: null,
    selectedAddress: null,
    imagePath: '',
    webInfo: null,
  });

beforeEach(() => {
  localStorage.clear();
  resetStore();
});

describe('signing in', () => {
  it('keeps the token in TOKEN and the state in STORE at once', () => {
    useMallStore.getState().signIn(session);
    expect(useMallStore.getState().member).toEqual({ nickName: 'Sokha', mobile: '012345678' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.store)!)).toMatchObject({ member: { nickName: 'Sokha' } });
    expect(hasStoredToken()).toBe(true);
    expect(isSignedIn(useMallStore.getState())).toBe(true);
  });

  it('signOut forgets the member without touching the language', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'Kh');
    useMallStore.getState().signIn(session);
    useMallStore.getState().signOut();
    expect(useMallStore.getState().token).toBeNull();
    expect(useMallStore.getState().member).toBeNull();
    expect(isSignedIn(useMallStore.getState())).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.store)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('Kh');
  });

  it("the shopper's own switch takes a link's ?lang= out of the address, so the next load keeps the choice", () => {
    window.history.replaceState(null, '', '/laptop/product?prodId=3&lang=zh');
    useMallStore.getState().setLanguage('en');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/laptop/product?prodId=3');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('En');
    window.history.replaceState(null, '', '/');
  });
});

describe('restoring at start', () => {
  it('brings the stored state back when both TOKEN and STORE exist', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    localStorage.setItem(
      STORAGE_KEYS.store,
      JSON.stringify({ member: { nickName: 'Dara', mobile: '099' }, cart: [cartLine] }),
    );
    expect(restoreSession('https://img.example')).toBe(true);
    const state = useMallStore.getState();
    expect(state.token).toBe('tok-9');
    expect(state.member).toEqual({ nickName: 'Dara', mobile: '099' });
    expect(state.cart).toEqual([cartLine]);
    expect(state.imagePath).toBe('https://img.example');
  });

  it('sets only the image path when the token is missing', () => {
    localStorage.setItem(STORAGE_KEYS.store, JSON.stringify({ member: { nickName: 'Dara', mobile: '099' } }));
    expect(restoreSession('/img')).toBe(false);
    expect(useMallStore.getState()).toMatchObject({ token: null, member: null, imagePath: '/img' });
    expect(localStorage.getItem(STORAGE_KEYS.store)).toBeNull();
  });

  it('sets only the image path when the stored state is missing or broken', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    expect(restoreSession('/img')).toBe(false);
    expect(useMallStore.getState()).toMatchObject({ token: null, member: null, imagePath: '/img' });
    expect(hasStoredToken()).toBe(false);

    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    localStorage.setItem(STORAGE_KEYS.store, '{not json');
    expect(restoreSession('/img')).toBe(false);
    expect(useMallStore.getState().token).toBeNull();
  });

  it("keeps the site settings already in hand (the server's, drawn with the page) over a stored copy", () => {
    const drawn = { phone: '012 345 678', email: 'new@phsar.test' } as SiteSettings;
    useMallStore.setState({ webInfo: drawn });
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    localStorage.setItem(
      STORAGE_KEYS.store,
      JSON.stringify({ member: { nickName: 'Dara', mobile: '099' }, webInfo: { phone: '011 111 111' } }),
    );
    expect(restoreSession('/img')).toBe(true);
    expect(useMallStore.getState().webInfo).toBe(drawn);

    localStorage.clear();
    expect(restoreSession('/img')).toBe(false);
    expect(useMallStore.getState()).toMatchObject({ token: null, member: null, webInfo: drawn });
  });
});

describe('saving when the page is hidden or closed', () => {
  it('writes STORE and the last page on pagehide and on visibilitychange to hidden', () => {
    useMallStore.getState().signIn(session);
    const saveLastPage = jest.fn();
    const stop = persistOnHide({ saveLastPage });

    useMallStore.getState().setCart([cartLine]);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.store)!).cart).toEqual([cartLine]);
    expect(saveLastPage).toHaveBeenCalledTimes(1);

    useMallStore.getState().setCart([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.store)!).cart).toEqual([]);
    expect(saveLastPage).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(saveLastPage).toHaveBeenCalledTimes(2);
  });

  it('stores nothing for a visitor', () => {
    saveState();
    expect(localStorage.getItem(STORAGE_KEYS.store)).toBeNull();
  });
});

describe('logout', () => {
  it('clears all local storage except LANGUAGE, then reloads the origin', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    useMallStore.getState().signIn(session);
    localStorage.setItem(STORAGE_KEYS.prevPage, '{"name":"MobileCart"}');
    localStorage.setItem(STORAGE_KEYS.language, 'Cn');
    localStorage.setItem('search-history', '["rice"]');

    useMallStore.getState().logout();

    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.language]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('Cn');
    expect(useMallStore.getState().token).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(window.location.origin));
  });

  it("empties the service worker's caches of pages and reads before the next page, and so does signOut", async () => {
    const deleted: string[] = [];
    let done!: () => void;
    const deleting = new Promise<void>((resolve) => (done = resolve));
    Object.assign(globalThis, {
      caches: {
        delete: async (name: string) => {
          deleted.push(name);
          await deleting;
          return true;
        },
      },
    });
    try {
      const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
      assign.mockClear();
      useMallStore.getState().signIn(session);
      useMallStore.getState().logout();
      expect(deleted.sort()).toEqual(['mall-pages', 'mall-reads']);
      // The next page waits for the caches to be gone.
      expect(assign).not.toHaveBeenCalled();
      done();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(window.location.origin));
      deleted.length = 0;
      useMallStore.getState().signIn(session);
      useMallStore.getState().signOut();
      expect(deleted.sort()).toEqual(['mall-pages', 'mall-reads']);
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });
});

describe('language', () => {
  it('setLanguage remembers the choice in LANGUAGE', () => {
    useMallStore.getState().setLanguage('km');
    expect(useMallStore.getState().language).toBe('km');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('Kh');
  });
});

describe("the server's render", () => {
  function ShownLanguage() {
    return <span>{useMallStore((state) => state.language)}</span>;
  }

  test("reads the state the server set (the shopper's language), not the state the store started with", () => {
    useMallStore.setState({ language: 'km' });
    expect(renderToString(<ShownLanguage />)).toBe('<span>km</span>');
    useMallStore.setState({ language: 'zh' });
    expect(renderToString(<ShownLanguage />)).toBe('<span>zh</span>');
  });
});
