import { registerTranslations } from '@mall/shared';
import { checkoutEn } from './checkout-strings-en';

export const CHECKOUT_NAMESPACE = 'checkout';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations(CHECKOUT_NAMESPACE, {
  en: checkoutEn,
  km: () => import('./checkout-strings-km').then((module) => module.checkoutKm),
  zh: () => import('./checkout-strings-zh').then((module) => module.checkoutZh),
});
