// The app's job runner (services/jobs): in every API process that runs jobs (RUN_JOBS_IN_API=1, the default) it
// schedules, runs (embedded) or relays and runs (BullMQ) jobs from when the server is ready until it closes.
import type { FastifyInstance } from 'fastify';
import { createJobRunner, type JobRunner } from '../services/jobs/runner';
import { jobConcurrency, jobHandlers, jobSchedules } from '../services/jobs/handlers';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export function registerJobs(app: FastifyInstance): void {
  const { config } = app;
  const runner = createJobRunner({
    db: app.db,
    settings: config.jobs,
    redisUrl: config.redisUrl,
    ...jobConcurrency(config),
    handlers: jobHandlers({
      db: app.db,
      config,
      photoStorage: app.photoStorage,
      sms: app.sms,
      log: (message, detail) => app.log.error(detail, message),
    }),
    schedules: jobSchedules(config),
    onError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    if (config.jobs.runInApi) runner.start();
  });
  app.addHook('onClose', async () => runner.stop());
}
