import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, Logo, pagePath, useMallStore, useSignedIn } from '@mall/shared';
import { useScrolledPast } from '../common/use-scrolled-past';
import { CartDropdown } from './cart-dropdown';
import { LanguageSwitcher } from './language-switcher';
import { SearchBox } from './search-box';
import { useSiteSettings } from '../../app/use-site-settings';
import styles from './laptop-header.module.css';

/** The fixed search header appears past 140 px of scroll. */
export const FIXED_HEADER_OFFSET = 140;

function ContactLine(): ReactElement {
  const { t } = useTranslation('shell');
  const webInfo = useSiteSettings();
  const contacts = [
    webInfo?.phone && { key: 'phone', href: `tel:${webInfo.phone.replace(/\s+/g, '')}`, text: webInfo.phone },
    webInfo?.phoneCn && {
      key: 'phoneCn',
      href: `tel:${webInfo.phoneCn.replace(/\s+/g, '')}`,
      text: `中文 ${webInfo.phoneCn}`,
    },
    webInfo?.email && { key: 'email', href: `mailto:${webInfo.email}`, text: webInfo.email },
  ].filter((contact): contact is { key: string; href: string; text: string } => Boolean(contact));
  return (
    <p className={styles.contact}>
      <Icon name="truck" size={16} />
      <span>{t('header.delivery')}</span>
      {contacts.map((contact) => (
        <span key={contact.key} className={styles.contactItem}>
          <span aria-hidden="true">·</span>
          <a href={contact.href}>{contact.text}</a>
        </span>
      ))}
    </p>
  );
}

function AccountLink(): ReactElement {
  const { t } = useTranslation('shell');
  const signedIn = useSignedIn();
  const nickName = useMallStore((state) => state.member?.nickName);
  return (
    <Link className={styles.account} to={signedIn ? pagePath('laptop', 'centre') : pagePath('laptop', 'login')}>
      <Icon name="user" size={22} />
      <span>{signedIn ? nickName || t('header.myAccount') : t('header.signIn')}</span>
    </Link>
  );
}

export function LaptopHeader(): ReactElement {
  const fixed = useScrolledPast(FIXED_HEADER_OFFSET);
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <ContactLine />
          <LanguageSwitcher />
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Link to={pagePath('laptop', 'index')} className={styles.logoLink}>
            <Logo size={40} withTagline />
          </Link>
          <SearchBox />
          <nav className={styles.actions}>
            <AccountLink />
            <CartDropdown />
          </nav>
        </div>
      </div>
      {fixed && (
        <div className={styles.fixedBar} data-testid="fixed-search-header">
          <div className={styles.inner}>
            <Link to={pagePath('laptop', 'index')} className={styles.logoLink}>
              <Logo size={32} />
            </Link>
            <SearchBox compact />
            <nav className={styles.actions}>
              <AccountLink />
              <CartDropdown />
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}
