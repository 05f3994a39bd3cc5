import type { Db } from '../db';

export interface SiteSettings {
  phone: string;
  phoneCn: string;
  email: string;
  facebook: string;
  /** the app on the App Store (iOS) */
  appStoreUrl: string;
  /** the app on Google Play (Android) */
  googlePlayUrl: string;
  /** what the download QR code opens: one address that sends each phone to its store */
  appDownloadUrl: string;
}

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value']).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    phone: byKey.get('phone') ?? '',
    phoneCn: byKey.get('phoneCn') ?? '',
    email: byKey.get('email') ?? '',
    facebook: byKey.get('facebook') ?? '',
    appStoreUrl: byKey.get('appStoreUrl') ?? '',
    googlePlayUrl: byKey.get('googlePlayUrl') ?? '',
    appDownloadUrl: byKey.get('appDownloadUrl') ?? '',
  };
}

export async function writeSiteSettings(db: Db, settings: SiteSettings): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    await db
      .insertInto('site_setting')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
