import path from 'node:path';
import { keysNotTranslated, stringsByLanguage } from '../../../shared/src/test-support/translation-strings';
import { accountStrings } from '../account-strings';

const { km, en, zh } = stringsByLanguage(accountStrings);

describe('account strings', () => {
  it('have the same keys in Khmer, English and Chinese', () => {
    expect([...km.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('are written in Khmer on Khmer pages and in Chinese on Chinese pages', () => {
    // Names as the shopper sees them on their phone: the bank app, the QR code, Telegram and its START button.
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').replace(/ABA|QR|Telegram|START/g, '');
    for (const [key, text] of km) if (/[A-Za-z]/.test(words(text))) throw new Error(`km ${key}: ${text}`);
    for (const [key, text] of zh) if (/[A-Za-z]{2,}/.test(words(text))) throw new Error(`zh ${key}: ${text}`);
    for (const [key, text] of km)
      if (words(text).trim() && !/[\u1780-\u17FF]/.test(text) && !/^[×\s\d]+$/.test(words(text)))
        throw new Error(`km ${key}`);
  });

  it('cover every key the pages ask for', () => {
    const { missing, asked } = keysNotTranslated(path.join(__dirname, '..'), en);
    expect(missing).toEqual([]);
    expect(asked).toBeGreaterThan(50);
  });
});
