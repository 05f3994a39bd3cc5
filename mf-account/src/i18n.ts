import { registerTranslations } from '@mall/shared';
import { accountEn } from './account-strings-en';

export const ACCOUNT_NAMESPACE = 'account';

// Only the chosen language is fetched; English (the fallback) is always in.
registerTranslations(ACCOUNT_NAMESPACE, {
  en: accountEn,
  km: () => import('./account-strings-km').then((module) => module.accountKm),
  zh: () => import('./account-strings-zh').then((module) => module.accountZh),
});
