import { chromium, devices } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** The two faces as the e2e projects see them. */
export const FACES = {
  mobile: { path: '/mobile/index', context: { ...devices['Pixel 7'], locale: 'en-US' } },
  laptop: { path: '/laptop/index', context: { viewport: { width: 1366, height: 900 }, locale: 'en-US' } },
};
