import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { flagToCode } from '@mall/shared';
import { useLanguage } from '../common/use-language';
import styles from './language-switcher.module.css';

/** Three buttons, each language written in itself. */
export function LanguageSwitcher(): ReactElement {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <div className={styles.switcher} role="group" aria-label={t('common:language.choose')}>
      {languages.map((flag) => (
        <button
          key={flag}
          type="button"
          lang={flagToCode(flag)}
          className={styles.option}
          aria-pressed={flag === language}
          onClick={() => setLanguage(flag)}
        >
          {t(`common:language.${flag}`)}
        </button>
      ))}
    </div>
  );
}
