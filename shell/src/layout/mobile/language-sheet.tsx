import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet, flagToCode } from '@mall/shared';
import { useLanguage } from '../common/use-language';
import styles from './language-sheet.module.css';

/** The language icon opens a bottom picker with a radio choice. */
export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }): ReactElement | null {
  const { t } = useTranslation('shell');
  const { language, languages, setLanguage } = useLanguage();
  return (
    <BottomSheet open={open} title={t('header.chooseLanguage')} onClose={onClose}>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{t('header.chooseLanguage')}</legend>
        {languages.map((flag) => (
          <label key={flag} className={styles.option} lang={flagToCode(flag)}>
            <input
              type="radio"
              name="language"
              value={flag}
              checked={flag === language}
              onChange={() => {
                setLanguage(flag);
                onClose();
              }}
            />
            <span>{t(`common:language.${flag}`)}</span>
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
