// `npm run worker`: runs the mall's background jobs apart from the API (the API then sets RUN_JOBS_IN_API=0). Same
// settings as the server (DATABASE_URL, REDIS_URL, photo storage); as many workers as wanted, each taking its turn.
import { loadConfig, ConfigError } from './config';
import { openDatabase, migrateToLatest } from './db';
import { createPhotoStorage } from './services/photo-storage';
import { createSmsSender } from './services/sms';
import { createJobRunner } from './services/jobs/runner';
import { jobConcurrency, jobHandlers, jobSchedules } from './services/jobs/handlers';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect, close } = await openDatabase(config.databaseUrl, config.pgPool);
  await migrateToLatest(db);
  const log = (message: string, detail?: unknown) => console.error(message, detail ?? '');
  const runner = createJobRunner({
    db,
    settings: config.jobs,
    redisUrl: config.redisUrl,
    ...jobConcurrency(config),
    handlers: jobHandlers({
      db,
      config,
      photoStorage: createPhotoStorage(config.photos),
      sms: createSmsSender(config, (line) => console.log(line)),
      log,
    }),
    schedules: jobSchedules(config),
    onError: (error, job) => log(`job ${job ? `${job.kind} ${job.id} ` : ''}failed`, error),
  });
  runner.start();
  console.log(`Mall worker running jobs (${config.redisUrl ? 'BullMQ on Redis' : `the ${dialect} outbox`})`);
  const shutdown = async () => {
    await runner.stop();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
