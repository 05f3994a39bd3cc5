import path from 'node:path';
import { keysNotTranslated, stringsByLanguage } from '../../../shared/src/test-support/translation-strings';
import { merchantStrings } from '../merchant-strings';

const { km, en, zh } = stringsByLanguage(merchantStrings);
// Names merchants read as they are, in every language: file formats, apps, the phone, the national payment system, Telegram's BotFather.
const NAMES =
  /Google Authenticator|Microsoft Authenticator|App Store|Google Play|JPEG|PNG|WebP|AVIF|GIF|SVG|HEIC|iPhone|CSV|Telegram|BotFather|Bakong|KHQR|https:\/\//g;

describe('merchant console strings', () => {
  it('have the same keys in Khmer, English and Chinese', () => {
    expect([...km.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('are written in Khmer on Khmer pages and in Chinese on Chinese pages', () => {
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').replace(NAMES, '');
    for (const [key, text] of km) if (/[A-Za-z]/.test(words(text))) throw new Error(`km ${key}: ${text}`);
    for (const [key, text] of zh) if (/[A-Za-z]{2,}/.test(words(text))) throw new Error(`zh ${key}: ${text}`);
    for (const [key, text] of km) if (!/[\u1780-\u17FF]/.test(text)) throw new Error(`km ${key}: ${text}`);
    for (const [key, text] of zh) if (!/[\u4e00-\u9fff]/.test(text)) throw new Error(`zh ${key}: ${text}`);
  });

  it('keep every placeholder of the English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map(([found]) => found).sort();
    for (const [key, text] of en) {
      expect([key, placeholders(km.get(key)!)]).toEqual([key, placeholders(text)]);
      expect([key, placeholders(zh.get(key)!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('cover every key the console asks for', () => {
    const { missing, asked } = keysNotTranslated(path.join(__dirname, '..'), en);
    expect(missing).toEqual([]);
    expect(asked).toBeGreaterThan(150);
  });

  it('have a message for each of the merchant API codes, 130 to 142 and 147, and for 115 and 123 at sign-in', () => {
    for (let code = 130; code <= 142; code += 1) expect(en.has(`error.${code}`)).toBe(true);
    for (const code of [115, 123, 147, 160]) expect(en.has(`error.${code}`)).toBe(true);
  });
});
