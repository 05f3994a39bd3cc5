import type { Lang } from '../lib/lang';

/** The tables' physical column suffixes (`name_kh`…): the one place the API spells a language otherwise. */
const COLUMN_SUFFIX: Record<Lang, 'kh' | 'en' | 'cn'> = { km: 'kh', en: 'en', zh: 'cn' };

type Localizable<F extends string> = Record<`${F}_kh` | `${F}_en` | `${F}_cn`, string>;
export type LocalizedFields<K extends string> = Record<K | `${K}Kh` | `${K}En` | `${K}Cn`, string>;

/**
 * e.g. localize(productRow, 'name', lang, 'prodName') → { prodName, prodNameKh, prodNameEn, prodNameCn }.
 * From a row with `<column>_kh/_en/_cn` columns, the API's localised field `key` plus `keyKh/En/Cn`;
 * the plain field in `lang`, falling back to English when that text is empty.
 */
export function localize<F extends string, K extends string = F>(
  row: Localizable<F>,
  column: F,
  lang: Lang,
  key: K = column as unknown as K,
): LocalizedFields<K> {
  const kh = row[`${column}_kh`];
  const en = row[`${column}_en`];
  const cn = row[`${column}_cn`];
  const chosen = row[`${column}_${COLUMN_SUFFIX[lang]}` as `${F}_en`];
  return {
    [key]: chosen || en,
    [`${key}Kh`]: kh,
    [`${key}En`]: en,
    [`${key}Cn`]: cn,
  } as LocalizedFields<K>;
}
