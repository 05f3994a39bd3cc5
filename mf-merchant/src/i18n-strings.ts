// All three languages together, for checks over every key (the app itself loads them one by one: see i18n.ts).
import { merchantEn, type MerchantStrings } from './i18n-strings-en';
import { merchantKm } from './i18n-strings-km';
import { merchantZh } from './i18n-strings-zh';

export const merchantStrings = { en: merchantEn, km: merchantKm, zh: merchantZh };
export type { MerchantStrings };
