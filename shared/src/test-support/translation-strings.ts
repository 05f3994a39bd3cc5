// For the apps' tests of their own translation strings. Test code only: not in the package index, and only tests
// import it, so no bundle carries it. Tests import it by path: `@mall/shared/*` names a file without its extension,
// which TypeScript does not resolve.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '../i18n/languages';
import { commonEn } from '../i18n/locales/common-strings-en';

type StringTree = { [key: string]: string | StringTree };

/** Every string of a namespace under its dotted key (`order.status.1`). */
export function stringsByKey(strings: object, prefix = ''): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const [key, value] of Object.entries(strings as StringTree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') byKey.set(name, value);
    else for (const [childKey, text] of stringsByKey(value, name)) byKey.set(childKey, text);
  }
  return byKey;
}

/** A namespace's strings in each language, each under its dotted key. */
export function stringsByLanguage(strings: Record<LanguageCode, object>): Record<LanguageCode, Map<string, string>> {
  return { km: stringsByKey(strings.km), en: stringsByKey(strings.en), zh: stringsByKey(strings.zh) };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const commonStrings = stringsByKey(commonEn);

/**
 * The keys an app's code (below `dir`, its tests left out) asks for with `t('…')` that its English strings do not
 * hold (a plural asks for `key`, the strings hold `key_one`); a `common:` key is looked up in the common namespace.
 * Each as `file: key`, with how many keys were asked for in all.
 */
export function keysNotTranslated(dir: string, english: Map<string, string>): { missing: string[]; asked: number } {
  const missing: string[] = [];
  let asked = 0;
  for (const file of sourceFiles(dir)) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\('([\w:.]+)'/g)) {
      asked += 1;
      const found = key.startsWith('common:')
        ? commonStrings.has(key.slice('common:'.length))
        : english.has(key) || english.has(`${key}_one`);
      if (!found) missing.push(`${path.basename(file)}: ${key}`);
    }
  }
  return { missing, asked };
}
