import { registerTranslations } from '@mall/shared';
import { catalogEn } from './i18n-strings-en';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations('catalog', {
  en: catalogEn,
  km: () => import('./i18n-strings-km').then((module) => module.catalogKm),
  zh: () => import('./i18n-strings-zh').then((module) => module.catalogZh),
});
