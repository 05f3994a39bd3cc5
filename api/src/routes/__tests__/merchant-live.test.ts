// The console's live updates: a staff member's browser asks for a one-time ticket with its bearer token, opens the
// server-sent event stream with it (EventSource sends no headers), and hears of each order placed, whichever API
// instance placed it (through Redis when REDIS_URL is set).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, databases, TEST_RATE_LIMITS, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku, type SkuFixture } from '../../../test/commerce';
import { signInStaff, STAFF_PASSWORD, totpOf } from '../../../test/merchant';
import { buildApp } from '../../app';
import { openDatabase } from '../../db';
import { clock } from '../../clock';
import { defaultConfig } from '../../config';
import { LIVE_TICKET_MS } from '../../services/live-events';

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: { event: string; data: unknown }[];
  ended: Promise<void>;
  close(): void;
}

/** Opens the event stream as EventSource would: a GET with the ticket in the address, read as it comes. */
async function openStream(app: FastifyInstance, ticket: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(`http://127.0.0.1:${port}/api/merchant/live?ticket=${encodeURIComponent(ticket)}`);
    request.on('error', reject);
    request.on('response', (response) => {
      const events: Stream['events'] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      });
      const ended = new Promise<void>((done) => response.on('close', done));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        ended,
        close: () => request.destroy(),
      });
    });
  });
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databases)('the console live (%s)', (kind) => {
  let t: TestApp;
  let sku: SkuFixture;
  const streams: Stream[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { liveHeartbeatMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    [sku] = await onSaleSkus(t.db, 1, 5);
    await setSku(t.db, sku.skuId, { stock: 1000 });
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
  afterAll(() => t.close());

  async function ticketOf(app: FastifyInstance, token: string) {
    const answer = await app.inject({ method: 'POST', url: '/api/merchant/live/ticket', headers: bearer(token) });
    return { status: answer.statusCode, body: answer.json() };
  }
  async function placeOrder(app: FastifyInstance) {
    const member = await quickMember(t.db);
    const api = client(app, member.token);
    const placed = await buyNow(api, sku, 1, await addAddress(api));
    expect(placed.status).toBe(200);
    return placed.orderNumber!;
  }
  const heard = (stream: Stream, orderNumber: string) =>
    stream.events.some((e) => e.event === 'order' && (e.data as { orderNumber: string }).orderNumber === orderNumber);

  it('tells a connected orders member of an order placed, unbuffered by nginx', async () => {
    const clerk = await signInStaff(t.app, t.db, 'orders');
    const { body } = await ticketOf(t.app, clerk.token);
    const stream = await openStream(t.app, body.data.ticket);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['x-accel-buffering']).toBe('no');

    const orderNumber = await placeOrder(t.app);
    await until(() => heard(stream, orderNumber));
    expect(stream.events.find((e) => heard({ ...stream, events: [e] }, orderNumber))?.data).toEqual({
      type: 'order',
      orderNumber,
      status: 1,
    });
    // The browser gone, the stream and its subscription go too.
    stream.close();
    await until(() => t.app.liveStreams.size === 0);
  });

  it('takes a ticket once and within its 30 s, and gives none to a catalogue member or a stranger', async () => {
    const owner = await signInStaff(t.app, t.db, 'owner');
    const { body } = await ticketOf(t.app, owner.token);
    const first = await openStream(t.app, body.data.ticket);
    streams.push(first);
    expect(first.status).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/merchant/live?ticket=${body.data.ticket}` });
    expect({ status: again.statusCode, codeId: again.json().codeId }).toEqual({ status: 401, codeId: 130 });

    const late = (await ticketOf(t.app, owner.token)).body.data.ticket;
    const now = clock.now;
    clock.now = () => now() + LIVE_TICKET_MS + 1;
    try {
      const expired = await t.app.inject({ method: 'GET', url: `/api/merchant/live?ticket=${late}` });
      expect({ status: expired.statusCode, codeId: expired.json().codeId }).toEqual({ status: 401, codeId: 130 });
    } finally {
      clock.now = now;
    }

    const cataloguer = await signInStaff(t.app, t.db, 'catalogue');
    expect(await ticketOf(t.app, cataloguer.token)).toEqual({
      status: 403,
      body: expect.objectContaining({ codeId: 131 }),
    });
    const stranger = await t.app.inject({ method: 'POST', url: '/api/merchant/live/ticket' });
    expect({ status: stranger.statusCode, codeId: stranger.json().codeId }).toEqual({ status: 401, codeId: 130 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/merchant/live' });
    expect({ status: bad.statusCode, codeId: bad.json().codeId }).toEqual({ status: 400, codeId: 99 });
  });

  it('ends the stream when the member’s authenticator code is due again, as every other call is refused (149)', async () => {
    const clerk = await signInStaff(t.app, t.db, 'orders');
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, headers: bearer(clerk.token), payload });
    const { uri } = (await call('auth/totp/enroll')).json().data as { uri: string };
    expect((await call('auth/totp/confirm', { totp: totpOf(uri) })).statusCode).toBe(200);
    const now = clock.now;
    // The next code (a used one is refused), then a trusted session: it outlives the second factor's hours.
    let offset = 30_000;
    clock.now = () => now() + offset;
    try {
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/auth/login',
        payload: { login: clerk.login, password: STAFF_PASSWORD, totp: totpOf(uri), trusted: true },
      });
      const token = signedIn.json().data.token as string;
      const stream = await openStream(t.app, (await ticketOf(t.app, token)).body.data.ticket);
      streams.push(stream);
      expect(stream.status).toBe(200);
      offset += defaultConfig().staffSessions.secondFactorHours * 60 * 60 * 1000 + 1000;
      await expect(Promise.race([stream.ended.then(() => 'ended'), until(() => false, 3000)])).resolves.toBe('ended');
      expect((await ticketOf(t.app, token)).body.codeId).toBe(149);
    } finally {
      clock.now = now;
    }
  });

  it('ends the stream when its staff session ends', async () => {
    const clerk = await signInStaff(t.app, t.db, 'orders');
    const stream = await openStream(t.app, (await ticketOf(t.app, clerk.token)).body.data.ticket);
    streams.push(stream);
    const out = await t.app.inject({ method: 'POST', url: '/api/merchant/auth/logout', headers: bearer(clerk.token) });
    expect(out.statusCode).toBe(200);
    await expect(Promise.race([stream.ended.then(() => 'ended'), until(() => false, 3000)])).resolves.toBe('ended');
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('reaches a console connected to another API instance, through Redis', async () => {
    const opened = [await openDatabase(t.url), await openDatabase(t.url)];
    const apps = await Promise.all(
      opened.map(({ db, dialect }) =>
        buildApp({
          db,
          dialect,
          config: { ...TEST_RATE_LIMITS, jobs: { ...defaultConfig().jobs, runInApi: false }, redisUrl },
        }),
      ),
    );
    try {
      await apps[1].listen({ port: 0, host: '127.0.0.1' });
      const clerk = await signInStaff(apps[1], t.db, 'orders');
      const stream = await openStream(apps[1], (await ticketOf(apps[0], clerk.token)).body.data.ticket);
      streams.push(stream);
      expect(stream.status).toBe(200);
      // Subscribed before the order is placed (a subscription is a round trip to Redis): a probe gets through.
      await until(() => {
        apps[0].live.publish({ type: 'order', orderNumber: 'probe', status: 0 });
        return heard(stream, 'probe');
      });
      const orderNumber = await placeOrder(apps[0]);
      await until(() => heard(stream, orderNumber));
    } finally {
      streams.splice(0).forEach((stream) => stream.close());
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(opened.map(({ close }) => close()));
    }
  });
});
