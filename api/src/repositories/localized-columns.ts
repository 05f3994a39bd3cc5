import type { Lang } from '../lib/lang';

/** The tables' physical column suffixes (`name_kh`…): the one place the API spells a language otherwise. */
const COLUMN_SUFFIX: Record<Lang, 'kh' | 'en' | 'cn'> = { km: 'kh', en: 'en', zh: 'cn' };

type Localizable<F extends string> = Record<`${F}_kh` | `${F}_en` | `${F}_cn`, string>;
export type LocalizedFields<K extends string> = Record<K | `${K}Kh` | `${K}En` | `${K}Cn`, string>;

interface Names {
  columns: Record<'kh' | 'en' | 'cn', string>;
  keys: [string, string, string, string];
}
// The same few (column, key) pairs name every localised field: their strings are made once, so each call builds an
// object of one shape with known keys (ten-order pages call this some sixty times).
const namesByPair = new Map<string, Names>();
function namesOf(column: string, key: string): Names {
  const pair = `${column} ${key}`;
  let names = namesByPair.get(pair);
  if (!names) {
    names = {
      columns: { kh: `${column}_kh`, en: `${column}_en`, cn: `${column}_cn` },
      keys: [key, `${key}Kh`, `${key}En`, `${key}Cn`],
    };
    namesByPair.set(pair, names);
  }
  return names;
}

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
  const { columns, keys } = namesOf(column, key);
  const texts = row as Record<string, string>;
  const en = texts[columns.en];
  const result: Record<string, string> = {};
  result[keys[0]] = texts[columns[COLUMN_SUFFIX[lang]]] || en;
  result[keys[1]] = texts[columns.kh];
  result[keys[2]] = en;
  result[keys[3]] = texts[columns.cn];
  return result as LocalizedFields<K>;
}
