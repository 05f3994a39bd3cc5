// What is typed and what is indexed go through the same normalisation: both sides meet in one form whatever the
// keyboard produced (full-width letters, zero-width spaces, Khmer marks typed in another order).

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
export function normalizeSearchText(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .toLowerCase();
  return reorderKhmerMarks(plain).normalize('NFC').replace(/\s+/g, ' ').trim();
}

const khmerWords = new Intl.Segmenter('km', { granularity: 'word' });
const KHMER_RUN = /[\u1780-\u17FF]+/g;

/**
 * The words of normalised text: split at spaces, and a run of Khmer (written without spaces between words) split
 * again into its words by the Khmer dictionary of Intl.Segmenter. Each word is then found as a substring (the
 * trigram indexes), so a word the dictionary splits differently still matches.
 */
export function searchWords(normalized: string): string[] {
  const words: string[] = [];
  for (const part of normalized.split(' ')) {
    if (!part) continue;
    let rest = part;
    const khmer = part.match(KHMER_RUN);
    if (khmer) {
      for (const run of khmer) {
        for (const segment of khmerWords.segment(run)) if (segment.isWordLike) words.push(segment.segment);
        rest = rest.replace(run, ' ');
      }
      words.push(...rest.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)));
    } else words.push(part);
  }
  return [...new Set(words)];
}

/** Whether a word is written in Latin letters (the words typos are forgiven in). */
export const isLatinWord = (word: string) =>
  /^[\p{Script=Latin}\p{N}'-]+$/u.test(word) && /\p{Script=Latin}/u.test(word);

/** Edits forgiven in a Latin word: none under five letters, one up to seven, two in longer words. */
export function editsForgiven(word: string): number {
  const length = [...word].length;
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours), or `max + 1`
 * as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}
