import { STORAGE_KEYS, safeStorage } from '../storage-keys';

/** The one language code, from the store to i18next, the API's Accept-Language and `<html lang>`. */
export type LanguageCode = 'km' | 'en' | 'zh';

export const LANGUAGES: readonly LanguageCode[] = ['km', 'en', 'zh'];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** BCP 47 locales for Intl formatting. */
const LOCALES: Record<LanguageCode, string> = { km: 'km-KH', en: 'en-US', zh: 'zh-CN' };

/**
 * Where a language still has another spelling outside the code: the API's localised fields (`prodNameKh`…)
 * and the value LANGUAGE keeps in the browser (`Kh`, `En`, `Cn`, as the specification stores it).
 */
const STORED: Record<LanguageCode, string> = { km: 'Kh', en: 'En', zh: 'Cn' };

export function isLanguage(value: unknown): value is LanguageCode {
  return value === 'km' || value === 'en' || value === 'zh';
}

/** Any language tag (`km`, `zh-CN`, `Cn`…) → the code; anything unknown is English. */
export function languageOf(tag: string | undefined | null): LanguageCode {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('zh') || lower.startsWith('cn')) return 'zh';
  if (lower.startsWith('km') || lower.startsWith('kh')) return 'km';
  return 'en';
}

export function localeOf(language: LanguageCode): string {
  return LOCALES[language];
}

/** The suffix of the API's localised fields for a language: `prodName` + `Kh`. */
export function fieldSuffix(language: LanguageCode): string {
  return STORED[language];
}

/** Remembers the shopper's choice (LANGUAGE). */
export function storeLanguage(language: LanguageCode): void {
  safeStorage.set(STORAGE_KEYS.language, STORED[language]);
}

/** The language the address asks for (`?lang=km`: shared and crawled links, docs/DECISIONS.md), if any. */
export function addressLanguage(search: string | undefined = globalThis.location?.search): LanguageCode | undefined {
  const asked = new URLSearchParams(search ?? '').get('lang');
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The address's `?lang=` wins (not saved: only the shopper's own switch is); then the stored choice (LANGUAGE);
 * else the browser language: zh/cn → zh, km/kh → km, else en.
 */
export function detectLanguage(nav: Pick<Navigator, 'language'> | undefined = globalThis.navigator): LanguageCode {
  const asked = addressLanguage();
  if (asked) return asked;
  const stored = safeStorage.get(STORAGE_KEYS.language);
  if (stored !== null && Object.values(STORED).includes(stored)) return languageOf(stored);
  return languageOf(nav?.language);
}
