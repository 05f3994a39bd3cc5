import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { merchantStrings } from '../merchant-strings';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const en = leaves(merchantStrings.en as unknown as Tree);
const km = leaves(merchantStrings.km as unknown as Tree);
const zh = leaves(merchantStrings.zh as unknown as Tree);
// Names merchants read as they are, in every language: file formats, apps, the phone.
const NAMES =
  /Google Authenticator|Microsoft Authenticator|App Store|Google Play|JPEG|PNG|WebP|AVIF|GIF|SVG|HEIC|iPhone|CSV/g;

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
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(path.join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([\w.]+)'/g)) {
        checked += 1;
        if (!en.has(match[1]) && !en.has(`${match[1]}_one`)) missing.push(`${path.basename(file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('have a message for each of the merchant API codes, 130 to 142', () => {
    for (let code = 130; code <= 142; code += 1) expect(en.has(`error.${code}`)).toBe(true);
  });
});
