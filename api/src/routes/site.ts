// Site settings and a health check.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { readSiteSettings } from '../repositories/site';

const SiteSettings = Type.Object({
  phone: Type.String(),
  phoneCn: Type.String(),
  email: Type.String(),
  facebook: Type.String(),
});

const site: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/web/webInforMation',
    { schema: { tags: ['site'], summary: 'Site settings: phones, e-mail and the social page', response: { 200: Envelope(SiteSettings) } } },
    async () => ({ data: await readSiteSettings(app.db) }),
  );

  app.get(
    '/health',
    { schema: { tags: ['site'], summary: 'Liveness and database check', response: { 200: Envelope(Type.Object({ ok: Type.Boolean() })) } } },
    async () => {
      await readSiteSettings(app.db);
      return { data: { ok: true } };
    },
  );
};
export default site;
