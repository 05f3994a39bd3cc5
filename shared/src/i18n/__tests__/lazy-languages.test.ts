import { changeI18nLanguage, i18n, initI18n, registerTranslations, translationsReady } from '../i18n';

const khmerTitle = 'ប្រភេទ';

test('only the chosen language is fetched, and a switch shows it once its strings are in', async () => {
  initI18n('en');
  const loadKhmer = jest.fn(() => Promise.resolve({ title: khmerTitle }));
  const loadChinese = jest.fn(() => Promise.resolve({ title: '分类' }));
  registerTranslations('shelf', { en: { title: 'Categories' }, km: loadKhmer, zh: loadChinese });

  expect(i18n.t('shelf:title')).toBe('Categories');
  expect(loadKhmer).not.toHaveBeenCalled();
  expect(loadChinese).not.toHaveBeenCalled();

  const switching = changeI18nLanguage('km');
  expect(i18n.t('shelf:title')).toBe('Categories'); // never a key or half a language while it loads
  await switching;
  expect(i18n.t('shelf:title')).toBe(khmerTitle);
  expect(i18n.t('common:action.addToCart')).toMatch(/[\u1780-\u17FF]/);
  expect(document.documentElement.lang).toBe('km');

  await changeI18nLanguage('en');
  await changeI18nLanguage('km');
  expect(loadKhmer).toHaveBeenCalledTimes(1);
  expect(loadChinese).not.toHaveBeenCalled();
});

test('a namespace registered while another language is shown is fetched in that language at once', async () => {
  await changeI18nLanguage('km');
  registerTranslations('basket', {
    en: { title: 'Basket' },
    km: () => Promise.resolve({ title: 'កន្ត្រក' }),
    zh: () => Promise.resolve({ title: '购物篮' }),
  });
  await translationsReady();
  expect(i18n.t('basket:title')).toBe('កន្ត្រក');
});

test('the last of two quick switches wins, and a language that cannot load falls back to English', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerTranslations('shelf2', {
    en: { title: 'Shelf' },
    km: () => Promise.resolve({ title: 'ធ្នើ' }),
    zh: () => Promise.reject(new Error('offline')),
  });
  const first = changeI18nLanguage('zh');
  const second = changeI18nLanguage('km');
  await Promise.all([first, second]);
  expect(i18n.language).toBe('km');
  await changeI18nLanguage('zh');
  expect(i18n.t('shelf2:title')).toBe('Shelf');
});
