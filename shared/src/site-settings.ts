import { useEffect, useState } from 'react';
import { getSiteSettings } from './api/site';
import type { SiteSettings } from './contracts/entities';
import { firstScreenData } from './first-screen';
import { useMallStore } from './store';
import type { RielRate } from './utils/riel';

/** The first-screen payload's key for the site settings (the server fetches them when a drawn part shows them). */
const SITE_SETTINGS_KEY = 'site-settings';

/** In the browser, the server's answer, read once from the page for every part that shows the settings. */
let drawnByServer: SiteSettings | undefined;

/**
 * The settings the server drew the page with (on the server: asks the render pass for them). One copy for the shell
 * and every remote, since the payload gives each key once.
 */
export function siteSettingsOfTheFirstScreen(): SiteSettings | undefined {
  if (drawnByServer) return drawnByServer;
  const first = firstScreenData<SiteSettings>(SITE_SETTINGS_KEY, () => getSiteSettings({ silent: true }));
  if (!first.found) return undefined;
  // On the server each request asks afresh (firstScreenData answers per render pass); only the browser keeps it.
  if (typeof window !== 'undefined') drawnByServer = first.data;
  return first.data;
}

/** Tests start each case as a new visit. */
export function forgetDrawnSiteSettings(): void {
  drawnByServer = undefined;
}

function rateOf(settings: SiteSettings | null | undefined): RielRate | null {
  // A copy kept by a release before riel has no rate: nothing is shown until the fresh settings come.
  if (!settings || typeof settings.rielRate !== 'number' || typeof settings.rielStep !== 'number') return null;
  return { rate: settings.rielRate, step: settings.rielStep };
}

/**
 * The shop's riel rate now, for prices shown beside the dollar: the server's copy when it drew the page (so the first
 * render in the browser is the server's), else, once mounted, the copy STORE keeps (the shell fetches the settings
 * once a visit: useSiteSettings). Null until one is known: the price keeps the riel line's place meanwhile.
 */
export function useShopRielRate(): RielRate | null {
  const [drawn] = useState(siteSettingsOfTheFirstScreen);
  const stored = useMallStore((state) => state.webInfo);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return rateOf(drawn) ?? (mounted ? rateOf(stored) : null);
}
