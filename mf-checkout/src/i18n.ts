import { registerTranslations } from '@mall/shared';
import { checkoutEn } from './i18n-strings-en';

export const CHECKOUT_NAMESPACE = 'checkout';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations(CHECKOUT_NAMESPACE, {
  en: checkoutEn,
  km: () => import('./i18n-strings-km').then((module) => module.checkoutKm),
  zh: () => import('./i18n-strings-zh').then((module) => module.checkoutZh),
});
