import { useMatches } from 'react-router-dom';
import type { MallRouteHandle } from '../../routing/mall-routes';

/** The page key of the deepest route that has one. */
export function useCurrentPage(): MallRouteHandle['page'] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as MallRouteHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}
