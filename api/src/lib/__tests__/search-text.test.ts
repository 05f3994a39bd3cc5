import { editDistance, editsForgiven, normalizeSearchText, searchWords } from '../search-text';

describe('normalizeSearchText', () => {
  it('folds case, full-width forms, spacing and zero-width characters', () => {
    expect(normalizeSearchText('  ＯＰＰＯ　Ａ７９ ')).toBe('oppo a79');
    expect(normalizeSearchText('Ground\t\n  COFFEE')).toBe('ground coffee');
    expect(normalizeSearchText('ទឹក\u200Bសុទ្ធ\u200C\u200D\uFEFF')).toBe('ទឹកសុទ្ធ');
    expect(normalizeSearchText('៥០០ ក្រាម')).toBe('500 ក្រាម');
  });

  it('puts Khmer marks typed in another order in the encoded order', () => {
    // vowel typed before the subscripts, coeng ro before coeng ta
    expect(normalizeSearchText('កនៃ្ត្រ')).toBe('កន្ត្រៃ');
    expect(normalizeSearchText('កន្រ្តៃ')).toBe('កន្ត្រៃ');
    // vowel before the subscript, sign before the vowel
    expect(normalizeSearchText('សណែ្ដក')).toBe('សណ្ដែក');
    expect(normalizeSearchText('ស៊ីអ៊ីវ')).toBe('ស៊ីអ៊ីវ');
    expect(normalizeSearchText('សំា')).toBe('សាំ');
    // a two-part vowel typed as its halves
    expect(normalizeSearchText('ដេាះ')).toBe('ដោះ');
    expect(normalizeSearchText('ជេីង')).toBe('ជើង');
  });

  it('gives every order of one syllable’s marks the same text', () => {
    const units = ['\u17D2\u178F', '\u17D2\u179A', '\u17C3', '\u17C6'];
    const orders = (rest: string[]): string[][] =>
      rest.length <= 1 ? [rest] : rest.flatMap((u, i) => orders(rest.filter((_, j) => j !== i)).map((o) => [u, ...o]));
    const written = new Set(orders(units).map((order) => normalizeSearchText(`ស${order.join('')}ក`)));
    expect([...written]).toEqual(['ស\u17D2\u178F\u17D2\u179A\u17C3\u17C6ក']);
  });

  it('leaves text already in order, and other scripts, as they are', () => {
    for (const text of ['ប្រវត្តិសាស្ត្រអង្គរ', 'ស្ត្រី', 'មណ្ឌលគិរី', '研磨咖啡500克', 'café'])
      expect(normalizeSearchText(text)).toBe(text.normalize('NFC'));
  });
});

describe('searchWords', () => {
  it('splits at spaces and Khmer runs into their words', () => {
    expect(searchWords('ground coffee')).toEqual(['ground', 'coffee']);
    expect(searchWords('ផ្ការំដួលអង្ករ')).toEqual(expect.arrayContaining(['អង្ករ']));
    expect(searchWords('ផ្ការំដួលអង្ករ').join('')).toBe('ផ្ការំដួលអង្ករ');
    expect(searchWords('ទូរស័ព្ទvivo')).toEqual(['ទូរស័ព្ទ', 'vivo']);
    expect(searchWords(' ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps, bounded', () => {
    expect(editDistance('groud', 'ground', 1)).toBe(1);
    expect(editDistance('mondullkiri', 'mondulkiri', 2)).toBe(1);
    expect(editDistance('skrit', 'skirt', 1)).toBe(1);
    expect(editDistance('vaccum', 'vacuum', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('abc', 'abcdef', 2)).toBe(3);
  });

  it('forgives none under five letters, one to seven, two from eight', () => {
    expect([4, 5, 7, 8, 12].map((n) => editsForgiven('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });
});
