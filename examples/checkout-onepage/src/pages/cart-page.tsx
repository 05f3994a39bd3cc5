import type { ReactElement } from 'react';
import type { PageProps } from '@mall/shared';
import { OnePageCheckout } from './one-page';

/** The cart is the checkout: every valid line of it, bought from this page. */
export default function CartPage({ face }: PageProps): ReactElement {
  return <OnePageCheckout face={face} purchase={{ kind: 'cart' }} />;
}
