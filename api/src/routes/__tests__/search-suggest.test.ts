// Suggestions while typing, and what a search with typos finds.
import { createTestApp, databases, type TestApp } from '../../../test/helpers';

describe.each(databases)('search/suggest (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const suggest = async (q: string, lang = 'en') => {
    const res = await t.app.inject({
      url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      nearest: boolean;
      list: Array<{ kind: string; id: number; parentId?: number; name: string }>;
    };
  };
  const search = async (q: string) =>
    (await t.app.inject({ url: `/api/prod/pageBySearch?prodName=${encodeURIComponent(q)}&size=50` })).json().data;

  it('names categories first, then products, eight at most, in the asked language', async () => {
    const found = await suggest('co');
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.length).toBeLessThanOrEqual(8);
    const kinds = found.list.map((item) => item.kind);
    expect(kinds.lastIndexOf('category')).toBeLessThan(Math.max(kinds.indexOf('product'), 0) || kinds.length);
    expect(found.list).toEqual(
      expect.arrayContaining([
        { kind: 'category', id: expect.any(Number), parentId: expect.any(Number), name: 'Coffee & tea' },
      ]),
    );
    const km = await suggest('coffee', 'km');
    expect(km.list.map((item) => item.name)).toEqual(expect.arrayContaining(['កាហ្វេម៉ដ្ឋ ៥០០ ក្រាម']));
  });

  it('forgives a typo and Khmer typed with zero-width spaces', async () => {
    expect((await suggest('Groud cof')).list.map((item) => item.name)).toContain('Ground coffee 500 g');
    expect((await suggest('ទឹកសុទ្ធ\u200Bមណ្ឌល', 'km')).list.map((item) => item.name)).toContain('ទឹកសុទ្ធមណ្ឌលគិរី');
  });

  it('offers the nearest names when not every word matches, and nothing for nothing', async () => {
    const nearest = await suggest('zzqqxx coffee');
    expect(nearest.nearest).toBe(true);
    expect(nearest.list.map((item) => item.name)).toContain('Ground coffee 500 g');
    expect(await suggest('zzqqxx')).toEqual({ nearest: false, list: [] });
    expect(await suggest('   ')).toEqual({ nearest: false, list: [] });
  });

  it('refuses a too-long query (99) and takes search syntax as text', async () => {
    const res = await t.app.inject({ url: `/api/search/suggest?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codeId: 99, msg: expect.any(String) });
    for (const odd of ['"', '100%', 'a_b', 'OR AND NOT', '*', '\u17D2', '\u200B'])
      expect((await suggest(odd)).list).toBeDefined();
  });

  it('forgives one edit in a word of 5-7 letters and two from 8, none under 5', async () => {
    expect((await search('Scisors')).total).toBeGreaterThan(0); // 7 letters, one edit
    expect((await search('Sciisorz')).total).toBeGreaterThan(0); // 8 letters, two edits
    expect((await search('Sciisorss')).total).toBeGreaterThan(0); // 9 letters, two edits
    expect((await search('Scsors')).total).toBe(0); // 6 letters, two edits
    expect((await search('kaet')).total).toBe(0); // 4 letters ("kale", one edit): not corrected
  });
});
