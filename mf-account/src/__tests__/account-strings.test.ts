import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { i18n, initI18n } from '@mall/shared';
import { accountStrings } from '../account-strings';

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

const en = leaves(accountStrings.en as unknown as Tree);
const km = leaves(accountStrings.km as unknown as Tree);
const zh = leaves(accountStrings.zh as unknown as Tree);
initI18n('en');
const common = leaves(i18n.getResourceBundle('en', 'common') as Tree);

describe('account strings', () => {
  it('have the same keys in Khmer, English and Chinese', () => {
    expect([...km.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('are written in Khmer on Khmer pages and in Chinese on Chinese pages', () => {
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '').replace(/ABA|QR/g, '');
    for (const [key, text] of km) if (/[A-Za-z]/.test(words(text))) throw new Error(`km ${key}: ${text}`);
    for (const [key, text] of zh) if (/[A-Za-z]{2,}/.test(words(text))) throw new Error(`zh ${key}: ${text}`);
    for (const [key, text] of km)
      if (words(text).trim() && !/[\u1780-\u17FF]/.test(text) && !/^[×\s\d]+$/.test(words(text)))
        throw new Error(`km ${key}`);
  });

  it('cover every key the pages ask for', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(path.join(__dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([\w:.]+)'/g)) {
        const key = match[1];
        checked += 1;
        if (key.startsWith('common:')) {
          if (!common.has(key.slice('common:'.length))) missing.push(`${path.basename(file)}: ${key}`);
        } else if (!en.has(key) && !en.has(`${key}_one`)) missing.push(`${path.basename(file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
