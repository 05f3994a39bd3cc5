// @mall/shared/khans: Phnom Penh's khans and their names (api/src/schemas/khans.ts, the one list). An entry of its own,
// not the package's main one: the list and its three languages load with the pages that show addresses, not with
// every shopper page's first screen (the first-load budget).
import { KHANS, type KhanCode } from '../../api/src/schemas/khans';
import type { SiteSettings } from './contracts/entities';
import type { LanguageCode } from './i18n/languages';

export { KHANS };

type DeliveryArea = SiteSettings['delivery']['area'];

/** A khan's name in the language on screen. */
export function khanName(code: KhanCode, language: LanguageCode): string {
  const khan = KHANS.find((k) => k.code === code);
  if (!khan) return code;
  return language === 'km' ? khan.kh : language === 'zh' ? khan.cn : khan.en;
}

/** The khans the shop delivers to, named in `language` (every khan while the shop has not limited its area). */
export function deliveredKhanNames(area: DeliveryArea, language: LanguageCode): string[] {
  const codes = area.length > 0 ? area.map((a) => a.khan) : KHANS.map((k) => k.code);
  return codes.map((code) => khanName(code, language));
}
