import { registerTranslations } from '@mall/shared';
import { accountEn } from './i18n-strings-en';

export const ACCOUNT_NAMESPACE = 'account';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations(ACCOUNT_NAMESPACE, {
  en: accountEn,
  km: () => import('./i18n-strings-km').then((module) => module.accountKm),
  zh: () => import('./i18n-strings-zh').then((module) => module.accountZh),
});
