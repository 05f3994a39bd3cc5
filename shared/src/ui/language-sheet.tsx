import type { ReactElement } from 'react';
import { LANGUAGE_FLAGS, flagToCode } from '../i18n/languages';
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
        {LANGUAGE_FLAGS.map((flag) => (
          <label key={flag} className={styles.option} lang={flagToCode(flag)}>
            <input
              type="radio"
              name="language"
              value={flag}
              checked={flag === language}
              onChange={() => {
                useMallStore.getState().setLanguage(flag);
                onClose();
              }}
            />
            <span>{t(`language.${flag}`)}</span>
          </label>
        ))}
      </fieldset>
    </BottomSheet>
  );
}
