// Site settings and a health check.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { checkHealth, siteSettings } from '../services/site';

const SiteSettings = Type.Object({
  phone: Type.String(),
  phoneCn: Type.String(),
  email: Type.String(),
  facebook: Type.String(),
  appStoreUrl: Type.String({ description: 'The app on the App Store (iOS); empty when there is none' }),
  googlePlayUrl: Type.String({ description: 'The app on Google Play (Android); empty when there is none' }),
  appDownloadUrl: Type.String({ description: 'What the download QR code opens; empty when there is none' }),
});

const site: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/web/webInforMation',
    { schema: { tags: ['site'], summary: 'Site settings: phones, e-mail, the social page and where to get the app', response: { 200: Envelope(SiteSettings) } } },
    async () => ({ data: await siteSettings(app.db) }),
  );

  app.get(
    '/health',
    { schema: { tags: ['site'], summary: 'Liveness and database check', response: { 200: Envelope(Type.Object({ ok: Type.Boolean() })) } } },
    async () => ({ data: await checkHealth(app.db) }),
  );
};
export default site;
