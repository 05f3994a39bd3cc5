import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconButton, LanguageSheet, Logo, pagePath, type PageKey } from '@mall/shared';
import type { MobileChrome } from './mobile-chrome';
import { titleKeyFor } from './mobile-chrome';
import { useMobileBack } from './use-mobile-back';
import styles from './mobile-header.module.css';

interface MobileHeaderProps {
  page: PageKey | undefined;
  chrome: MobileChrome;
}

function SearchLink(): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <Link className={styles.iconLink} to={pagePath('mobile', 'search')} aria-label={t('header.search')}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
    </Link>
  );
}

export function MobileHeader({ page, chrome }: MobileHeaderProps): ReactElement {
  const { t } = useTranslation('shell');
  const back = useMobileBack(page);
  const [languageOpen, setLanguageOpen] = useState(false);

  if (chrome.header === 'home') {
    return (
      <header className={styles.header}>
        <IconButton icon="globe" label={t('header.chooseLanguage')} onClick={() => setLanguageOpen(true)} />
        <Link to={pagePath('mobile', 'index')} className={styles.logo}>
          <Logo size={32} markOnly />
        </Link>
        <nav className={styles.links}>
          <Link to={pagePath('mobile', 'contact')}>{t('title.contact')}</Link>
          <Link to={pagePath('mobile', 'about')}>{t('title.about')}</Link>
        </nav>
        <SearchLink />
        <LanguageSheet open={languageOpen} title={t('header.chooseLanguage')} onClose={() => setLanguageOpen(false)} />
      </header>
    );
  }

  const titleKey = titleKeyFor(page);
  const transparent = chrome.header === 'transparent';
  return (
    <header className={transparent ? styles.transparent : styles.header}>
      {chrome.back ? (
        <IconButton
          icon="back"
          label={t('header.back')}
          onClick={back}
          className={transparent ? styles.floating : undefined}
        />
      ) : (
        <span className={styles.spacer} />
      )}
      {!transparent && <h1 className={styles.title}>{titleKey ? t(titleKey) : ''}</h1>}
      {chrome.search ? <SearchLink /> : <span className={styles.spacer} />}
    </header>
  );
}
