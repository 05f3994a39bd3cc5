// Product, category and banner pictures are drawn, not fetched: an SVG per (icon, hue, variant), named by its URL.
import sharp from 'sharp';
import type { Lang } from '../lib/lang';
import { photoHashOf } from './photo-urls';

export const IMAGE_ICONS = [
  'fruit',
  'leaf',
  'rice',
  'sauce',
  'cup',
  'bottle',
  'phone',
  'cable',
  'laptop',
  'appliance',
  'shirt',
  'dress',
  'shoe',
  'lipstick',
  'baby',
  'ball',
  'book',
  'pot',
  'bag',
  'gift',
] as const;
export type ImageIcon = (typeof IMAGE_ICONS)[number];
export type ImageKind = 'prod' | 'cat' | 'banner';

/** A link preview's size (Open Graph's recommended 1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** An SVG drawn as a PNG at the preview's size, whole and centred on the shop's page colour. */
export function renderPreviewPng(svg: string): Promise<Buffer> {
  const side = Number(/width="(\d+)"/.exec(svg)?.[1] ?? PREVIEW_SIZE.height);
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * PREVIEW_SIZE.height) / side) })
    .resize({ ...PREVIEW_SIZE, fit: 'contain', background: '#f4f6f9' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

const IMAGES = '/api/images/';

/**
 * Whether a picture address is one the shop holds: an uploaded photo or picture (its JPEG), or one of its own
 * drawings. Never another site, `javascript:` or `data:`.
 */
export function isShopPicture(url: string): boolean {
  if (photoHashOf(url) !== undefined) return true;
  return url.startsWith(IMAGES) && parseImagePath(url.slice(IMAGES.length)) !== undefined;
}

export function imageUrl(kind: ImageKind, icon: ImageIcon, hue: number, variant = 0): string {
  return `/api/images/${kind}/${icon}-${Math.round(((hue % 360) + 360) % 360)}-${variant}.svg`;
}

/** A banner's URL as the shopper gets it: with their language, so each language's drawing is cached on its own. */
export function bannerUrlFor(storedUrl: string, lang: Lang): string {
  return storedUrl.startsWith('/api/images/banner/') && !storedUrl.includes('?')
    ? `${storedUrl}?lang=${lang}`
    : storedUrl;
}

const NAME = /^(prod|cat|banner)\/([a-z]+)-(\d{1,3})-(\d)\.svg$/;

/** The picture a URL path (after /api/images/) names, or undefined when it names none. */
export function parseImagePath(
  path: string,
): { kind: ImageKind; icon: ImageIcon; hue: number; variant: number } | undefined {
  const m = NAME.exec(path);
  if (!m) return undefined;
  const icon = m[2] as ImageIcon;
  const hue = Number(m[3]);
  if (!IMAGE_ICONS.includes(icon) || hue > 359) return undefined;
  return { kind: m[1] as ImageKind, icon, hue, variant: Number(m[4]) };
}

// Each icon drawn in a 100×100 box, filled with the foreground colour `F` and accent `A`.
const ICON_SHAPES: Record<ImageIcon, string> = {
  fruit:
    '<circle cx="50" cy="58" r="30" fill="F"/><path d="M50 28c2-10 8-16 18-18-2 10-8 16-18 18z" fill="A"/><rect x="48" y="20" width="4" height="12" rx="2" fill="A"/>',
  leaf: '<path d="M20 80C20 40 45 18 85 15 82 55 60 80 20 80z" fill="F"/><path d="M22 78L70 30" stroke="A" stroke-width="4" stroke-linecap="round"/>',
  rice: '<path d="M22 40h56l-6 44H28z" fill="F"/><rect x="18" y="32" width="64" height="10" rx="5" fill="A"/><ellipse cx="50" cy="26" rx="22" ry="9" fill="#fff" opacity=".9"/>',
  sauce:
    '<rect x="40" y="12" width="20" height="14" rx="3" fill="A"/><path d="M36 26h28l6 14v44a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V40z" fill="F"/><rect x="36" y="50" width="28" height="18" rx="3" fill="#fff" opacity=".85"/>',
  cup: '<path d="M22 34h50l-6 48a6 6 0 0 1-6 5H34a6 6 0 0 1-6-5z" fill="F"/><path d="M72 44h6a10 10 0 0 1 0 20h-8" stroke="F" stroke-width="6" fill="none"/><path d="M38 12c-4 6 4 10 0 16M52 12c-4 6 4 10 0 16" stroke="A" stroke-width="4" fill="none" stroke-linecap="round"/>',
  bottle:
    '<rect x="42" y="8" width="16" height="12" rx="3" fill="A"/><path d="M40 20h20v10l8 12v42a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V42l8-12z" fill="F"/><rect x="32" y="52" width="36" height="16" fill="#fff" opacity=".85"/>',
  phone:
    '<rect x="28" y="8" width="44" height="84" rx="9" fill="F"/><rect x="33" y="16" width="34" height="62" rx="3" fill="#fff" opacity=".9"/><circle cx="50" cy="85" r="3.5" fill="A"/>',
  cable:
    '<rect x="16" y="38" width="26" height="24" rx="5" fill="F"/><rect x="6" y="44" width="10" height="4" fill="A"/><rect x="6" y="52" width="10" height="4" fill="A"/><path d="M42 50c20 0 14 30 36 30h8" stroke="F" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="80" y="72" width="14" height="16" rx="3" fill="A"/>',
  laptop:
    '<rect x="18" y="20" width="64" height="44" rx="4" fill="F"/><rect x="23" y="25" width="54" height="34" rx="2" fill="#fff" opacity=".9"/><path d="M8 68h84l-6 10H14z" fill="A"/>',
  appliance:
    '<rect x="24" y="8" width="52" height="84" rx="6" fill="F"/><rect x="24" y="36" width="52" height="3" fill="#fff" opacity=".9"/><rect x="64" y="16" width="4" height="14" rx="2" fill="A"/><rect x="64" y="46" width="4" height="20" rx="2" fill="A"/>',
  shirt:
    '<path d="M34 12l-22 12 8 18 8-4v50h44V38l8 4 8-18-22-12c-2 8-8 12-16 12s-14-4-16-12z" fill="F"/><path d="M42 14c2 5 5 8 8 8s6-3 8-8" stroke="A" stroke-width="4" fill="none"/>',
  dress:
    '<path d="M38 8h24l-4 22 22 60H20l22-60z" fill="F"/><rect x="38" y="30" width="24" height="6" rx="3" fill="A"/>',
  shoe: '<path d="M10 70V44c10 0 14-6 16-14 8 4 18 6 22 14 14 4 34 8 40 18v8z" fill="F"/><rect x="8" y="70" width="84" height="10" rx="5" fill="A"/><path d="M36 44l6-4M42 50l6-4" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  lipstick:
    '<path d="M40 16l20-8v34H40z" fill="A"/><rect x="36" y="42" width="28" height="10" rx="2" fill="#fff" opacity=".85"/><rect x="34" y="52" width="32" height="38" rx="4" fill="F"/>',
  baby: '<rect x="38" y="6" width="24" height="10" rx="4" fill="A"/><path d="M44 16h12l-2 8h-8z" fill="A"/><rect x="32" y="24" width="36" height="66" rx="12" fill="F"/><path d="M40 44h20M40 56h20M40 68h20" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  ball: '<circle cx="50" cy="50" r="38" fill="F"/><path d="M50 12v76M12 50h76M22 24c16 14 16 38 0 52M78 24c-16 14-16 38 0 52" stroke="A" stroke-width="3.5" fill="none"/>',
  book: '<path d="M14 20c12-4 24-4 36 4v64c-12-8-24-8-36-4z" fill="F"/><path d="M86 20c-12-4-24-4-36 4v64c12-8 24-8 36-4z" fill="F" opacity=".8"/><path d="M22 34c8-2 14-1 20 2M22 44c8-2 14-1 20 2" stroke="A" stroke-width="3" stroke-linecap="round"/>',
  pot: '<rect x="14" y="40" width="72" height="8" rx="4" fill="A"/><path d="M20 48h60v26a12 12 0 0 1-12 12H32a12 12 0 0 1-12-12z" fill="F"/><rect x="42" y="30" width="16" height="10" rx="4" fill="A"/><rect x="4" y="52" width="16" height="6" rx="3" fill="F"/><rect x="80" y="52" width="16" height="6" rx="3" fill="F"/>',
  bag: '<path d="M18 34h64l-6 56H24z" fill="F"/><path d="M36 40V28a14 14 0 0 1 28 0v12" stroke="A" stroke-width="6" fill="none" stroke-linecap="round"/>',
  gift: '<rect x="16" y="38" width="68" height="50" rx="4" fill="F"/><rect x="12" y="28" width="76" height="14" rx="4" fill="F"/><rect x="46" y="28" width="8" height="60" fill="A"/><path d="M50 28c-10-16-26-10-18 0M50 28c10-16 26-10 18 0" stroke="A" stroke-width="5" fill="none"/>',
};

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h} ${s}% ${l}%)`;
}

function iconMarkup(icon: ImageIcon, hue: number, x: number, y: number, scale: number, rotate: number): string {
  const shape = ICON_SHAPES[icon]
    .replace(/"F"/g, `"${hsl(hue, 62, 42)}"`)
    .replace(/"A"/g, `"${hsl((hue + 35) % 360, 70, 30)}"`);
  return `<g transform="translate(${x} ${y}) rotate(${rotate} 50 50) scale(${scale})">${shape}</g>`;
}

/** What a banner says, by its variant: a headline (one or two lines) and a short line. */
interface BannerCopy {
  headline: string[];
  line: string;
}
const BANNER_COPY: Record<Lang, BannerCopy[]> = {
  en: [
    { headline: ['Fresh fruit', 'every morning'], line: 'Picked at dawn, at your door the same day' },
    { headline: ['Deals of the week'], line: 'Phones and gadgets at their best prices' },
    { headline: ['Free delivery', 'from $50'], line: 'Anywhere in downtown Phnom Penh' },
    { headline: ['New arrivals'], line: 'Fresh styles for the new season' },
  ],
  km: [
    { headline: ['ផ្លែឈើស្រស់', 'រៀងរាល់ព្រឹក'], line: 'បេះពេលព្រលឹម ដឹកដល់ផ្ទះក្នុងថ្ងៃតែមួយ' },
    { headline: ['ប្រូម៉ូសិនប្រចាំសប្ដាហ៍'], line: 'ទូរស័ព្ទ និងគ្រឿងអេឡិចត្រូនិក តម្លៃពិសេស' },
    { headline: ['ដឹកជញ្ជូនឥតគិតថ្លៃ', 'ចាប់ពី $50'], line: 'គ្រប់ទីកន្លែងក្នុងកណ្ដាលក្រុងភ្នំពេញ' },
    { headline: ['ទំនិញមកដល់ថ្មី'], line: 'ម៉ូដថ្មីៗសម្រាប់រដូវកាលថ្មី' },
  ],
  zh: [
    { headline: ['新鲜水果', '每天早上到'], line: '清晨采摘，当天送到家' },
    { headline: ['本周特惠'], line: '手机和数码产品超值价' },
    { headline: ['满 $50 免运费'], line: '金边市中心均可配送' },
    { headline: ['新品上市'], line: '新季新款，抢先看' },
  ],
};

// How a headline's lines read as one line of text, e.g. for the picture's alt text.
const HEADLINE_JOIN: Record<Lang, string> = { en: ' ', km: ' ', zh: '，' };

function bannerCopy(variant: number, lang: Lang): BannerCopy {
  return BANNER_COPY[lang][variant % BANNER_COPY[lang].length];
}

/** The headline a drawn banner shows in `lang`, on one line; undefined when the URL names no drawn banner. */
export function bannerHeadline(storedUrl: string, lang: Lang): string | undefined {
  const prefix = '/api/images/';
  const picture = storedUrl.startsWith(prefix)
    ? parseImagePath(storedUrl.slice(prefix.length).split('?')[0])
    : undefined;
  if (picture?.kind !== 'banner') return undefined;
  return bannerCopy(picture.variant, lang).headline.join(HEADLINE_JOIN[lang]);
}

// Pictures shown with <img> cannot load web fonts: name the fonts phones and desktops already have for each script.
const BANNER_FONTS: Record<Lang, string> = {
  en: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  km: "'Noto Sans Khmer', 'Khmer Sangam MN', 'Kantumruy Pro', 'Khmer OS', 'Khmer OS System', 'Leelawadee UI', sans-serif",
  zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif",
};
// Khmer stacks vowels above and below the line: smaller type, more room between lines.
const BANNER_TYPE: Record<Lang, { headline: number; gap: number; line: number; lineGap: number }> = {
  en: { headline: 46, gap: 54, line: 22, lineGap: 30 },
  km: { headline: 40, gap: 62, line: 21, lineGap: 40 },
  zh: { headline: 48, gap: 58, line: 23, lineGap: 32 },
};
/** The carousel's dots sit over the bottom of the picture (a tall band on a phone): words stay above it. */
const BANNER_TEXT_BAND = { top: 20, bottom: 232 };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A rough width of text in px (Latin letters are narrower than Khmer and Chinese), to keep text clear of the picture. */
function textWidth(text: string, size: number): number {
  let width = 0;
  for (const ch of text)
    width += /[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/.test(ch)
      ? 1
      : /[\u1780-\u17ff]/.test(ch)
        ? /[\u17b4-\u17d3]/.test(ch)
          ? 0.05
          : 0.62
        : 0.56;
  return width * size;
}

/** Text that fits `max` px: squeezed a little when a long translation would run into the picture. */
function fittedText(text: string, x: number, y: number, size: number, max: number, attrs: string): string {
  const fit = textWidth(text, size) > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}"${fit} ${attrs}>${escapeXml(text)}</text>`;
}

function renderBanner(icon: ImageIcon, hue: number, variant: number, lang: Lang): string {
  const copy = bannerCopy(variant, lang);
  const type = BANNER_TYPE[lang];
  const textArea = 410;
  const lines = copy.headline.length;
  // Centre the block (headline cap height, further headline lines, the short line) in the text band.
  const blockHeight = type.headline * 0.75 + (lines - 1) * type.gap + type.lineGap + type.line * 0.75;
  const top = Math.round((BANNER_TEXT_BAND.top + BANNER_TEXT_BAND.bottom - blockHeight) / 2 + type.headline * 0.75);
  const headline = copy.headline
    .map((text, i) =>
      fittedText(text, 56, top + i * type.gap, type.headline, textArea, 'font-weight="700" fill="#fff"'),
    )
    .join('');
  const lineY = top + (lines - 1) * type.gap + type.lineGap + type.line * 0.75;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300" font-family="${BANNER_FONTS[lang]}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 72, 46)}"/>` +
    `<stop offset="1" stop-color="${hsl((hue + 40) % 360, 70, 32)}"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="url(#g)"/>` +
    `<circle cx="80" cy="290" r="110" fill="#fff" opacity=".08"/>` +
    `<circle cx="610" cy="150" r="${118 + variant * 3}" fill="#fff" opacity=".95"/>` +
    `<circle cx="610" cy="150" r="${134 + variant * 3}" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>` +
    iconMarkup(icon, hue, 505, 45, 2.1, variant % 2 ? -8 : 8) +
    headline +
    fittedText(copy.line, 56, lineY, type.line, textArea, 'fill="#fff" opacity=".92"') +
    `</svg>`
  );
}

/** The SVG text of a picture; the same arguments always draw the same picture. Banners speak `lang`. */
export function renderSvg(kind: ImageKind, icon: ImageIcon, hue: number, variant: number, lang: Lang = 'en'): string {
  if (kind === 'banner') return renderBanner(icon, hue, variant, lang);
  const bgTop = hsl(hue, 70, 93);
  const bgBottom = hsl((hue + 25) % 360, 65, 84);
  const size = kind === 'cat' ? 120 : 400;
  const rotate = [0, -10, 10, -4, 6][variant % 5];
  const scale = kind === 'cat' ? 0.9 : [2.6, 2.3, 2.8, 2.5, 2.4][variant % 5];
  const offset = (size - 100 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/>` +
    `<stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" rx="${kind === 'cat' ? 60 : 0}" fill="url(#g)"/>` +
    (kind === 'prod'
      ? `<ellipse cx="${size / 2}" cy="${size * 0.86}" rx="${size * 0.3}" ry="${size * 0.04}" fill="#000" opacity=".08"/>`
      : '') +
    iconMarkup(icon, hue, offset, offset, scale, rotate) +
    `</svg>`
  );
}
