// What search keeps in memory: the words of every on-sale name (to correct a typed word against), the names
// themselves (for suggestions while typing) and the categories. Built from the database, rebuilt in the background
// once it is a minute old, so a product a merchant names now is corrected towards and suggested within a minute.
import type { Db } from '../db';
import type { Lang } from '../lib/lang';
import { editDistance, editsForgiven, isLatinWord, normalizeSearchText } from '../lib/search-text';
import { loadCategoryNames, loadSearchNames } from '../repositories/product-search';

const SHOP_ID = 1;
const REBUILD_AFTER_MS = 60_000;
const LATIN_WORD = /[\p{Script=Latin}\p{N}'-]*\p{Script=Latin}[\p{Script=Latin}\p{N}'-]*/gu;

/** A product's or category's names in the search normal form, in the order km, en, zh. */
export type SearchNames = readonly [string, string, string];
const LANG_INDEX: Record<Lang, number> = { km: 0, en: 1, zh: 2 };

interface NamedEntry {
  id: number;
  names: SearchNames;
  joined: string; // the three names, for one substring check each
  sold: number;
}

interface CategoryEntry extends NamedEntry {
  parentId: number;
  display: Record<Lang, string>;
}

interface SearchIndex {
  words: Map<string, number>; // Latin word → how many names use it
  products: NamedEntry[]; // best sellers first
  categories: CategoryEntry[];
}

interface Held {
  index?: SearchIndex;
  building?: Promise<SearchIndex>;
  builtAt: number;
}
const held = new WeakMap<Db, Held>();

export const namesOf = (row: { name_kh: string; name_en: string; name_cn: string }): SearchNames => [
  normalizeSearchText(row.name_kh),
  normalizeSearchText(row.name_en),
  normalizeSearchText(row.name_cn),
];

async function build(db: Db): Promise<SearchIndex> {
  const [products, categories] = await Promise.all([loadSearchNames(db, SHOP_ID), loadCategoryNames(db)]);
  const words = new Map<string, number>();
  const entries = products
    .map((row) => {
      const names = namesOf(row);
      for (const word of names.join(' ').match(LATIN_WORD) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
      return { id: row.id, names, joined: names.join('\n'), sold: row.sold_num };
    })
    .sort((a, b) => b.sold - a.sold || a.id - b.id);
  const categoryEntries = categories
    .sort((a, b) => a.parent_id - b.parent_id || a.seq - b.seq || a.id - b.id)
    .map((row) => {
      const names = namesOf(row);
      for (const word of names.join(' ').match(LATIN_WORD) ?? []) words.set(word, (words.get(word) ?? 0) + 1);
      return {
        id: row.id,
        parentId: row.parent_id,
        names,
        joined: names.join('\n'),
        sold: 0,
        display: { km: row.name_kh, en: row.name_en, zh: row.name_cn },
      };
    });
  return { words, products: entries, categories: categoryEntries };
}

/** The index of this database: built on first use, then rebuilt in the background when a minute old. */
export async function searchIndex(db: Db): Promise<SearchIndex> {
  let entry = held.get(db);
  if (!entry) held.set(db, (entry = { builtAt: 0 }));
  const current = entry;
  if (!current.building && Date.now() - current.builtAt > REBUILD_AFTER_MS) {
    current.building = build(db)
      .then((index) => {
        current.index = index;
        current.builtAt = Date.now();
        return index;
      })
      .finally(() => {
        current.building = undefined;
      });
    // A failed background rebuild keeps the old index; the next call tries again.
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
const PRODUCTS_CONSIDERED = 2000;

export interface Suggestions {
  categories: Array<{ id: number; parentId: number; name: Record<Lang, string> }>;
  productIds: number[];
  /** The typed words did not all match; these are the names nearest to any of them. */
  nearest: boolean;
}

function matching<T extends NamedEntry>(entries: T[], words: string[], every: boolean, limit: number): T[] {
  const found: T[] = [];
  for (const entry of entries) {
    if (every ? words.every((w) => entry.joined.includes(w)) : words.some((w) => entry.joined.includes(w))) {
      found.push(entry);
      if (found.length >= limit) break;
    }
  }
  return found;
}

/**
 * At most eight names for what is being typed: categories first (at most three), then products, each ranked. When
 * no name holds every word, the names holding any of them (the nearest matches).
 */
export function suggest(index: SearchIndex, query: string, words: string[], lang: Lang): Suggestions {
  const rank = <T extends NamedEntry>(entries: T[]) =>
    entries
      .map((entry) => ({ entry, id: entry.id, sold: entry.sold, score: relevance(entry.names, query, words, lang) }))
      .sort(byRank)
      .map((ranked) => ranked.entry);
  for (const every of [true, false]) {
    const categories = rank(matching(index.categories, words, every, Infinity)).slice(0, CATEGORY_SUGGESTIONS);
    const products = rank(matching(index.products, words, every, PRODUCTS_CONSIDERED)).slice(
      0,
      SUGGESTIONS - categories.length,
    );
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
