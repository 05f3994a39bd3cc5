import { commonEn } from '../i18n/locales/common-strings-en';
import { commonKm } from '../i18n/locales/common-strings-km';
import { commonZh } from '../i18n/locales/common-strings-zh';
import { detectLanguage, fieldSuffix, languageOf, storeLanguage } from '../i18n/languages';
import { useMallStore } from '../store';
import { ApiError } from '../api/client';
import { apiErrorMessage, changeI18nLanguage, errorMessage, i18n, initI18n, registerTranslations } from '../i18n/i18n';
import { localized } from '../i18n/localized';
import { STORAGE_KEYS } from '../storage-keys';
import { ERROR_CODE, MERCHANT_ERROR_CODE } from '../contracts';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leavesOf(value: object): string[] {
  return Object.values(value).flatMap((child) =>
    typeof child === 'object' ? leavesOf(child as object) : [String(child)],
  );
}

/** The error catalogue's codes a shopper can meet, plus ours (123-126); the console translates its own (130-147). */
const CONSOLE_CODES: readonly number[] = Object.values(MERCHANT_ERROR_CODE);
const ERROR_CODES = Object.values(ERROR_CODE)
  .filter((code) => !CONSOLE_CODES.includes(code))
  .sort((a, b) => a - b);

beforeEach(() => localStorage.clear());

describe('the common namespace', () => {
  it('has exactly the same keys in Khmer, English and Chinese', () => {
    const english = keysOf(commonEn).sort();
    expect(keysOf(commonKm).sort()).toEqual(english);
    expect(keysOf(commonZh).sort()).toEqual(english);
  });

  it('has no empty string in any language', () => {
    for (const messages of [commonEn, commonKm, commonZh]) {
      expect(leavesOf(messages).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('covers the whole error catalogue', () => {
    for (const messages of [commonEn, commonKm, commonZh]) {
      expect(
        Object.keys(messages.error)
          .filter((key) => key !== 'unknown')
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(ERROR_CODES);
    }
  });

  it('really is translated: Khmer text is in Khmer script, Chinese in Han', () => {
    expect(commonKm.error[ERROR_CODE.wrongPassword]).toMatch(/[\u1780-\u17FF]/);
    expect(commonZh.error[ERROR_CODE.wrongPassword]).toMatch(/[\u4E00-\u9FFF]/);
    expect(commonKm.action.addToCart).not.toBe(commonEn.action.addToCart);
  });
});

describe('default language', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['cn', 'zh'],
    ['km-KH', 'km'],
    ['km', 'km'],
    ['kh', 'km'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
  ])('browser %s gives %s', (language, code) => {
    expect(detectLanguage({ language })).toBe(code);
  });

  it('a stored LANGUAGE wins over the browser', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'Kh');
    expect(detectLanguage({ language: 'zh-CN' })).toBe('km');
  });

  it("an address's ?lang= wins over the stored choice and the browser, and is not stored", () => {
    localStorage.setItem(STORAGE_KEYS.language, 'Kh');
    window.history.replaceState(null, '', '/mobile/product?prodId=3&lang=zh');
    expect(detectLanguage({ language: 'en-US' })).toBe('zh');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('Kh');
    window.history.replaceState(null, '', '/mobile/product?prodId=3&lang=fr');
    expect(detectLanguage({ language: 'en-US' })).toBe('km');
    window.history.replaceState(null, '', '/');
  });

  it('ignores a stored value that is not a language LANGUAGE holds', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(detectLanguage({ language: 'zh-CN' })).toBe('zh');
  });

  it('LANGUAGE keeps the stored spelling, and the API fields their suffix', () => {
    storeLanguage('zh');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('Cn');
    expect([fieldSuffix('km'), fieldSuffix('en'), fieldSuffix('zh')]).toEqual(['Kh', 'En', 'Cn']);
    expect([languageOf('km'), languageOf('En'), languageOf('zh-CN')]).toEqual(['km', 'en', 'zh']);
  });
});

describe('i18next', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('translates error codes, with a generic message for an unknown one', async () => {
    await changeI18nLanguage('en');
    expect(errorMessage(117)).toBe('The default address cannot be deleted.');
    expect(errorMessage(4242)).toBe(commonEn.error.unknown);
    await changeI18nLanguage('zh');
    expect(errorMessage(117)).toBe('默认地址不能删除。');
    expect(document.documentElement.lang).toBe('zh');
  });

  it('says what a failed call means: the refusal by its code, or the connection hint', async () => {
    await changeI18nLanguage('en');
    expect(apiErrorMessage(new ApiError('api', { codeId: ERROR_CODE.noStock }))).toBe(
      commonEn.error[ERROR_CODE.noStock],
    );
    expect(apiErrorMessage({ codeId: ERROR_CODE.defaultAddressUndeletable })).toBe(
      commonEn.error[ERROR_CODE.defaultAddressUndeletable],
    );
    expect(apiErrorMessage(new ApiError('network'))).toBe(commonEn.message.networkTrouble);
  });

  it('lets each remote register its own namespace, falling back to English', async () => {
    registerTranslations('catalog', {
      km: { title: 'ប្រភេទ' },
      en: { title: 'Categories', onlyEnglish: 'English only' },
      zh: { title: '分类' },
    });
    await changeI18nLanguage('km');
    expect(i18n.t('catalog:title')).toBe('ប្រភេទ');
    expect(i18n.t('catalog:onlyEnglish')).toBe('English only');
  });

  it('localized picks the language variant, then the plain field, then English', async () => {
    const product = { prodName: 'Rice', prodNameKh: 'អង្ករ', prodNameEn: 'Rice', prodNameCn: '大米' };
    expect(localized(product, 'prodName', 'zh')).toBe('大米');
    useMallStore.setState({ language: 'km' });
    expect(localized(product, 'prodName')).toBe('អង្ករ');
    expect(localized({ prodName: 'Plain', prodNameKh: '' }, 'prodName', 'km')).toBe('Plain');
    expect(localized({ prodNameEn: 'Only English' }, 'prodName', 'zh')).toBe('Only English');
    expect(localized(null, 'prodName')).toBe('');
  });
});
