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

/**
 * What tells an order line's variant apart, in the language: its name (unless it only repeats the product's) and its
 * specs ("Weight: 250 g"), each when it says something the other does not. A variant left without a name still says
 * which one it is.
 */
export function variantText(
  goods: LocalizedFields<'skuName'> & LocalizedFields<'specs'>,
  productName: string,
  language: LanguageCode = useMallStore.getState().language,
): string {
  const name = localized(goods, 'skuName', language);
  const specs = localized(goods, 'specs', language);
  const ownName = name !== productName && !specs.includes(name) ? name : '';
  return [ownName, specs].filter(Boolean).join(' · ');
}
