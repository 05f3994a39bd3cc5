// The site's settings, as the OpenAPI document at /api/docs shows them.
import { Type } from '@fastify/type-provider-typebox';

export const SiteSettings = Type.Object({
  phone: Type.String(),
  phoneCn: Type.String(),
  email: Type.String(),
  facebook: Type.String(),
  appStoreUrl: Type.String({ description: 'The app on the App Store (iOS); empty when there is none' }),
  googlePlayUrl: Type.String({ description: 'The app on Google Play (Android); empty when there is none' }),
  appDownloadUrl: Type.String({ description: 'What the download QR code opens; empty when there is none' }),
});
