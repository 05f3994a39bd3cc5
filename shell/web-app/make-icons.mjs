// Makes the installed app's icons from the shop's own logo (LogoMark in shared/src/ui/logo.tsx), once, with
// librsvg and ImageMagick (apt-get install imagemagick librsvg2-bin); the PNGs are committed in shell/public/web-app/.
//   node shell/web-app/make-icons.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'shell/public/web-app');

/** The mark's SVG as the logo component draws it, JSX attributes turned back into SVG's. */
export function logoSvg(size) {
  const source = readFileSync(path.join(ROOT, 'shared/src/ui/logo.tsx'), 'utf8');
  const jsx = /export function LogoMark[\s\S]*?(<svg[\s\S]*?<\/svg>)/.exec(source)[1];
  return jsx
    .replace(/width=\{size\} height=\{size\}/, `xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"`)
    .replace(/ (aria-hidden|focusable)="[^"]*"/g, '')
    .replace(/strokeWidth/g, 'stroke-width')
    .replace(/strokeLinecap/g, 'stroke-linecap')
    .replace(/\s+/g, ' ');
}

/** Maskable: the mark at 70 % on the brand colour, inside the 80 % circle every mask keeps. */
function maskableSvg(size) {
  const inner = Math.round(size * 0.7);
  const offset = Math.round((size - inner) / 2);
  const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/.exec(logoSvg(size))[1];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${brand}"/><g transform="translate(${offset} ${offset})">${logoSvg(inner)}</g></svg>`;
}

function png(svg, file) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mall-icon-'));
  const source = path.join(work, 'icon.svg');
  writeFileSync(source, svg);
  execFileSync('rsvg-convert', ['--output', path.join(work, 'icon.png'), source]);
  execFileSync('/usr/bin/convert', [
    path.join(work, 'icon.png'),
    '-strip',
    '-depth',
    '8',
    '-define',
    'png:compression-level=9',
    path.join(OUT, file),
  ]);
}

png(logoSvg(192), 'icon-192.png');
png(logoSvg(512), 'icon-512.png');
png(maskableSvg(512), 'icon-maskable-512.png');
console.log(`icons written to ${OUT}`);
