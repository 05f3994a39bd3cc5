// What search keeps in memory: the words of every on-sale name (to correct a typed word against), the names
// themselves (for suggestions while typing) and the categories. Built from the products' search_text (already in the
// search normal form). Every minute a cheap fingerprint of the names is read, and the index rebuilt in the background
// when it changed (a product added, renamed or taken off sale) or is ten minutes old (popularity moves).
import type { Db } from '../db';
import type { Lang } from '../lib/lang';
import { editDistance, editsForgiven, isLatinWord, normalizeSearchText } from '../lib/search-text';
import {
  loadCategoryNames,
  loadSearchTexts,
  searchTextParts,
  searchTextsFingerprint,
} from '../repositories/product-search';

const SHOP_ID = 1;
const CHECK_AFTER_MS = 60_000;
const REBUILD_AFTER_MS = 10 * 60_000;
const LATIN_WORD = /[\p{Script=Latin}\p{N}'-]*\p{Script=Latin}[\p{Script=Latin}\p{N}'-]*/gu;
const END_OF_PRODUCT = '\u0000';

/** A product's or category's names in the search normal form, in the order km, en, zh. */
export type SearchNames = readonly [string, string, string];
const LANG_INDEX: Record<Lang, number> = { km: 0, en: 1, zh: 2 };

interface CategoryEntry {
  id: number;
  parentId: number;
  names: SearchNames;
  joined: string;
  display: Record<Lang, string>;
}

interface SearchIndex {
  words: Map<string, number>; // Latin word → how many names use it
  /** Every on-sale product's three names, best sellers first, each product's ended by END_OF_PRODUCT. */
  names: string;
  starts: Int32Array; // where each product's names start in `names`; one more: the end
  ids: Int32Array;
  positions: Map<number, number>; // product id → its place in `ids`
  sold: Float64Array;
  updated: Float64Array; // each product's updated_at when the index read it
  categories: CategoryEntry[];
}

interface Held {
  index?: SearchIndex;
  building?: Promise<SearchIndex>;
  builtAt: number;
  checkedAt: number;
  fingerprint?: string;
}
const held = new WeakMap<Db, Held>();

const namesOf = (row: { name_kh: string; name_en: string; name_cn: string }): SearchNames => [
  normalizeSearchText(row.name_kh),
  normalizeSearchText(row.name_en),
  normalizeSearchText(row.name_cn),
];

/** The names part of a product's search_text. */
export const namesOfSearchText = (searchText: string): SearchNames => {
  const [kh = '', en = '', cn = ''] = searchTextParts(searchText);
  return [kh, en, cn];
};

function countWords(words: Map<string, number>, text: string): void {
  for (const word of text.match(LATIN_WORD) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
}

async function build(db: Db): Promise<SearchIndex> {
  const [products, categories] = await Promise.all([loadSearchTexts(db, SHOP_ID), loadCategoryNames(db)]);
  products.sort((a, b) => b.sold_num - a.sold_num || a.id - b.id);
  const words = new Map<string, number>();
  const starts = new Int32Array(products.length + 1);
  const ids = new Int32Array(products.length);
  const sold = new Float64Array(products.length);
  const updated = new Float64Array(products.length);
  const blocks: string[] = [];
  let offset = 0;
  products.forEach((row, i) => {
    const block = `${namesOfSearchText(row.search_text).join('\n')}${END_OF_PRODUCT}`;
    countWords(words, block);
    blocks.push(block);
    starts[i] = offset;
    ids[i] = row.id;
    sold[i] = row.sold_num;
    updated[i] = Number(row.updated_at);
    offset += block.length;
  });
  starts[products.length] = offset;
  const categoryEntries = categories
    .sort((a, b) => a.parent_id - b.parent_id || a.seq - b.seq || a.id - b.id)
    .map((row) => {
      const names = namesOf(row);
      countWords(words, names.join(' '));
      return {
        id: row.id,
        parentId: row.parent_id,
        names,
        joined: names.join('\n'),
        display: { km: row.name_kh, en: row.name_en, zh: row.name_cn },
      };
    });
  const positions = new Map<number, number>();
  ids.forEach((id, position) => positions.set(id, position));
  return { words, names: blocks.join(''), starts, ids, positions, sold, updated, categories: categoryEntries };
}

/** The index of this database: built on first use, then checked every minute and rebuilt in the background. */
export async function searchIndex(db: Db): Promise<SearchIndex> {
  let entry = held.get(db);
  if (!entry) held.set(db, (entry = { builtAt: 0, checkedAt: 0 }));
  const current = entry;
  const now = Date.now();
  if (!current.building && (!current.index || now - current.checkedAt > CHECK_AFTER_MS)) {
    current.checkedAt = now;
    current.building = (async () => {
      const fingerprint = await searchTextsFingerprint(db, SHOP_ID);
      if (current.index && fingerprint === current.fingerprint && Date.now() - current.builtAt < REBUILD_AFTER_MS) {
        return current.index;
      }
      const index = await build(db);
      Object.assign(current, { index, fingerprint, builtAt: Date.now() });
      return index;
    })().finally(() => {
      current.building = undefined;
    });
    // A failed background check keeps the old index; the next minute tries again.
    if (current.index) current.building.catch(() => undefined);
  }
  return current.index ?? current.building!;
}

/**
 * Each typed word as the index knows it: a Latin word of five letters or more that no name contains becomes the
 * nearest word of the names (one edit away, two in a word of eight letters or more; the commoner on a tie).
 */
export function correctWords(index: SearchIndex, words: string[]): string[] {
  return words.map((word) => {
    const forgiven = editsForgiven(word);
    if (forgiven === 0 || !isLatinWord(word)) return word;
    let best = word;
    let bestDistance = forgiven + 1;
    let bestCount = 0;
    for (const [known, count] of index.words) {
      if (known.includes(word)) return word;
      const distance = editDistance(word, known, Math.min(forgiven, bestDistance));
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        if (distance > forgiven) continue;
        best = known;
        bestDistance = distance;
        bestCount = count;
      }
    }
    return best;
  });
}

const startsWord = (name: string, at: number) => at === 0 || /[\s\p{P}\p{S}]/u.test(name[at - 1]);

/**
 * How well names answer the words: the whole name (6), the name's start (5), every word at a word's start (4),
 * every word inside the name (3); the best of the three languages, half a point more in the shopper's own. 0: the
 * words are not all in one name (the product matched through its brief).
 */
export function relevance(names: SearchNames, query: string, words: string[], lang: Lang): number {
  let best = 0;
  names.forEach((name, at) => {
    let score = 0;
    if (name === query) score = 6;
    else if (name.startsWith(query)) score = 5;
    else {
      const positions = words.map((word) => name.indexOf(word));
      if (positions.every((p) => p >= 0)) score = positions.every((p) => startsWord(name, p)) ? 4 : 3;
    }
    if (score > 0 && at === LANG_INDEX[lang]) score += 0.5;
    best = Math.max(best, score);
  });
  return best;
}

export interface RankedId {
  id: number;
  score: number;
  sold: number;
}

/** Best first: relevance, then popularity (sold count), then the older product. */
export const byRank = (a: RankedId, b: RankedId) => b.score - a.score || b.sold - a.sold || a.id - b.id;

const SUGGESTIONS = 8;
const CATEGORY_SUGGESTIONS = 3;
// A short prefix matches much of a large catalogue: the best sellers among its first matches are suggested.
const PRODUCTS_CONSIDERED = 500;

export interface Suggestions {
  categories: Array<{ id: number; parentId: number; name: Record<Lang, string> }>;
  productIds: number[];
  /** The typed words did not all match; these are the names nearest to any of them. */
  nearest: boolean;
}

const namesAt = (index: SearchIndex, product: number): SearchNames =>
  namesOfSearchText(index.names.slice(index.starts[product], index.starts[product + 1] - 1));

/**
 * A product's names as the index holds them, or undefined when it does not hold the product as last edited
 * (`updatedAt`: the product's updated_at now; added or edited since the index was built).
 */
export function indexedNames(index: SearchIndex, id: number, updatedAt: number): SearchNames | undefined {
  const product = index.positions.get(id);
  return product === undefined || index.updated[product] !== Number(updatedAt) ? undefined : namesAt(index, product);
}

const SAMPLE = 1000;

/** Whether the word is in the names of at least a tenth of the products (judged on the first thousand). */
export function isCommon(index: SearchIndex, word: string): boolean {
  const sample = Math.min(SAMPLE, index.ids.length);
  const names = index.names.slice(0, index.starts[sample]);
  let found = 0;
  for (let at = names.indexOf(word); at >= 0; at = names.indexOf(word, at + word.length)) {
    if (++found * 10 >= sample) return true;
  }
  return false;
}

/** The product whose names hold `position` of `index.names`. */
function productAt(index: SearchIndex, position: number): number {
  let low = 0;
  let high = index.ids.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (index.starts[middle] <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The products (positions, best sellers first) whose names hold every word, or with `every` false any of them; at
 * most `limit`. One pass of indexOf over all names for the longest word, the others checked on its matches.
 */
function matchingProducts(index: SearchIndex, words: string[], every: boolean, limit: number): number[] {
  const found = new Set<number>();
  const drivers = every ? [words.reduce((a, b) => (b.length > a.length ? b : a))] : words;
  for (const driver of drivers) {
    for (let at = index.names.indexOf(driver); at >= 0 && found.size < limit;) {
      const product = productAt(index, at);
      const names = index.names.slice(index.starts[product], index.starts[product + 1]);
      if (!every || words.every((word) => names.includes(word))) found.add(product);
      at = index.names.indexOf(driver, index.starts[product + 1]);
    }
  }
  return [...found].sort((a, b) => a - b).slice(0, limit);
}

/**
 * At most eight names for what is being typed: categories first (at most three), then products, each ranked. When
 * no name holds every word, the names holding any of them (the nearest matches).
 */
export function suggest(index: SearchIndex, query: string, words: string[], lang: Lang): Suggestions {
  for (const every of words.length > 1 ? [true, false] : [true]) {
    const categories = index.categories
      .filter((c) => (every ? words.every((w) => c.joined.includes(w)) : words.some((w) => c.joined.includes(w))))
      .map((c) => ({ c, id: c.id, sold: 0, score: relevance(c.names, query, words, lang) }))
      .sort(byRank)
      .slice(0, CATEGORY_SUGGESTIONS)
      .map(({ c }) => c);
    const products = matchingProducts(index, words, every, PRODUCTS_CONSIDERED)
      .map((product) => ({
        id: index.ids[product],
        sold: index.sold[product],
        score: relevance(namesAt(index, product), query, words, lang),
      }))
      .sort(byRank)
      .slice(0, SUGGESTIONS - categories.length);
    if (categories.length + products.length > 0) {
      return {
        categories: categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.display })),
        productIds: products.map((p) => p.id),
        nearest: !every,
      };
    }
  }
  return { categories: [], productIds: [], nearest: false };
}
