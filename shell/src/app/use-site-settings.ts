import { useEffect, useState } from 'react';
import {
  forgetDrawnSiteSettings,
  getSiteSettings,
  siteSettingsOfTheFirstScreen,
  useMallStore,
  type SiteSettings,
} from '@mall/shared';

/** Asked (or given by the server) in this visit: the settings are fetched once a visit. */
let asked = false;

/** Tests start each case as a new visit. */
export function forgetSiteSettingsOfThisVisit(): void {
  forgetDrawnSiteSettings();
  asked = false;
}

/**
 * The shop's settings (phones, e-mail, links, the riel rate), for the parts that show them: the laptop's header and
 * footer, the contact and download pages, and every layout (the riel beside each price). A page the server drew
 * brings them; otherwise they are fetched once a visit, even when STORE holds a copy (the shop may have changed its
 * phones or rate since; the copy shows meanwhile). On a page the server drew, nothing is asked: the phone's home,
 * list and product pages make no call at start, so they load no API client (docs/DECISIONS.md "axios with the first
 * call").
 */
export function useSiteSettings(): SiteSettings | null {
  const [drawn] = useState(siteSettingsOfTheFirstScreen);
  const stored = useMallStore((state) => state.webInfo);

  useEffect(() => {
    if (asked) return;
    asked = true;
    const { setWebInfo } = useMallStore.getState();
    if (drawn) {
      setWebInfo(drawn);
      return;
    }
    getSiteSettings().then(setWebInfo, () => {
      asked = false;
    });
  }, [drawn]);

  return drawn ?? stored;
}
