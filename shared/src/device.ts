import type { Face } from './contracts/federation';

/** The parts of `navigator` that decide the face; `userAgentData` only exists in Chromium. */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints?: number;
  platform?: string;
  userAgentData?: { mobile?: boolean };
}

const PHONE_OR_TABLET =
  /android|iphone|ipad|ipod|mobile|tablet|kindle|silk|playbook|blackberry|bb10|iemobile|opera mini|webos|harmonyos/i;
/** Touch screens on these are laptops; a touch "MacIntel" is an iPad asking for the desktop site. */
const DESKTOP_PLATFORM = /^(win|linux x86|linux i[3-6]86|x11|cros|freebsd|openbsd)/i;

/** Phone or tablet keywords, or more than one touch point on a non-desktop platform → mobile. */
export function detectFace(hints: DeviceHints | undefined = globalThis.navigator): Face {
  if (!hints) return 'laptop';
  if (hints.userAgentData?.mobile) return 'mobile';
  if (PHONE_OR_TABLET.test(hints.userAgent)) return 'mobile';
  const touchPoints = hints.maxTouchPoints ?? 0;
  if (touchPoints > 1 && !DESKTOP_PLATFORM.test(hints.platform ?? '')) return 'mobile';
  return 'laptop';
}

/** The `X-Device` header: H5 for phones and tablets, PC otherwise. */
export function deviceHeader(face: Face): 'H5' | 'PC' {
  return face === 'mobile' ? 'H5' : 'PC';
}
