// All three languages together, for checks over every key (the app itself loads them one by one: see i18n.ts).
import { checkoutEn, type CheckoutStrings } from './checkout-strings-en';
import { checkoutKm } from './checkout-strings-km';
import { checkoutZh } from './checkout-strings-zh';

export const checkoutStrings = { en: checkoutEn, km: checkoutKm, zh: checkoutZh };
export type { CheckoutStrings };
