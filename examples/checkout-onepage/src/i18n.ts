import { registerTranslations } from '@mall/shared';
import { onePageEn } from './onepage-strings-en';

/** This checkout's own namespace: it brings its strings, the shell and @mall/shared bring theirs. */
export const ONE_PAGE_NAMESPACE = 'onepage';

registerTranslations(ONE_PAGE_NAMESPACE, {
  en: onePageEn,
  km: () => import('./onepage-strings-km').then((module) => module.onePageKm),
  zh: () => import('./onepage-strings-zh').then((module) => module.onePageZh),
});
