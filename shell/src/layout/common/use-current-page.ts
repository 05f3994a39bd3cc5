import { useMatches } from 'react-router-dom';
import type { Face, PageKey } from '@mall/shared';

/** What a route tells the layout (header title, back arrow, footer tabs…); the route tables fill it in. */
export interface MallRouteHandle {
  face: Face;
  page: PageKey;
  name: string;
}

/** The page key of the deepest route that has one. */
export function useCurrentPage(): MallRouteHandle['page'] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as MallRouteHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}
