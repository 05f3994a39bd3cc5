import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Icon,
  VisuallyHidden,
  formatPrice,
  pagePath,
  ProductLine,
  useMallStore,
  useSignedIn,
} from '@mall/shared';
import styles from './cart-dropdown.module.css';

const SHOWN_ITEMS = 5;
const LINE = { line: styles.item, picture: styles.picture, name: styles.name, figures: styles.price };

/** The cart link with a dropdown of its items; visitors are sent to sign in (and then to the cart). */
export function CartDropdown(): ReactElement {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const cart = useMallStore((state) => state.cart);
  const count = cart.reduce((sum, item) => sum + item.count, 0);
  const cartPath = pagePath('laptop', 'cart');

  // A visitor follows the cart link too: the guard sends them to sign in and back to the cart afterwards.
  if (!signedIn) {
    return (
      <Link className={styles.trigger} to={cartPath}>
        <Icon name="cart" size={22} />
        <span>{t('header.cart')}</span>
      </Link>
    );
  }

  return (
    <div className={styles.cart}>
      {/* The name starts with the visible "Cart" (WCAG 2.5.3: say what you see); the count follows, unseen. */}
      <Link className={styles.trigger} to={cartPath}>
        <Icon name="cart" size={22} />
        <span>{t('header.cart')}</span>
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
        <VisuallyHidden>{t('header.cartItems', { count })}</VisuallyHidden>
      </Link>
      <div className={styles.panel}>
        {cart.length === 0 ? (
          <p className={styles.empty}>{t('header.cartEmpty')}</p>
        ) : (
          <>
            <ul className={styles.items}>
              {cart.slice(0, SHOWN_ITEMS).map((item) => (
                <ProductLine
                  key={item.basketId}
                  goods={item}
                  pictureSize={56}
                  classes={LINE}
                  withSku={false}
                  figures={`${formatPrice(item.price)} × ${item.count}`}
                />
              ))}
            </ul>
            {cart.length > SHOWN_ITEMS && (
              <p className={styles.more}>{t('header.more', { count: cart.length - SHOWN_ITEMS })}</p>
            )}
            <Button block onClick={() => navigate(cartPath)}>
              {t('header.checkOut')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
