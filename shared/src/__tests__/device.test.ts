import { detectFace, deviceHeader, type DeviceHints } from '../device';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

const table: Array<[string, DeviceHints, 'laptop' | 'mobile']> = [
  ['iPhone', { userAgent: UA.iPhone, maxTouchPoints: 5, platform: 'iPhone' }, 'mobile'],
  ['Android phone', { userAgent: UA.android, maxTouchPoints: 5, platform: 'Linux armv8l' }, 'mobile'],
  ['Android tablet', { userAgent: UA.androidTablet, maxTouchPoints: 10, platform: 'Linux aarch64' }, 'mobile'],
  [
    'iPad asking for the desktop site',
    { userAgent: UA.iPadDesktopMode, maxTouchPoints: 5, platform: 'MacIntel' },
    'mobile',
  ],
  ['Mac', { userAgent: UA.mac, maxTouchPoints: 0, platform: 'MacIntel' }, 'laptop'],
  ['Windows laptop with a touch screen', { userAgent: UA.windows, maxTouchPoints: 10, platform: 'Win32' }, 'laptop'],
  ['Linux desktop', { userAgent: UA.linux, maxTouchPoints: 0, platform: 'Linux x86_64' }, 'laptop'],
  [
    'Chromium client hint says mobile',
    { userAgent: UA.linux, platform: 'Linux x86_64', userAgentData: { mobile: true } },
    'mobile',
  ],
  [
    'one touch point (a pen) on an unknown platform',
    { userAgent: 'Custom', maxTouchPoints: 1, platform: '' },
    'laptop',
  ],
];

describe('detectFace', () => {
  it.each(table)('%s', (_label, hints, face) => {
    expect(detectFace(hints)).toBe(face);
  });

  it('falls back to the desktop without a navigator', () => {
    expect(detectFace(undefined)).toBe('laptop');
  });
});

describe('deviceHeader', () => {
  it('is H5 on mobile and PC on laptop', () => {
    expect(deviceHeader('mobile')).toBe('H5');
    expect(deviceHeader('laptop')).toBe('PC');
  });
});
