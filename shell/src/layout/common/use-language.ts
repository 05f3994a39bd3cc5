import { LANGUAGE_FLAGS, useMallStore, type LanguageFlag } from '@mall/shared';

/** The interface language and the way to change it (stored in LANGUAGE, applied to i18next). */
export function useLanguage(): {
  language: LanguageFlag;
  languages: readonly LanguageFlag[];
  setLanguage: (flag: LanguageFlag) => void;
} {
  const language = useMallStore((state) => state.language);
  const setLanguage = useMallStore((state) => state.setLanguage);
  return { language, languages: LANGUAGE_FLAGS, setLanguage };
}
