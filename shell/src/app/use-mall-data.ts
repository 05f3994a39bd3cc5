import { useEffect } from 'react';
import { getCart, getSiteSettings, useMallStore } from '@mall/shared';

/** Site settings load at start; the cart list is fetched whenever a token exists. */
export function useMallData(): void {
  const token = useMallStore((state) => state.token);
  const hasWebInfo = useMallStore((state) => state.webInfo !== null);

  useEffect(() => {
    if (hasWebInfo) return;
    getSiteSettings().then(
      (settings) => useMallStore.getState().setWebInfo(settings),
      () => undefined,
    );
  }, [hasWebInfo]);

  useEffect(() => {
    if (!token) return;
    getCart().then(
      (cart) => useMallStore.getState().setCart(cart.list),
      () => undefined,
    );
  }, [token]);
}
