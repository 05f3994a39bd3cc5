// All three languages together, for checks over every key (the app itself loads them one by one: see i18n.ts).
import { accountEn, type AccountStrings } from './account-strings-en';
import { accountKm } from './account-strings-km';
import { accountZh } from './account-strings-zh';

export const accountStrings = { en: accountEn, km: accountKm, zh: accountZh };
export type { AccountStrings };
