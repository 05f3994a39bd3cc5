import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

const BATCH = 2000;

// The search normal form and search_text as they stood when this migration was written, frozen here: a migration's
// result must not change when today's search code (lib/search-text.ts, repositories/product-search.ts) changes, and
// a migration imports nothing from the layers that import the database. A later change to the normal form brings its
// own migration.

const ZERO_WIDTH = /\u200B|\u200C|\u200D|\u2060|\uFEFF|\u17B4|\u17B5/g;
const KHMER_DIGIT = /[\u17E0-\u17E9]/g;
const COENG = '\u17D2';
const RO = '\u179A';
const KHMER_MARK = /[\u17B6-\u17D3\u17DD]/;

/**
 * Khmer marks after a consonant in the order Unicode encodes them: subscripts (coeng + consonant, ro last), register
 * shifters, robat, the dependent vowel, then the other signs. Phone keyboards let people type them in any order, and
 * the rendered syllable looks the same.
 */
function markRank(unit: string): number {
  if (unit[0] === COENG) return unit[1] === RO ? 1 : 0;
  const code = unit.charCodeAt(0);
  if (code === 0x17c9 || code === 0x17ca) return 2;
  if (code === 0x17cc) return 3;
  if (code >= 0x17b6 && code <= 0x17c5) return 4;
  return 5;
}

// A vowel typed in two parts (e + aa, e + ii) is the one two-part vowel Unicode has for it.
const SPLIT_VOWELS: Record<string, string> = { '\u17C1\u17B6': '\u17C4', '\u17C1\u17B8': '\u17BE' };

// Only text with some mark out of that order (most text has none) is rewritten: a subscript after a vowel or sign,
// ro's subscript before another, a vowel or sign before a shifter or robat, a sign before a vowel, a split vowel.
const OUT_OF_ORDER =
  /[\u17B6-\u17D1\u17D3\u17DD]\u17D2|\u17D2\u179A\u17D2(?!\u179A)|[\u17C6-\u17C8\u17CB\u17CD-\u17D1\u17D3\u17DD][\u17B6-\u17C5\u17C9\u17CA\u17CC]|[\u17B6-\u17C5\u17CC][\u17C9\u17CA]|[\u17B6-\u17C5]\u17CC|\u17C1[\u17B6\u17B8]/;

function reorderKhmerMarks(text: string): string {
  if (!OUT_OF_ORDER.test(text)) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    out += text[i];
    i += 1;
    const units: string[] = [];
    while (i < text.length) {
      if (text[i] === COENG && i + 1 < text.length && !KHMER_MARK.test(text[i + 1])) {
        units.push(text.slice(i, i + 2));
        i += 2;
      } else if (KHMER_MARK.test(text[i]) && text[i] !== COENG) {
        units.push(text[i]);
        i += 1;
      } else break;
    }
    if (units.length === 0) continue;
    const ordered = units
      .map((unit, index) => ({ unit, index }))
      .sort((a, b) => markRank(a.unit) - markRank(b.unit) || a.index - b.index);
    out += ordered
      .map((o) => o.unit)
      .join('')
      .replace(/\u17C1[\u17B6\u17B8]/g, (pair) => SPLIT_VOWELS[pair]);
  }
  return out;
}

/**
 * The one normal form of searched text: NFKC, lower case, no zero-width or control characters, Khmer marks in order,
 * single spaces.
 */
function normalizeSearchText(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .toLowerCase();
  return reorderKhmerMarks(plain).normalize('NFC').replace(/\s+/g, ' ').trim();
}

const TEXT_ORDER = ['name_kh', 'name_en', 'name_cn', 'brief_kh', 'brief_en', 'brief_cn'] as const;

function searchTextOf(product: Record<(typeof TEXT_ORDER)[number], string>): string {
  return TEXT_ORDER.map((column) => normalizeSearchText(product[column])).join('\n');
}

// search_text becomes names and briefs in the search normal form (NFKC, no zero-width characters, Khmer marks in
// order): rewritten for every product, in batches; the triggers and the generated pairs column follow it.
export function forgivingSearch(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('product')
          .select(['id', 'name_kh', 'name_en', 'name_cn', 'brief_kh', 'brief_en', 'brief_cn'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        if (rows.length === 0) return;
        for (const row of rows) {
          await db
            .updateTable('product')
            .set({ search_text: searchTextOf(row) })
            .where('id', '=', row.id)
            .execute();
        }
        after = rows[rows.length - 1].id;
      }
    },
  };
}
