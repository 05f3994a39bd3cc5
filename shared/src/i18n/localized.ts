import type { LanguageFlag } from '../contracts/entities';
import { currentLanguage } from './i18n';

type LocalizedFields<K extends string> = { [P in K | `${K}Kh` | `${K}En` | `${K}Cn`]?: string | null };

/** `localized(product, 'prodName')` → `prodNameKh/En/Cn` for the language, else the plain field, else English. */
export function localized<K extends string>(
  entity: LocalizedFields<K> | null | undefined,
  field: K,
  language: LanguageFlag = currentLanguage(),
): string {
  if (!entity) return '';
  const fields = entity as Record<string, string | null | undefined>;
  return fields[`${field}${language}`] || fields[field] || fields[`${field}En`] || '';
}
