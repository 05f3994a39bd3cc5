import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { detectFace, pagePath } from '@mall/shared';
import { entryPath } from './entry-path';

/** `/` (and an unknown address) within the app: the device's home, or the product a `?prodId=` names. */
export function RootRedirect(): ReactElement {
  const { search } = useLocation();
  const face = detectFace(); // no navigator on the server: the desktop face there
  return <Navigate to={entryPath({ pathname: '/', search }, face, true) ?? pagePath(face, 'index')} replace />;
}
