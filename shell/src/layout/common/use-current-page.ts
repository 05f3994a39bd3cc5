import { useLocation } from 'react-router-dom';
import { matchRoute, type PageKey } from '@mall/shared';

/** The page key of the route the address shows (the route table in @mall/shared, which the routes are built from). */
export function useCurrentPage(): PageKey | undefined {
  return matchRoute(useLocation().pathname)?.page;
}
