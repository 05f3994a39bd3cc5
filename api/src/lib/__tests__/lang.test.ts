import { localize } from '../../repositories/localized-columns';
import { requestLanguage } from '../lang';
import { cents, money } from '../money';

const req = (value?: string) => ({ headers: value === undefined ? {} : { 'accept-language': value } });

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['km', 'km'],
    ['km-KH,km;q=0.9', 'km'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr;q=0.9,zh;q=0.8', 'zh'],
    ['en;q=0.5,km;q=0.9', 'km'],
    ['*', 'en'],
  ])('%j → %s', (header, lang) => {
    expect(requestLanguage(req(header))).toBe(lang);
  });
});

describe('localize', () => {
  const row = { name_kh: 'ស្វាយ', name_en: 'Mango', name_cn: '芒果' };
  it('gives the plain field in the language and the three variants', () => {
    expect(localize(row, 'name', 'zh', 'prodName')).toEqual({
      prodName: '芒果',
      prodNameKh: 'ស្វាយ',
      prodNameEn: 'Mango',
      prodNameCn: '芒果',
    });
    expect(localize(row, 'name', 'km')).toEqual({ name: 'ស្វាយ', nameKh: 'ស្វាយ', nameEn: 'Mango', nameCn: '芒果' });
  });
  it('falls back to English when the text is missing', () => {
    expect(localize({ ...row, name_kh: '' }, 'name', 'km', 'prodName').prodName).toBe('Mango');
  });
});

describe('money', () => {
  it('converts between cents and dollars without float noise', () => {
    expect(money(1250)).toBe(12.5);
    expect(money(1999)).toBe(19.99);
    expect(cents(19.99)).toBe(1999);
    expect(cents(0.07)).toBe(7);
  });
});
