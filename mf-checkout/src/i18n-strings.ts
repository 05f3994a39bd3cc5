// All three languages together, for checks over every key (the app itself loads them one by one: see i18n.ts).
import { checkoutEn, type CheckoutStrings } from './i18n-strings-en';
import { checkoutKm } from './i18n-strings-km';
import { checkoutZh } from './i18n-strings-zh';

export const checkoutStrings = { en: checkoutEn, km: checkoutKm, zh: checkoutZh };
export type { CheckoutStrings };
