import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/common-strings-en';
import { LANGUAGES, detectLanguage, languageOf, type LanguageCode } from './languages';

export const COMMON_NAMESPACE = 'common';

/** One language's strings, given as they are or as a loader of their own chunk (fetched when that language is used). */
export type LanguageStrings<T extends object> = T | (() => Promise<T>);

/**
 * A namespace's strings in every language; all three must hold the same keys. English, the fallback,
 * is given as it is (so a key never shows while another language loads); Khmer and Chinese may be loaders.
 */
export interface Translations<T extends object = Record<string, unknown>> {
  km: LanguageStrings<T>;
  en: T;
  zh: LanguageStrings<T>;
}

type StringsLoader = () => Promise<object>;

/** Languages whose strings are not in the first load: namespace → loader, per language. */
const pendingLoaders: Record<LanguageCode, Map<string, StringsLoader>> = {
  km: new Map(),
  en: new Map(),
  zh: new Map(),
};
/** Loads under way, so a namespace is fetched once however many callers wait for it. */
const loadsUnderWay = new Map<string, Promise<void>>();

function loadNamespace(code: LanguageCode, namespace: string): Promise<void> {
  const key = `${code}:${namespace}`;
  const underWay = loadsUnderWay.get(key);
  if (underWay) return underWay;
  const loader = pendingLoaders[code].get(namespace);
  if (!loader) return Promise.resolve();
  const load = loader().then(
    (strings) => {
      pendingLoaders[code].delete(namespace);
      i18next.addResourceBundle(code, namespace, strings, true, true);
    },
    (error: unknown) => {
      // English stays on screen; the next switch or remote load tries again.
      console.warn(`Strings ${key} could not be loaded`, error);
    },
  );
  const settled = load.finally(() => loadsUnderWay.delete(key));
  loadsUnderWay.set(key, settled);
  return settled;
}

/** Fetches every registered namespace's strings of one language not loaded yet, and waits for loads already under way. */
export function loadLanguage(code: LanguageCode): Promise<void> {
  const starting = [...pendingLoaders[code].keys()].map((namespace) => loadNamespace(code, namespace));
  const underWay = [...loadsUnderWay].filter(([key]) => key.startsWith(`${code}:`)).map(([, load]) => load);
  return Promise.all([...starting, ...underWay]).then(() => undefined);
}

/** The language on screen, or the one being switched to (its strings are the ones to fetch). */
function targetLanguage(): LanguageCode {
  return requestedLanguage ?? languageOf(i18next.language);
}

/**
 * Resolves once the chosen language's strings are in (a remote page registers its namespace as it loads:
 * the shell waits for this before drawing it, so the page never paints in the fallback language first).
 */
export function translationsReady(): Promise<void> {
  return loadLanguage(targetLanguage());
}

function registerLanguage(code: LanguageCode, namespace: string, strings: LanguageStrings<object>): void {
  if (typeof strings !== 'function') {
    pendingLoaders[code].delete(namespace);
    i18next.addResourceBundle(code, namespace, strings, true, true);
    return;
  }
  if (i18next.hasResourceBundle(code, namespace)) return;
  pendingLoaders[code].set(namespace, strings as StringsLoader);
}

/** The language being switched to last: an earlier, slower switch must not win. */
let requestedLanguage: LanguageCode | undefined;

/** The one i18next instance (shared as a singleton through federation). */
export const i18n = i18next;

/** Idempotent: the shell calls it at start, remotes may call it when run on their own, tests call it freely. */
export function initI18n(language: LanguageCode = detectLanguage()): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: { en: { [COMMON_NAMESPACE]: commonEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  registerLanguage('km', COMMON_NAMESPACE, () =>
    import('./locales/common-strings-km').then((module) => module.commonKm),
  );
  registerLanguage('zh', COMMON_NAMESPACE, () =>
    import('./locales/common-strings-zh').then((module) => module.commonZh),
  );
  // Until its strings arrive the page reads English; then it redraws in the chosen language.
  if (language !== 'en') void changeI18nLanguage(language);
  return i18next;
}

/** Each remote brings its own strings under its own namespace (`catalog`, `checkout`, `account`, `shell`). */
export function registerTranslations<T extends object>(namespace: string, translations: Translations<T>): void {
  initI18n();
  for (const code of LANGUAGES) registerLanguage(code, namespace, translations[code]);
  const target = targetLanguage();
  // The chosen language's strings are fetched at once; a switch under way waits for them too.
  if (pendingLoaders[target].has(namespace)) void loadNamespace(target, namespace).then(() => redrawIfShown(target));
}

/** react-i18next redraws on `languageChanged`: strings added late to the language on screen need that too. */
function redrawIfShown(code: LanguageCode): void {
  if (requestedLanguage === undefined && i18next.language === code) void i18next.changeLanguage(code);
}

/** Switches i18next only; the store's `setLanguage` calls this and also remembers the choice. */
export async function changeI18nLanguage(code: LanguageCode): Promise<void> {
  initI18n(code);
  requestedLanguage = code;
  // The switch happens once the language's strings are in: the page never shows keys or half a language.
  await loadLanguage(code);
  if (requestedLanguage !== code) return;
  requestedLanguage = undefined;
  await i18next.changeLanguage(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** The translated message of an API error code (`common:error.<code>`), or the generic one. */
export function errorMessage(codeId: number | undefined): string {
  initI18n();
  const fallback = i18next.t(`${COMMON_NAMESPACE}:error.unknown`);
  if (codeId === undefined) return fallback;
  return i18next.t(`${COMMON_NAMESPACE}:error.${codeId}`, { defaultValue: fallback });
}

/** What a failed call means to the shopper: an API refusal's translated message, else the connection hint. */
export function apiErrorMessage(error: unknown): string {
  const codeId = (error as { codeId?: unknown } | null)?.codeId;
  if (typeof codeId === 'number') return errorMessage(codeId);
  initI18n();
  return i18next.t(`${COMMON_NAMESPACE}:message.networkTrouble`);
}
