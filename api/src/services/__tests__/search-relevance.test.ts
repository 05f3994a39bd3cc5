// The relevance set: queries as shoppers type them (typos, Khmer with zero-width spaces and marks in another order,
// partial words, names in another language), each with the product that must come in the first ten; an exact name
// must come first. Prints recall@10 and MRR for the note in BENCHMARKS.md.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';

type Lang = 'km' | 'en' | 'zh';
interface Case {
  query: string;
  lang: Lang;
  expect: string; // the product's English name in the test mall
  exact?: boolean; // the query is the product's name: it must come first
  kind: string;
}

const c = (kind: string, query: string, expect: string, lang: Lang = 'en', exact = false): Case => ({
  kind,
  query,
  expect,
  lang,
  exact,
});
const ZWSP = '\u200B';

const RELEVANCE_SET: Case[] = [
  c('exact', 'Ground coffee 500 g', 'Ground coffee 500 g', 'en', true),
  c('exact', 'Mondulkiri mineral water', 'Mondulkiri mineral water', 'en', true),
  c('exact', 'Scissors', 'Scissors', 'en', true),
  c('exact', 'Pro football', 'Pro football', 'en', true),
  c('exact', 'OPPO A79', 'OPPO A79', 'en', true),
  c('exact', 'Cotton shorts', 'Cotton shorts', 'en', true),
  c('exact', 'Classic sandals', 'Classic sandals', 'en', true),
  c('exact', 'Kampot pomelo', 'Kampot pomelo', 'en', true),
  c('typo', 'Groud coffee', 'Ground coffee 500 g'),
  c('typo', 'Mondullkiri mineral water', 'Mondulkiri mineral water'),
  c('typo', 'Scisors', 'Scissors'),
  c('typo', 'pomello', 'Kampot pomelo'),
  c('typo', 'strolller', 'Newborn baby stroller'),
  c('typo', 'backpak', 'Laptop backpack 15.6 inch'),
  c('typo', 'moisturizer', 'Vitamin C moisturiser'),
  c('typo', 'desk calender', 'Desk calendar 2027'),
  c('typo', 'bicyle', 'Outdoor bicycle'),
  c('typo', 'vaccum cleaner', 'Toshiba vacuum cleaner'),
  c('typo', 'troussers', 'Silk wide-leg trousers'),
  c('typo', 'jasmin rice', 'Organic Phka Rumduol jasmine rice 5 kg'),
  c('typo', 'instant noodels', 'Traditional instant noodles (pack of 5)'),
  c('typo', 'leathr shoes', 'Classic leather shoes'),
  c('typo', 'asus zenbok', 'ASUS Zenbook 14 OLED'),
  c('typo', 'infant formla', 'Premium infant formula 800 g'),
  c('typo', 'pleated skrit', 'Floral pleated skirt'),
  c('typo', 'coconut lotoin', 'Coconut body lotion'),
  c('typo', 'kroueng paste', 'Traditional yellow kroeung paste'),
  c('typo', 'mortar and pestel', 'Mortar and pestle'),
  c('typo', 'Mondulkri', 'Mondulkiri mineral water', 'km'),
  c('form', '\uFF2F\uFF30\uFF30\uFF2F\u3000\uFF21\uFF17\uFF19', 'OPPO A79', 'en', true),
  c('form', '  GROUND   COFFEE ', 'Ground coffee 500 g'),
  c('form', '\uFF56\uFF49\uFF56\uFF4F', 'vivo Y36'),
  c('form', 'xiaomi redmi', 'Xiaomi Redmi Note 13'),
  c('partial', 'zenb', 'ASUS Zenbook 14 OLED'),
  c('partial', 'strol', 'Everyday baby stroller'),
  c('partial', 'calend', 'Desk calendar 2027'),
  c('partial', 'mineral', 'Mondulkiri mineral water'),
  c('partial', 'angk', 'A history of Angkor'),
  c('partial', 'coffee', 'Coffee beans 1 kg'),
  c('partial', 'sandal', 'Classic sandals'),
  c('word order', 'coffee ground', 'Ground coffee 500 g'),
  c('word order', 'water mineral', 'Mondulkiri mineral water'),
  c('khmer', 'កន្ត្រៃ', 'Scissors', 'km', true),
  c('khmer', 'ទឹកសុទ្ធមណ្ឌលគិរី', 'Mondulkiri mineral water', 'km', true),
  c('khmer', 'ក្រូចថ្លុងកំពត', 'Kampot pomelo', 'km', true),
  c('khmer zwsp', `ទឹកសុទ្ធ${ZWSP}មណ្ឌលគិរី`, 'Mondulkiri mineral water', 'km', true),
  c('khmer zwsp', `កាហ្វេ${ZWSP}ម៉ដ្ឋ`, 'Ground coffee 500 g', 'km'),
  c('khmer zwsp', `រទេះរុញ${ZWSP}ទារក`, 'Newborn baby stroller', 'km'),
  c('khmer zwsp', `ស្បែកជើង${ZWSP}ស្បែក`, 'Classic leather shoes', 'km'),
  c('khmer zwsp', `ប្រវត្តិសាស្ត្រ${ZWSP}អង្គរ`, 'A history of Angkor', 'km', true),
  // The same syllables with their marks typed in another order (the vowel before the subscript, ro before ta, a
  // two-part vowel typed as its two halves).
  c('khmer order', 'កនៃ្ត្រ', 'Scissors', 'km', true),
  c('khmer order', 'កន្រ្តៃ', 'Scissors', 'km', true),
  c('khmer order', 'គឿ្រងលឿង', 'Traditional yellow kroeung paste', 'km'),
  c('khmer order', 'ទឹកដេាះគោម្សៅ', 'Premium infant formula 800 g', 'km'),
  c('khmer order', 'សណែ្ដក', 'Organic long beans', 'km'),
  c('khmer order', 'ស្បែកជេីង', 'Lightweight canvas shoes', 'km'),
  c('khmer partial', 'បាល់ទាត់', 'Pro football', 'km'),
  c('khmer words', 'អង្ករ ផ្ការំដួល', 'Organic Phka Rumduol jasmine rice 5 kg', 'km'),
  c('khmer words', `ផ្ការំដួល${ZWSP}អង្ករ`, 'Organic Phka Rumduol jasmine rice 5 kg', 'km'),
  c('chinese', '蒙多基里矿泉水', 'Mondulkiri mineral water', 'zh', true),
  c('chinese', '咖啡', 'Ground coffee 500 g', 'zh'),
  c('chinese', '婴儿推车', 'Newborn baby stroller', 'zh'),
  c('chinese', '剪刀', 'Scissors', 'zh', true),
  c('chinese', '足球', 'Pro football', 'zh'),
  c('other language', 'Mondulkiri mineral water', 'Mondulkiri mineral water', 'km', true),
  c('other language', 'scissors', 'Scissors', 'zh', true),
  c('other language', 'កន្ត្រៃ', 'Scissors', 'en', true),
  c('other language', '吴哥', 'A history of Angkor', 'en'),
  c('other language', 'Xiaomi', 'Xiaomi Redmi Note 13', 'km'),
  c('other language', 'pomelo', 'Kampot pomelo', 'zh'),
];

describe.each(databases)('search relevance (%s)', (kind) => {
  let t: TestApp;
  const idOf = new Map<string, number>();
  const ranks: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const rows = await t.db.selectFrom('product').select(['id', 'name_en']).execute();
    rows.forEach((row) => idOf.set(row.name_en, row.id));
  });
  afterAll(async () => {
    const found = ranks.filter((rank) => rank > 0).length;
    const mrr = ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranks.length;
    console.log(
      `search relevance (${kind}): ${ranks.length} queries, recall@10 ${(found / ranks.length).toFixed(3)}, MRR ${mrr.toFixed(3)}`,
    );
    await t.close();
  });

  it('names products of the test mall', () => {
    for (const { expect: name } of RELEVANCE_SET) expect(idOf.get(name)).toBeDefined();
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
  });

  it.each(RELEVANCE_SET.map((entry) => [entry.kind, entry.query, entry.lang, entry] as const))(
    '%s: "%s" (%s)',
    async (_kind, query, lang, entry) => {
      const res = await t.app.inject({
        url: `/api/prod/pageBySearch?prodName=${encodeURIComponent(query)}&size=10`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      const ids = (res.json().data.records as Array<{ prodId: number }>).map((record) => record.prodId);
      const rank = ids.indexOf(idOf.get(entry.expect)!) + 1;
      ranks.push(rank);
      expect(rank).toBeGreaterThan(0);
      if (entry.exact) expect(rank).toBe(1);
    },
  );
});
