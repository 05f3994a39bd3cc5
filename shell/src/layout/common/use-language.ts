import { LANGUAGES, useMallStore, type LanguageCode } from '@mall/shared';

/** The interface language and the way to change it (stored in LANGUAGE, applied to i18next). */
export function useLanguage(): {
  language: LanguageCode;
  languages: readonly LanguageCode[];
  setLanguage: (language: LanguageCode) => void;
} {
  const language = useMallStore((state) => state.language);
  const setLanguage = useMallStore((state) => state.setLanguage);
  return { language, languages: LANGUAGES, setLanguage };
}
