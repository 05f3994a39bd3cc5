import type { PageProps } from '@mall/shared';
import '../../i18n';
import { useCart } from '../../features/cart/use-cart';
import { CartLaptop } from './laptop';
import { CartMobile } from './mobile';

export default function CartPage({ face }: PageProps) {
  const cart = useCart();
  return face === 'mobile' ? <CartMobile cart={cart} /> : <CartLaptop cart={cart} />;
}
