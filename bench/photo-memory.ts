// Memory of the API and of the worker while photos are uploaded and converted (issue 36, items 2 and 3): the API
// (RUN_JOBS_IN_API=0) and `npm run worker` as processes of their own on one SQLite file, their RSS read from /proc
// every 50 ms (bench/lib/photo-memory.ts). 20 photos at once, then 200 parallel 12 MP uploads by one catalogue member
// over HTTP.
//   node --import tsx bench/photo-memory.ts
import { defaultConfig } from '../api/src/config';
import { photoProcesses, twentyPhotos } from './lib/photo-memory';

async function main(): Promise<void> {
  const processes = await photoProcesses();
  try {
    console.log(
      `12 MP JPEG: ${(processes.photo.length / 1e6).toFixed(1)} MB; PHOTO_CONCURRENCY ${defaultConfig().photos.concurrency}`,
    );
    console.log(await twentyPhotos(processes));

    const stop = processes.sample();
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: 200 }, processes.upload));
    const burstAnswered = performance.now() - started;
    const taken = burst.flatMap((a) => (a.uploadId ? [a.uploadId] : []));
    const refused = burst.filter((a) => a.codeId === 143).length;
    await processes.ready(taken);
    console.log(
      `200 parallel 12 MP uploads, one member: ${taken.length} taken, ${refused} refused 143, the last answered after ` +
        `${(burstAnswered / 1000).toFixed(1)} s, taken ones ready after ${((performance.now() - started) / 1000).toFixed(1)} s; ${stop()}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 5000));
    console.log(`5 s later: ${processes.rss()}`);
  } finally {
    await processes.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
