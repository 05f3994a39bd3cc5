import { registerTranslations } from '@mall/shared';
import { onePageEn } from './strings-en';

/** This checkout's own namespace: it brings its strings, the shell and @mall/shared bring theirs. */
export const ONE_PAGE_NAMESPACE = 'onepage';

registerTranslations(ONE_PAGE_NAMESPACE, {
  en: onePageEn,
  km: () => import('./strings-km').then((module) => module.onePageKm),
  zh: () => import('./strings-zh').then((module) => module.onePageZh),
});
