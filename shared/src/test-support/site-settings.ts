import type { SiteSettings } from '../contracts/entities';

/** The shop's public settings as `web/webInforMation` answers them: no contacts, $1 delivery, free from $50, anywhere. */
export function makeSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    phone: '',
    phoneCn: '',
    email: '',
    facebook: '',
    appStoreUrl: '',
    googlePlayUrl: '',
    appDownloadUrl: '',
    delivery: { fee: 1, freeFrom: 50, area: [] },
    rielRate: 4100,
    rielStep: 100,
    ...overrides,
  };
}
