import type { ReactElement, ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { hasStoredToken, matchRoute, pagePath, rememberPage, useSignedIn, type Face } from '@mall/shared';

interface RequireLoginProps {
  face: Face;
  children: ReactNode;
}

/** Route guard: no login token → the face's user page, with this page kept in PREV_PAGE for after sign-in. */
export function RequireLogin({ face, children }: RequireLoginProps): ReactElement {
  const signedIn = useSignedIn();
  const location = useLocation();
  const params = useParams();
  if (signedIn && hasStoredToken()) return <>{children}</>;
  const route = matchRoute(location.pathname);
  if (route) {
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const routeParams = Object.fromEntries(Object.entries(params).filter(([key]) => key !== '*'));
    rememberPage({ name: route.name, params: routeParams, query });
  }
  return <Navigate to={pagePath(face, 'login')} replace />;
}
