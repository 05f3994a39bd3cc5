import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { pagePath, type PageProps } from '@mall/shared';

/** Addresses are chosen and added on the checkout page itself. */
export default function BackToCheckout({ face }: PageProps): ReactElement {
  return <Navigate to={pagePath(face, 'cart')} replace />;
}
