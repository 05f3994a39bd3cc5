import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyRequestLogger } from '../lazy-request-logger';

/** A Fastify app whose log lines are collected, with a route that logs and one that does not. */
async function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  // As the API: no "incoming request" / "request completed" lines (app.ts).
  const app = Fastify({
    logger: { level: 'info', stream },
    disableRequestLogging: true,
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talks', async (request) => {
    request.log.info({ step: 1 }, 'first line');
    request.log.child({ part: 'payment' }).warn('second line');
    return { ok: true, level: request.log.level };
  });
  await app.ready();
  return app;
}

it("logs a request's lines with its request id, and makes no child logger for a request that logs nothing", async () => {
  const lines: Record<string, unknown>[] = [];
  const app = await appLoggingTo(lines);
  const child = jest.spyOn(app.log, 'child');
  try {
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();

    const talks = await app.inject({ url: '/talks' });
    expect(talks.json()).toEqual({ ok: true, level: 'info' });
    // Once for the request (on its first line), once for the child it asked for (pino's children share the method).
    expect(child.mock.calls.map(([bindings]) => bindings)).toEqual([
      { reqId: expect.any(String) },
      { part: 'payment' },
    ]);
    const logged = lines.filter((line) => line.msg === 'first line' || line.msg === 'second line');
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'first line', step: 1, reqId: expect.any(String), level: 30 }),
      expect.objectContaining({ msg: 'second line', part: 'payment', level: 40 }),
    ]);
    expect(logged[1].reqId).toBe(logged[0].reqId);
  } finally {
    await app.close();
  }
});
