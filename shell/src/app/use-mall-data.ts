import { useEffect } from 'react';
import { getSiteSettings, refreshCart, useMallStore } from '@mall/shared';

/**
 * Site settings load at start, even when STORE holds a copy (that copy only draws the first
 * screen: the shop may have changed its phones since); the cart list is fetched whenever a token exists.
 */
export function useMallData(): void {
  const token = useMallStore((state) => state.token);

  useEffect(() => {
    getSiteSettings().then(
      (settings) => useMallStore.getState().setWebInfo(settings),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!token) return;
    void refreshCart();
  }, [token]);
}
