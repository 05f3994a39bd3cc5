// Product, category and banner pictures are drawn, not fetched: an SVG per (icon, hue, variant), named by its URL.
export const IMAGE_ICONS = [
  'fruit', 'leaf', 'rice', 'sauce', 'cup', 'bottle', 'phone', 'cable', 'laptop', 'appliance',
  'shirt', 'dress', 'shoe', 'lipstick', 'baby', 'ball', 'book', 'pot', 'bag', 'gift',
] as const;
export type ImageIcon = (typeof IMAGE_ICONS)[number];
export type ImageKind = 'prod' | 'cat' | 'banner';

export function imageUrl(kind: ImageKind, icon: ImageIcon, hue: number, variant = 0): string {
  return `/api/images/${kind}/${icon}-${Math.round(((hue % 360) + 360) % 360)}-${variant}.svg`;
}

const NAME = /^(prod|cat|banner)\/([a-z]+)-(\d{1,3})-(\d)\.svg$/;

/** The picture a URL path (after /api/images/) names, or undefined when it names none. */
export function parseImagePath(path: string): { kind: ImageKind; icon: ImageIcon; hue: number; variant: number } | undefined {
  const m = NAME.exec(path);
  if (!m) return undefined;
  const icon = m[2] as ImageIcon;
  const hue = Number(m[3]);
  if (!IMAGE_ICONS.includes(icon) || hue > 359) return undefined;
  return { kind: m[1] as ImageKind, icon, hue, variant: Number(m[4]) };
}

// Each icon drawn in a 100×100 box, filled with the foreground colour `F` and accent `A`.
const ICON_SHAPES: Record<ImageIcon, string> = {
  fruit: '<circle cx="50" cy="58" r="30" fill="F"/><path d="M50 28c2-10 8-16 18-18-2 10-8 16-18 18z" fill="A"/><rect x="48" y="20" width="4" height="12" rx="2" fill="A"/>',
  leaf: '<path d="M20 80C20 40 45 18 85 15 82 55 60 80 20 80z" fill="F"/><path d="M22 78L70 30" stroke="A" stroke-width="4" stroke-linecap="round"/>',
  rice: '<path d="M22 40h56l-6 44H28z" fill="F"/><rect x="18" y="32" width="64" height="10" rx="5" fill="A"/><ellipse cx="50" cy="26" rx="22" ry="9" fill="#fff" opacity=".9"/>',
  sauce: '<rect x="40" y="12" width="20" height="14" rx="3" fill="A"/><path d="M36 26h28l6 14v44a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V40z" fill="F"/><rect x="36" y="50" width="28" height="18" rx="3" fill="#fff" opacity=".85"/>',
  cup: '<path d="M22 34h50l-6 48a6 6 0 0 1-6 5H34a6 6 0 0 1-6-5z" fill="F"/><path d="M72 44h6a10 10 0 0 1 0 20h-8" stroke="F" stroke-width="6" fill="none"/><path d="M38 12c-4 6 4 10 0 16M52 12c-4 6 4 10 0 16" stroke="A" stroke-width="4" fill="none" stroke-linecap="round"/>',
  bottle: '<rect x="42" y="8" width="16" height="12" rx="3" fill="A"/><path d="M40 20h20v10l8 12v42a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V42l8-12z" fill="F"/><rect x="32" y="52" width="36" height="16" fill="#fff" opacity=".85"/>',
  phone: '<rect x="28" y="8" width="44" height="84" rx="9" fill="F"/><rect x="33" y="16" width="34" height="62" rx="3" fill="#fff" opacity=".9"/><circle cx="50" cy="85" r="3.5" fill="A"/>',
  cable: '<rect x="16" y="38" width="26" height="24" rx="5" fill="F"/><rect x="6" y="44" width="10" height="4" fill="A"/><rect x="6" y="52" width="10" height="4" fill="A"/><path d="M42 50c20 0 14 30 36 30h8" stroke="F" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="80" y="72" width="14" height="16" rx="3" fill="A"/>',
  laptop: '<rect x="18" y="20" width="64" height="44" rx="4" fill="F"/><rect x="23" y="25" width="54" height="34" rx="2" fill="#fff" opacity=".9"/><path d="M8 68h84l-6 10H14z" fill="A"/>',
  appliance: '<rect x="24" y="8" width="52" height="84" rx="6" fill="F"/><rect x="24" y="36" width="52" height="3" fill="#fff" opacity=".9"/><rect x="64" y="16" width="4" height="14" rx="2" fill="A"/><rect x="64" y="46" width="4" height="20" rx="2" fill="A"/>',
  shirt: '<path d="M34 12l-22 12 8 18 8-4v50h44V38l8 4 8-18-22-12c-2 8-8 12-16 12s-14-4-16-12z" fill="F"/><path d="M42 14c2 5 5 8 8 8s6-3 8-8" stroke="A" stroke-width="4" fill="none"/>',
  dress: '<path d="M38 8h24l-4 22 22 60H20l22-60z" fill="F"/><rect x="38" y="30" width="24" height="6" rx="3" fill="A"/>',
  shoe: '<path d="M10 70V44c10 0 14-6 16-14 8 4 18 6 22 14 14 4 34 8 40 18v8z" fill="F"/><rect x="8" y="70" width="84" height="10" rx="5" fill="A"/><path d="M36 44l6-4M42 50l6-4" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  lipstick: '<path d="M40 16l20-8v34H40z" fill="A"/><rect x="36" y="42" width="28" height="10" rx="2" fill="#fff" opacity=".85"/><rect x="34" y="52" width="32" height="38" rx="4" fill="F"/>',
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
  const shape = ICON_SHAPES[icon].replace(/"F"/g, `"${hsl(hue, 62, 42)}"`).replace(/"A"/g, `"${hsl((hue + 35) % 360, 70, 30)}"`);
  return `<g transform="translate(${x} ${y}) rotate(${rotate} 50 50) scale(${scale})">${shape}</g>`;
}

/** The SVG text of a picture; the same arguments always draw the same picture. */
export function renderSvg(kind: ImageKind, icon: ImageIcon, hue: number, variant: number): string {
  const bgTop = hsl(hue, 70, 93);
  const bgBottom = hsl((hue + 25) % 360, 65, 84);
  if (kind === 'banner') {
    const accent = hsl((hue + 180) % 360, 60, 55);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 55)}"/>` +
      `<stop offset="1" stop-color="${hsl((hue + 40) % 360, 70, 40)}"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#g)"/>` +
      `<circle cx="600" cy="150" r="${120 + variant * 4}" fill="#fff" opacity=".18"/>` +
      `<circle cx="80" cy="260" r="90" fill="${accent}" opacity=".35"/>` +
      `<rect x="60" y="96" width="${260 + variant * 10}" height="22" rx="11" fill="#fff" opacity=".9"/>` +
      `<rect x="60" y="132" width="200" height="16" rx="8" fill="#fff" opacity=".6"/>` +
      `<rect x="60" y="178" width="120" height="40" rx="20" fill="#fff"/>` +
      `<g transform="translate(470 30)">${iconMarkup(icon, hue, 0, 0, 2.4, variant % 2 ? -8 : 8).replace(/hsl\(\d+ 62% 42%\)/g, '#fff')}</g>` +
      `</svg>`
    );
  }
  const size = kind === 'cat' ? 120 : 400;
  const rotate = [0, -10, 10, -4, 6][variant % 5];
  const scale = kind === 'cat' ? 0.9 : [2.6, 2.3, 2.8, 2.5, 2.4][variant % 5];
  const offset = (size - 100 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/>` +
    `<stop offset="1" stop-color="${bgBottom}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" rx="${kind === 'cat' ? 60 : 0}" fill="url(#g)"/>` +
    (kind === 'prod' ? `<ellipse cx="${size / 2}" cy="${size * 0.86}" rx="${size * 0.3}" ry="${size * 0.04}" fill="#000" opacity=".08"/>` : '') +
    iconMarkup(icon, hue, offset, offset, scale, rotate) +
    `</svg>`
  );
}
