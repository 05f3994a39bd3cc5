// The console's live updates (services/live-events.ts): the bus of this API process, and the event streams open on
// it, ended when the server closes (a stream is never idle, so closing would otherwise wait for every console).
import type { FastifyInstance } from 'fastify';
import { createLiveBus, type LiveBus, type LiveEvent } from '../services/live-events';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveBus;
    /** Ends every event stream this process serves. */
    liveStreams: Set<() => void>;
  }
}

export function registerLive(app: FastifyInstance): void {
  const bus = createLiveBus(app.config.redisUrl, (error) => app.log.warn({ err: error }, 'live updates'));
  app.decorate('live', bus);
  app.decorate('liveStreams', new Set<() => void>());
  app.addHook('preClose', async () => {
    for (const end of [...app.liveStreams]) end();
  });
  app.addHook('onClose', async () => bus.close());
}

/** What a console's stream carries: the event's name and its JSON, as EventSource reads them. */
export function eventText(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
