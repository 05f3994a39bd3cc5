import type { FastifyRequest } from 'fastify';

export type Lang = 'km' | 'en' | 'zh';

/** The tables' physical column suffixes (`name_kh`…): the one place a language is spelt otherwise. */
const COLUMN_SUFFIX: Record<Lang, 'kh' | 'en' | 'cn'> = { km: 'kh', en: 'en', zh: 'cn' };

/** The language of the request's Accept-Language (km, en or zh, in the header's order of preference); English by default. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'km' || primary === 'kh') return 'km';
    if (primary === 'zh' || primary === 'cn') return 'zh';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

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
