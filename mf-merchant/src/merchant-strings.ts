// All three languages together, for checks over every key (the app itself loads them one by one: see i18n.ts).
import { merchantEn, type MerchantStrings } from './merchant-strings-en';
import { merchantKm } from './merchant-strings-km';
import { merchantZh } from './merchant-strings-zh';

export const merchantStrings = { en: merchantEn, km: merchantKm, zh: merchantZh };
export type { MerchantStrings };
