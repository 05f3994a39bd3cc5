import type { ReactElement } from 'react';
import { LANGUAGES } from '../i18n/languages';
import { useMallStore } from '../store';
import { BottomSheet } from './bottom-sheet';
import styles from './language-sheet.module.css';
import { useCommonT } from './use-common-t';
import { VisuallyHidden } from './visually-hidden';

export interface LanguageSheetProps {
  open: boolean;
  /** The sheet's heading (and the choice's name for screen readers). */
  title: string;
  onClose: () => void;
}

/** The one language picker on phones (the header's language icon, the member centre): a radio choice in a sheet. */
export function LanguageSheet({ open, title, onClose }: LanguageSheetProps): ReactElement | null {
  const t = useCommonT();
  const language = useMallStore((state) => state.language);
  return (
    <BottomSheet open={open} title={title} onClose={onClose}>
      <fieldset className={styles.options}>
        <legend>
          <VisuallyHidden>{title}</VisuallyHidden>
        </legend>
        {LANGUAGES.map((code) => (
          <label key={code} className={styles.option} lang={code}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={code === language}
              onChange={() => {
                useMallStore.getState().setLanguage(code);
                onClose();
              }}
            />
            <span>{t(`language.${code}`)}</span>
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
