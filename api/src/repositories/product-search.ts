// What search reads of a product: its search_text column, and the names the in-memory vocabulary is built from.
import type { Db } from '../db';
import { normalizeSearchText } from '../lib/search-text';
import { ON_SALE } from './catalog';

type Texts = Record<'name_kh' | 'name_en' | 'name_cn' | 'brief_kh' | 'brief_en' | 'brief_cn', string>;

/**
 * The product's search_text: its names, then its briefs, in the search normal form. Whatever writes a product's
 * name or brief (the seed, the merchant console) writes this with it.
 */
export function searchTextOf(product: Texts): string {
  return normalizeSearchText(
    [product.name_kh, product.name_en, product.name_cn, '|', product.brief_kh, product.brief_en, product.brief_cn].join(
      ' ',
    ),
  );
}

/** Every on-sale product's names and popularity, for the vocabulary and the suggestions. */
export function loadSearchNames(db: Db, shopId: number) {
  return db
    .selectFrom('product')
    .select(['id', 'name_kh', 'name_en', 'name_cn', 'sold_num'])
    .where('status', '=', ON_SALE)
    .where('shop_id', '=', shopId)
    .execute();
}

export function loadCategoryNames(db: Db) {
  return db.selectFrom('category').select(['id', 'parent_id', 'name_kh', 'name_en', 'name_cn', 'seq']).execute();
}
