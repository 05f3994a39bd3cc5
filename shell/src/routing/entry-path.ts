import { matchPath } from 'react-router-dom';
import { matchRoute, pagePath, type Face, type PageKey } from '@mall/shared';
import { faceOfPath } from '../app/face';

/** Pages whose own query carries `prodId` (buy now): an entry there is not a shared product link. */
const OWNS_PROD_ID: readonly PageKey[] = ['product', 'confirm'];

/** Set for the tab once the shell has started: the launch screen shows on a phone's first visit only. */
export const LAUNCHED_KEY = 'LAUNCHED';

export interface Entry {
  pathname: string;
  search: string;
}

/**
 * Where the first address of a visit really goes, or null when it stays: the device's face
 * (a phone on a shared `/laptop/…` link gets the `/mobile/…` page, keeping the product, the category or the
 * search), a `prodId` on any other page opens that product, and a phone's first visit of a session that
 * lands on home sees the launch screen first (never in the way of a deep link).
 */
export function entryPath({ pathname, search }: Entry, deviceFace: Face, launched: boolean): string | null {
  // The merchant console is no face's: it stays where it is on every device.
  if (pathname.startsWith('/merchant')) return null;
  const query = Object.fromEntries(new URLSearchParams(search));
  const route = matchRoute(pathname);
  const pathFace = faceOfPath(pathname);
  if (pathFace && !route) return pathFace === deviceFace ? null : pagePath(deviceFace, 'index');

  let page: PageKey = route?.page ?? 'index';
  // The laptop classify path carries categoryId; every other value rides in the query, and pagePath puts
  // into the query what the target path has no segment for.
  const params = { ...(route ? matchPath(route.path, pathname)?.params : {}), ...query };
  if (query.prodId && !OWNS_PROD_ID.includes(page)) {
    page = 'product';
    for (const key of Object.keys(params)) if (key !== 'prodId') delete params[key];
  }
  const isHome = page === 'home' || page === 'index';
  if (deviceFace === 'mobile' && !launched && isHome) return pagePath('mobile', 'launch');

  const target = pagePath(deviceFace, page, { params });
  return target === `${pathname}${search}` || (pathFace === deviceFace && page === route?.page) ? null : target;
}
