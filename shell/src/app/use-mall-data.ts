import { useEffect } from 'react';
import { refreshCart, useSignedIn } from '@mall/shared';
import { useSiteSettings } from './use-site-settings';

/**
 * The cart list is fetched whenever a member signs in; the site settings once a visit (their riel rate is beside
 * every price), or taken from the server's page when it drew one (useSiteSettings).
 */
export function useMallData(): void {
  const signedIn = useSignedIn();
  useSiteSettings();

  useEffect(() => {
    if (!signedIn) return;
    void refreshCart();
  }, [signedIn]);
}
