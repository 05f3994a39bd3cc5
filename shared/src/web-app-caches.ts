// The service worker's caches (shell/src/service-worker), named here so that a sign-out in any app can empty the
// ones that may hold what a signed-in person saw. Dependency-free: the worker bundles this file.

export const CACHES = {
  pages: 'mall-pages',
  releases: 'mall-releases',
  remoteChunks: 'mall-remote-chunks',
  pictures: 'mall-pictures',
  reads: 'mall-reads',
} as const;

/** The pages and API reads a person saw; releases, chunks and pictures are the same for everyone. */
export const PERSONAL_CACHES: readonly string[] = [CACHES.pages, CACHES.reads];

/** Empties the caches of what a person saw: called at every sign-out, a shopper's or a member of staff's. */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}
