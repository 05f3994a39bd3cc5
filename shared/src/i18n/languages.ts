import type { LanguageFlag } from '../contracts/entities';
import { STORAGE_KEYS, safeStorage } from '../storage-keys';

export type LanguageCode = 'km' | 'en' | 'zh';

export const LANGUAGE_FLAGS: readonly LanguageFlag[] = ['Kh', 'En', 'Cn'];
export const FALLBACK_LANGUAGE: LanguageFlag = 'En';

const FLAG_TO_CODE: Record<LanguageFlag, LanguageCode> = { Kh: 'km', En: 'en', Cn: 'zh' };
/** BCP 47 locales for Intl formatting. */
const FLAG_TO_LOCALE: Record<LanguageFlag, string> = { Kh: 'km-KH', En: 'en-US', Cn: 'zh-CN' };

export function isLanguageFlag(value: unknown): value is LanguageFlag {
  return value === 'Kh' || value === 'En' || value === 'Cn';
}

export function flagToCode(flag: LanguageFlag): LanguageCode {
  return FLAG_TO_CODE[flag];
}

/** Accepts an i18next code (`km`, `zh-CN`…) and answers the flag; anything unknown is English. */
export function codeToFlag(code: string | undefined | null): LanguageFlag {
  const lower = (code ?? '').toLowerCase();
  if (lower.startsWith('zh') || lower.startsWith('cn')) return 'Cn';
  if (lower.startsWith('km') || lower.startsWith('kh')) return 'Kh';
  return 'En';
}

export function flagToLocale(flag: LanguageFlag): string {
  return FLAG_TO_LOCALE[flag];
}

/** The stored choice (LANGUAGE) wins; else the browser language: zh/cn → Cn, km/kh → Kh, else En. */
export function detectLanguage(nav: Pick<Navigator, 'language'> | undefined = globalThis.navigator): LanguageFlag {
  const stored = safeStorage.get(STORAGE_KEYS.language);
  if (isLanguageFlag(stored)) return stored;
  return codeToFlag(nav?.language);
}
