import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { detectFace, pagePath } from '@mall/shared';

/** `/`: the face from the device hints; `?prodId=` goes straight to that face's product page. */
export function RootRedirect(): ReactElement {
  const { search } = useLocation();
  const face = detectFace(navigator);
  const prodId = new URLSearchParams(search).get('prodId');
  const target = prodId ? pagePath(face, 'product', { query: { prodId } }) : pagePath(face, 'index');
  return <Navigate to={target} replace />;
}
