import { useEffect, useState } from 'react';
import { firstScreenData, getSiteSettings, useMallStore, type SiteSettings } from '@mall/shared';

/** The first-screen payload's key for the site settings (the server fetches them when a drawn part shows them). */
const SITE_SETTINGS_KEY = 'site-settings';

/** In the browser, the server's answer, read once from the page for every part that shows the settings. */
let drawnByServer: SiteSettings | undefined;
/** Asked (or given by the server) in this visit: the settings are fetched once a visit. */
let asked = false;

function settingsOfTheFirstScreen(): SiteSettings | undefined {
  if (drawnByServer) return drawnByServer;
  const first = firstScreenData<SiteSettings>(SITE_SETTINGS_KEY, () => getSiteSettings({ silent: true }));
  if (!first.found) return undefined;
  // On the server each request asks afresh (firstScreenData answers per render pass); only the browser keeps it.
  if (typeof window !== 'undefined') drawnByServer = first.data;
  return first.data;
}

/** Tests start each case as a new visit. */
export function forgetSiteSettingsOfThisVisit(): void {
  drawnByServer = undefined;
  asked = false;
}

/**
 * The shop's settings (phones, e-mail, links), for the parts that show them: the laptop's header and footer,
 * the contact and download pages. A page the server drew brings them; otherwise they are fetched once a visit,
 * even when STORE holds a copy (the shop may have changed its phones since; the copy shows meanwhile). A page
 * that shows none of them asks for none: the phone's home, list and product pages make no call at start, so
 * they load no API client (docs/DECISIONS.md "axios with the first call").
 */
export function useSiteSettings(): SiteSettings | null {
  const [drawn] = useState(settingsOfTheFirstScreen);
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
