// Development helpers: exist only with the development SMS sender, and never in production.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { DevSmsSender } from '../services/sms';
import { ERROR_CODE, MallError } from '../errors';

const dev: FastifyPluginAsyncTypebox = async (app) => {
  const sender = app.sms;
  if (!(sender instanceof DevSmsSender) || app.config.nodeEnv === 'production') return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The last verification code sent to a mobile (development SMS sender only)',
        querystring: Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: { 200: Envelope(Type.Object({ code: Type.String() })) },
      },
    },
    async (request) => {
      const code = sender.lastCodeFor(request.query.mobile);
      if (code === undefined) throw new MallError(ERROR_CODE.notFound);
      return { data: { code } };
    },
  );
};
export default dev;
