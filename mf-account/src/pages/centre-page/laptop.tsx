import type { ReactElement } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, pagePath, VisuallyHidden, type IconName, type PageKey } from '@mall/shared';
import { useMemberCentre } from '../../features/centre/use-member-centre';
import { OrderSmsSwitch } from '../../components/order-sms-switch';
import { TelegramSwitch } from '../../components/telegram-switch';
import styles from './centre-page.module.css';

interface MenuEntry {
  page: PageKey;
  label: string;
  icon: IconName;
  /** every path under this prefix belongs to the entry (the order list and its detail page) */
  prefix: string;
}

const MENU: readonly MenuEntry[] = [
  { page: 'orderList', label: 'centre.myOrders', icon: 'truck', prefix: '/laptop/centre/order' },
  { page: 'address', label: 'centre.myAddresses', icon: 'home', prefix: '/laptop/centre/address' },
  { page: 'cart', label: 'centre.myCart', icon: 'cart', prefix: '/laptop/centre/cart' },
  { page: 'favorite', label: 'centre.myFavorites', icon: 'heart', prefix: '/laptop/centre/favorite' },
  { page: 'centreContact', label: 'centre.contactUs', icon: 'phone', prefix: '/laptop/centre/contact' },
];

/** The member centre: a side menu and the chosen child route beside it. */
export function CentreLaptop(): ReactElement {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const { member, counts, logOut, confirmDialog } = useMemberCentre();
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <div className={styles.profile}>
          <span className={styles.avatar}>
            <Icon name="user" size={28} />
          </span>
          <div className={styles.who}>
            <p className={styles.name}>{member ? t('centre.hello', { name: member.nickName }) : t('centre.title')}</p>
            {member && <p className={styles.mobileNumber}>{member.mobile}</p>}
          </div>
        </div>
        <nav aria-label={t('centre.menuLabel')}>
          <ul className={styles.menu}>
            {MENU.map((entry) => {
              const active = pathname.toLowerCase().startsWith(entry.prefix.toLowerCase());
              const badge = entry.page === 'orderList' && counts ? counts.toPay : 0;
              return (
                <li key={entry.page}>
                  <Link
                    to={pagePath('laptop', entry.page)}
                    className={active ? `${styles.menuLink} ${styles.active}` : styles.menuLink}
                    aria-current={active ? 'page' : undefined}
                  >
                    <Icon name={entry.icon} size={20} />
                    <span className={styles.menuLabel}>{t(entry.label)}</span>
                    {badge > 0 && (
                      <span className={styles.badge} title={t('common:orderStatus.1')}>
                        <VisuallyHidden>{t('common:orderStatus.1')} </VisuallyHidden>
                        {badge > 99 ? '99+' : badge}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {member && <OrderSmsSwitch />}
        {member && <TelegramSwitch />}
        <button type="button" className={styles.logout} onClick={() => void logOut()}>
          {t('centre.logout')}
        </button>
        {confirmDialog}
      </aside>
      <section className={styles.content}>
        <Outlet />
      </section>
    </div>
  );
}
