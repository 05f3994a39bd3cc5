// Loaded with `--require` into a shell server the journeys start (e2e/tests/support.ts startShellServer), which
// otherwise starts as in production: asked over its IPC channel, it answers the memory it holds from the system
// and what is still alive after a full collection (it runs with --expose-gc).
process.on('message', () => {
  global.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send({ residentMiB: rss / 2 ** 20, liveMiB: (heapUsed + external) / 2 ** 20 });
});
