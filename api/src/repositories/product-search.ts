// What search reads of a product: its search_text column, and the names the in-memory vocabulary is built from.
import type { Db } from '../db';
import { normalizeSearchText } from '../lib/search-text';
import { ON_SALE } from './catalog';

type Texts = Record<'name_kh' | 'name_en' | 'name_cn' | 'brief_kh' | 'brief_en' | 'brief_cn', string>;

const TEXT_ORDER = ['name_kh', 'name_en', 'name_cn', 'brief_kh', 'brief_en', 'brief_cn'] as const;

/**
 * The product's search_text: its names (km, en, zh), then its briefs, each in the search normal form, one a line
 * (a normalised query has no line break, so no word is found across two). Whatever writes a product's name or brief
 * (the seed, the merchant console) writes this with it.
 */
export function searchTextOf(product: Texts): string {
  return TEXT_ORDER.map((column) => normalizeSearchText(product[column])).join('\n');
}

/** The normalised names (km, en, zh) and briefs of a search_text, in that order. */
export function searchTextParts(searchText: string): string[] {
  return searchText.split('\n');
}

/** Every on-sale product's search_text and popularity, for the vocabulary and the suggestions. */
export function loadSearchTexts(db: Db, shopId: number) {
  return db
    .selectFrom('product')
    .select(['id', 'search_text', 'sold_num', 'updated_at'])
    .where('status', '=', ON_SALE)
    .where('shop_id', '=', shopId)
    .execute();
}

/**
 * What changes when a product is added, taken off sale or renamed (how many, the largest id, the length of all
 * their search texts): one read of the on-sale products, so that the vocabulary is rebuilt only then.
 */
export async function searchTextsFingerprint(db: Db, shopId: number): Promise<string> {
  const row = await db
    .selectFrom('product')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('id').as('last'),
      eb.fn.sum<number>(eb.fn('length', ['search_text'])).as('chars'),
    ])
    .where('status', '=', ON_SALE)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return `${row?.n}:${row?.last}:${row?.chars}`;
}

export function loadCategoryNames(db: Db) {
  return db.selectFrom('category').select(['id', 'parent_id', 'name_kh', 'name_en', 'name_cn', 'seq']).execute();
}
