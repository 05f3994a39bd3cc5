import { registerTranslations } from '@mall/shared';
import { merchantEn } from './i18n-strings-en';

export const MERCHANT_NAMESPACE = 'merchant';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations(MERCHANT_NAMESPACE, {
  en: merchantEn,
  km: () => import('./i18n-strings-km').then((module) => module.merchantKm),
  zh: () => import('./i18n-strings-zh').then((module) => module.merchantZh),
});
