import type { Face } from '@mall/shared';

/** The face the address shows (`/laptop/…` or `/mobile/…`); other addresses have none yet. */
export function faceOfPath(pathname: string): Face | undefined {
  if (pathname === '/laptop' || pathname.startsWith('/laptop/')) return 'laptop';
  if (pathname === '/mobile' || pathname.startsWith('/mobile/')) return 'mobile';
  return undefined;
}
