// The expiry sweep (services/expiry.ts) while the server runs: every minute, by whichever process of the cluster
// takes the sweep's lock first; the others skip that turn.
import type { FastifyPluginAsync } from 'fastify';
import { startSweeper } from '../services/expiry';

export const SWEEP_INTERVAL_MS = 60_000;

export const expirySweep: FastifyPluginAsync<{ intervalMs?: number }> = async (app, opts) => {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startSweeper(app.db, app.config.paymentWindowMinutes, opts.intervalMs ?? SWEEP_INTERVAL_MS, (error) =>
      app.log.error({ err: error }, 'expiry sweep failed'),
    );
  });
  app.addHook('onClose', async () => stop?.());
};
