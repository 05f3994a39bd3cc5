// merchant/live*: the console's live updates over server-sent events. EventSource sends no Authorization header, so
// the console first asks for a ticket with its bearer token (good once, for 30 s), then opens the stream with it.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { staffOnly } from '../plugins/staff-auth';
import { rateLimit } from '../plugins/rate-limit';
import { eventText } from '../plugins/live';
import { ERROR_CODE, MallError } from '../errors';
import { issueLiveTicket, liveStaff, openLiveTicket } from '../services/live-events';

const merchantLive: FastifyPluginAsyncTypebox = async (app) => {
  const orders = staffOnly(app, 'merchant live', ['orders']);

  app.post(
    '/merchant/live/ticket',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: 'A one-time ticket (30 s) that opens GET merchant/live for this staff session (owners, orders)',
        response: { 200: Envelope(Type.Object({ ticket: Type.String(), expiresInMs: Type.Integer() })) },
      },
    },
    async (request) => {
      if (!request.tokenHash) throw new MallError(ERROR_CODE.staffSignInRequired);
      return { data: await issueLiveTicket(app.db, request.tokenHash) };
    },
  );

  app.get(
    '/merchant/live',
    {
      config: { rateLimit: rateLimit(app, 'staff') },
      schema: {
        tags: ['merchant live'],
        summary:
          'Server-sent events: `order` ({ orderNumber, status }) when an order is placed or moves, on any API ' +
          'instance; a comment every 20 s; ends with the staff session or when its second factor is due again (149). 130 for a ticket unknown, used or expired',
        querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const { sessionHash } = await openLiveTicket(app.db, app.config, request.query.ticket);
      reply.hijack();
      const stream = reply.raw;
      // What the hooks set so far (security headers, CORS) goes out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, value);
      }
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx passes each event on at once instead of filling its buffer first.
        'x-accel-buffering': 'no',
      });
      stream.write(': live\n\n');
      const stop = app.live.subscribe((event) => stream.write(eventText(event)));
      // The heartbeat keeps proxies from closing a quiet stream, and ends it once the session is over.
      const beat = setInterval(() => {
        liveStaff(app.db, app.config, sessionHash).then(
          (staff) => (staff ? stream.write(': beat\n\n') : end()),
          () => undefined,
        );
      }, app.config.liveHeartbeatMs);
      const end = () => {
        clearInterval(beat);
        stop();
        app.liveStreams.delete(end);
        if (!stream.writableEnded) stream.end();
      };
      app.liveStreams.add(end);
      stream.on('close', end);
    },
  );
};
export default merchantLive;
