import { useEffect } from 'react';
import { refreshCart, useSignedIn } from '@mall/shared';

/** The cart list is fetched whenever a member signs in (the site settings load where they are shown: useSiteSettings). */
export function useMallData(): void {
  const signedIn = useSignedIn();

  useEffect(() => {
    if (!signedIn) return;
    void refreshCart();
  }, [signedIn]);
}
