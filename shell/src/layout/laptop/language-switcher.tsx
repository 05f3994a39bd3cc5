import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../common/use-language';
import styles from './language-switcher.module.css';

/** Three buttons, each language written in itself. */
export function LanguageSwitcher(): ReactElement {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <div className={styles.switcher} role="group" aria-label={t('common:language.choose')}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
        >
          {t(`common:language.${code}`)}
        </button>
      ))}
    </div>
  );
}
