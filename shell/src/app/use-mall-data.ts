import { useEffect } from 'react';
import { getSiteSettings, refreshCart, useMallStore, useSignedIn } from '@mall/shared';

/**
 * Site settings load at start, even when STORE holds a copy (that copy only draws the first
 * screen: the shop may have changed its phones since); the cart list is fetched whenever a member signs in.
 */
export function useMallData(): void {
  const signedIn = useSignedIn();

  useEffect(() => {
    getSiteSettings().then(
      (settings) => useMallStore.getState().setWebInfo(settings),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void refreshCart();
  }, [signedIn]);
}
