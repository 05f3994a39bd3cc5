import { registerTranslations } from '@mall/shared';
import { catalogEn } from './catalog-strings-en';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations('catalog', {
  en: catalogEn,
  km: () => import('./catalog-strings-km').then((module) => module.catalogKm),
  zh: () => import('./catalog-strings-zh').then((module) => module.catalogZh),
});
