import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_BOOK_QUERY,
  buttonClassName,
  Icon,
  LanguageSheet,
  pagePath,
  VisuallyHidden,
  type IconName,
  type PageKey,
} from '@mall/shared';
import { useMemberCentre } from '../../features/centre/use-member-centre';
import { OrderSmsSwitch } from '../../components/order-sms-switch';
import { TelegramSwitch } from '../../components/telegram-switch';
import { countForTab, ORDER_TABS, statusLabelKey, type OrderTabKey } from '../../features/orders/order-status';
import styles from './centre-page.module.css';

interface LinkEntry {
  page: PageKey;
  /** a key of the `account` namespace, or `common:…` */
  label: string;
  icon: IconName;
  query?: Record<string, string>;
}

// Mobile has no address-book route of its own: the checkout's address list (confirm/address) is it,
// opened as a book (see ADDRESS_BOOK_QUERY).
const LINKS: readonly LinkEntry[] = [
  { page: 'address', label: 'centre.myAddresses', icon: 'home', query: ADDRESS_BOOK_QUERY },
  { page: 'favorite', label: 'centre.myFavorites', icon: 'heart' },
  { page: 'about', label: 'centre.aboutUs', icon: 'user' },
  { page: 'contact', label: 'centre.contactUs', icon: 'phone' },
  { page: 'help', label: 'common:label.helpCentre', icon: 'check' },
  { page: 'download', label: 'common:label.getTheApp', icon: 'home' },
];

/** The shop's terms: the refund terms are a page of the mall, privacy and terms of use are static pages. */
const TERMS = [
  { to: pagePath('mobile', 'refund'), label: 'common:label.refundTerms' },
  { href: '/privacy.html', label: 'common:label.privacy' },
  { href: '/terms.html', label: 'common:label.terms' },
] as const;

const SHORTCUT_ICONS: Record<Exclude<OrderTabKey, 'all'>, IconName> = {
  toPay: 'cart',
  toDelivered: 'category',
  toReceive: 'truck',
  completed: 'check',
  cancelled: 'close',
};

/** "My page": who is signed in, orders by status, addresses, favourites, about, contact, help, the app, language, the terms, log out. */
export function CentreMobile(): ReactElement {
  const { t } = useTranslation('account');
  const { member, counts, language, logOut, confirmDialog } = useMemberCentre();
  const [languageOpen, setLanguageOpen] = useState(false);
  const shortcuts = ORDER_TABS.filter(
    (tab): tab is (typeof ORDER_TABS)[number] & { key: Exclude<OrderTabKey, 'all'> } => tab.key !== 'all',
  );

  return (
    <div className={styles.mobilePage}>
      <section className={styles.hero} aria-label={t('centre.me')}>
        <span className={styles.heroAvatar}>
          <Icon name="user" size={32} />
        </span>
        {member ? (
          <div className={styles.who}>
            <h1 className={styles.heroName}>{member.nickName}</h1>
            <p className={styles.heroMobile}>{member.mobile}</p>
          </div>
        ) : (
          <div className={styles.who}>
            <h1 className={styles.heroName}>{t('centre.visitorTitle')}</h1>
            <p className={styles.heroMobile}>{t('centre.visitorText')}</p>
            <Link
              to={pagePath('mobile', 'login')}
              className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.heroButton}`}
            >
              {t('centre.signIn')}
            </Link>
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="account-centre-orders">
        <div className={styles.cardHeader}>
          <h2 id="account-centre-orders" className={styles.cardTitle}>
            {t('centre.myOrders')}
          </h2>
          <Link to={pagePath('mobile', 'orderList')} className={styles.more}>
            {t('centre.viewAllOrders')}
            <Icon name="chevron" size={16} />
          </Link>
        </div>
        <ul className={styles.shortcuts} aria-label={t('centre.shortcutsLabel')}>
          {shortcuts.map((tab) => {
            const count = countForTab(counts, tab.key) ?? 0;
            const label = t(statusLabelKey(tab.status));
            return (
              <li key={tab.key}>
                {/* Named by its visible label, the count after it (WCAG 2.5.3). */}
                <Link
                  to={pagePath('mobile', 'orderList', { query: { status: tab.status } })}
                  className={styles.shortcut}
                >
                  <span className={styles.shortcutIcon} aria-hidden="true">
                    <Icon name={SHORTCUT_ICONS[tab.key]} size={26} />
                    {count > 0 && <span className={styles.shortcutCount}>{count > 99 ? '99+' : count}</span>}
                  </span>
                  <span className={styles.shortcutLabel}>{label}</span>
                  {count > 0 && <VisuallyHidden>{` (${count})`}</VisuallyHidden>}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <nav className={styles.card} aria-label={t('centre.menuLabel')}>
        <ul className={styles.rows}>
          {LINKS.map((entry) => (
            <li key={entry.page}>
              <Link to={pagePath('mobile', entry.page, { query: entry.query })} className={styles.row}>
                <Icon name={entry.icon} size={22} />
                <span className={styles.rowLabel}>{t(entry.label)}</span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.row} onClick={() => setLanguageOpen(true)}>
              <Icon name="globe" size={22} />
              <span className={styles.rowLabel}>{t('centre.language')}</span>
              <span className={styles.rowValue}>{t(`common:language.${language}`)}</span>
              <Icon name="chevron" size={18} />
            </button>
          </li>
          {member && (
            <li>
              <OrderSmsSwitch />
            </li>
          )}
          {member && <TelegramSwitch listItem />}
        </ul>
      </nav>

      <nav className={styles.card} aria-label={t('centre.termsLabel')}>
        <ul className={styles.rows}>
          {TERMS.map((entry) => {
            const content = (
              <>
                <span className={styles.rowLabel}>{t(entry.label)}</span>
                <Icon name="chevron" size={18} />
              </>
            );
            return (
              <li key={entry.label}>
                {'to' in entry ? (
                  <Link to={entry.to} className={styles.row}>
                    {content}
                  </Link>
                ) : (
                  <a href={entry.href} className={styles.row}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      {member && (
        <button type="button" className={styles.mobileLogout} onClick={() => void logOut()}>
          {t('centre.logout')}
        </button>
      )}

      <LanguageSheet open={languageOpen} title={t('centre.language')} onClose={() => setLanguageOpen(false)} />
      {confirmDialog}
    </div>
  );
}
