// Development helpers: exist only under NODE_ENV=development with the development SMS sender, and answer only a
// caller on this machine (the socket's address and, behind a trusted proxy, the client's).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { DevSmsSender } from '../services/sms';
import { ERROR_CODE, MallError } from '../errors';

const isLoopback = (address: string | undefined) => address !== undefined && /^(127\.|::1$|::ffff:127\.)/.test(address);

const dev: FastifyPluginAsyncTypebox = async (app) => {
  const sender = app.sms;
  if (!(sender instanceof DevSmsSender) || app.config.nodeEnv !== 'development') return;

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
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip))
        throw new MallError(ERROR_CODE.notFound);
      const code = sender.lastCodeFor(request.query.mobile);
      if (code === undefined) throw new MallError(ERROR_CODE.notFound);
      return { data: { code } };
    },
  );

  app.get(
    '/dev/outbox/messages',
    {
      schema: {
        tags: ['development'],
        summary: 'The messages about orders sent to a mobile, oldest first (development SMS sender only)',
        querystring: Type.Object({ mobile: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: { 200: Envelope(Type.Array(Type.String())) },
      },
    },
    async (request) => {
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip))
        throw new MallError(ERROR_CODE.notFound);
      return { data: [...sender.textsFor(request.query.mobile)] };
    },
  );
};
export default dev;
