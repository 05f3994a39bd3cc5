import { registerTranslations } from '@mall/shared';
import { merchantEn } from './merchant-strings-en';

export const MERCHANT_NAMESPACE = 'merchant';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations(MERCHANT_NAMESPACE, {
  en: merchantEn,
  km: () => import('./merchant-strings-km').then((module) => module.merchantKm),
  zh: () => import('./merchant-strings-zh').then((module) => module.merchantZh),
});
