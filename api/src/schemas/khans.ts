// Phnom Penh's fourteen khans, the one list the API, the shopper apps and the console use (docs/DECISIONS.md).
// Dependency-free on purpose: @mall/shared bundles this file into the browser apps, as it does codes.ts.

export const KHANS = [
  { code: 'chamkar-mon', kh: 'ចំការមន', en: 'Chamkar Mon', cn: '桑园区' },
  { code: 'doun-penh', kh: 'ដូនពេញ', en: 'Doun Penh', cn: '隆边区' },
  { code: 'prampir-makara', kh: '៧មករា', en: 'Prampir Makara', cn: '玛卡区' },
  { code: 'tuol-kouk', kh: 'ទួលគោក', en: 'Tuol Kouk', cn: '堆谷区' },
  { code: 'dangkao', kh: 'ដង្កោ', en: 'Dangkao', cn: '朗哥区' },
  { code: 'mean-chey', kh: 'មានជ័យ', en: 'Mean Chey', cn: '棉芷区' },
  { code: 'russey-keo', kh: 'ឫស្សីកែវ', en: 'Russey Keo', cn: '雷西郊区' },
  { code: 'saensokh', kh: 'សែនសុខ', en: 'Saensokh', cn: '森速区' },
  { code: 'pou-senchey', kh: 'ពោធិ៍សែនជ័យ', en: 'Pou Senchey', cn: '波森芷区' },
  { code: 'chraoy-chongvar', kh: 'ជ្រោយចង្វារ', en: 'Chraoy Chongvar', cn: '水净华区' },
  { code: 'praek-pnov', kh: 'ព្រែកព្នៅ', en: 'Praek Pnov', cn: '布雷诺区' },
  { code: 'chbar-ampov', kh: 'ច្បារអំពៅ', en: 'Chbar Ampov', cn: '夏巴安波区' },
  { code: 'boeng-keng-kang', kh: 'បឹងកេងកង', en: 'Boeng Keng Kang', cn: '万景岗区' },
  { code: 'kamboul', kh: 'កំបូល', en: 'Kamboul', cn: '甘波区' },
] as const;

export type Khan = (typeof KHANS)[number];
export type KhanCode = Khan['code'];

export const KHAN_CODES: readonly KhanCode[] = KHANS.map((k) => k.code);

export function isKhanCode(value: unknown): value is KhanCode {
  return typeof value === 'string' && (KHAN_CODES as readonly string[]).includes(value);
}
