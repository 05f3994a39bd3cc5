import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageFlag } from '../contracts/entities';
import { commonEn } from './locales/common-en';
import { commonKm } from './locales/common-km';
import { commonZh } from './locales/common-zh';
import { codeToFlag, detectLanguage, flagToCode, type LanguageCode } from './languages';

export const COMMON_NAMESPACE = 'common';

/** A namespace's strings in every language; all three must hold the same keys. */
export interface Translations<T extends object = Record<string, unknown>> {
  km: T;
  en: T;
  zh: T;
}

/** The one i18next instance (shared as a singleton through federation). */
export const i18n = i18next;

/** Idempotent: the shell calls it at start, remotes may call it when run on their own, tests call it freely. */
export function initI18n(language: LanguageFlag = detectLanguage()): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: flagToCode(language),
    fallbackLng: 'en',
    supportedLngs: ['km', 'en', 'zh'],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: {
      km: { [COMMON_NAMESPACE]: commonKm },
      en: { [COMMON_NAMESPACE]: commonEn },
      zh: { [COMMON_NAMESPACE]: commonZh },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
}

/** Each remote brings its own strings under its own namespace (`catalog`, `checkout`, `account`, `shell`). */
export function registerTranslations<T extends object>(namespace: string, translations: Translations<T>): void {
  initI18n();
  const languages: LanguageCode[] = ['km', 'en', 'zh'];
  for (const code of languages) {
    i18next.addResourceBundle(code, namespace, translations[code], true, true);
  }
}

export function currentLanguage(): LanguageFlag {
  return codeToFlag(i18next.resolvedLanguage ?? i18next.language);
}

/** Switches i18next only; the store's `setLanguage` calls this and also remembers the choice. */
export async function changeI18nLanguage(flag: LanguageFlag): Promise<void> {
  initI18n(flag);
  await i18next.changeLanguage(flagToCode(flag));
  if (typeof document !== 'undefined') document.documentElement.lang = flagToCode(flag);
}

/** The translated message of an API error code (`common:error.<code>`), or the generic one. */
export function errorMessage(codeId: number | undefined): string {
  initI18n();
  const fallback = i18next.t(`${COMMON_NAMESPACE}:error.unknown`);
  if (codeId === undefined) return fallback;
  return i18next.t(`${COMMON_NAMESPACE}:error.${codeId}`, { defaultValue: fallback });
}

/** What a failed call means to the shopper: an API refusal's translated message, else the connection hint. */
export function apiErrorMessage(error: unknown): string {
  const codeId = (error as { codeId?: unknown } | null)?.codeId;
  if (typeof codeId === 'number') return errorMessage(codeId);
  initI18n();
  return i18next.t(`${COMMON_NAMESPACE}:message.networkTrouble`);
}
