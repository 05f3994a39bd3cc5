// The installable app's files in the shell's release: one web app manifest per language
// (manifest.<km|en|zh>.webmanifest; the shell server links the shopper's, the page switches it with the language)
// and the icons and screenshots of shell/public/web-app/. Emitted before the service worker's precache list is
// made, so they are in it.
const fs = require('node:fs');
const path = require('node:path');

const PUBLIC_DIR = path.join(__dirname, '../public/web-app');
const TOKENS = path.join(__dirname, '../../shared/src/ui/tokens.css');

/** A colour of the design tokens (shared/src/ui/tokens.css), so the splash and the title bar match the shop. */
function token(name) {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(fs.readFileSync(TOKENS, 'utf8'));
  if (!match) throw new Error(`web-app-plugin: no --${name} in ${TOKENS}`);
  return match[1];
}

/** The manifest of one language. */
function manifestOf(language, strings) {
  return {
    id: '/mobile/index',
    lang: language,
    dir: 'ltr',
    name: strings.name,
    short_name: strings.shortName,
    description: strings.description,
    // An installed app opens on the phone face; the server draws it, and the OS splash (these colours, the name
    // and the icon) covers the start instead of the launch screen (docs/DECISIONS.md "The installed app").
    start_url: '/mobile/index',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: token('color-brand-700'),
    background_color: token('color-bg'),
    categories: ['shopping'],
    icons: [
      { src: '/web-app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/web-app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/web-app/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/web-app/screenshot-phone.jpg',
        sizes: '390x844',
        type: 'image/jpeg',
        form_factor: 'narrow',
        label: strings.screenshotPhone,
      },
      {
        src: '/web-app/screenshot-laptop.jpg',
        sizes: '1280x800',
        type: 'image/jpeg',
        form_factor: 'wide',
        label: strings.screenshotLaptop,
      },
    ],
  };
}

class WebAppPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('WebAppPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebAppPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const strings = JSON.parse(fs.readFileSync(path.join(__dirname, 'web-app-strings.json'), 'utf8'));
          for (const [language, text] of Object.entries(strings)) {
            const json = `${JSON.stringify(manifestOf(language, text), null, 2)}\n`;
            compilation.emitAsset(`manifest.${language}.webmanifest`, new RawSource(json));
          }
          for (const file of fs.readdirSync(PUBLIC_DIR)) {
            compilation.emitAsset(`web-app/${file}`, new RawSource(fs.readFileSync(path.join(PUBLIC_DIR, file))));
          }
        },
      );
    });
  }
}

module.exports = { WebAppPlugin, manifestOf };
