// Site settings and a health check.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { SiteSettings } from '../schemas/site';
import { checkHealth, siteSettings } from '../services/site';

const site: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/web/webInforMation',
    {
      schema: {
        tags: ['site'],
        summary: 'Site settings: phones, e-mail, the social page and where to get the app',
        response: { 200: Envelope(SiteSettings) },
      },
    },
    async () => ({ data: await siteSettings(app.db) }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        response: { 200: Envelope(Type.Object({ ok: Type.Boolean() })) },
      },
    },
    async () => ({ data: await checkHealth(app.db) }),
  );
};
export default site;
