import { useMallStore } from '../store';
import { fieldSuffix, type LanguageCode } from './languages';

type LocalizedFields<K extends string> = { [P in K | `${K}Kh` | `${K}En` | `${K}Cn`]?: string | null };

/** `localized(product, 'prodName')` → `prodNameKh/En/Cn` for the language (the store's by default), else the plain field, else English. */
export function localized<K extends string>(
  entity: LocalizedFields<K> | null | undefined,
  field: K,
  language: LanguageCode = useMallStore.getState().language,
): string {
  if (!entity) return '';
  const fields = entity as Record<string, string | null | undefined>;
  return fields[`${field}${fieldSuffix(language)}`] || fields[field] || fields[`${field}En`] || '';
}
