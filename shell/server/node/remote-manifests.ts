// Remote manifests, read by the shell server for the page's hints and its first screen, and the identity of each
// release read.

/** A remote's mf-manifest.json, as far as the server reads it. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { path?: string; name: string } };
  exposes?: {
    name: string;
    assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[]; async?: string[] } };
  }[];
}

export type ReadManifest = (url: string) => Promise<RemoteManifest | undefined>;

interface ManifestCopy {
  manifest: RemoteManifest | undefined;
  /** The manifest's text as read: the same text is the same release. */
  text?: string;
  etag?: string;
  failedAt?: number;
  reading?: Promise<RemoteManifest | undefined>;
}

const MANIFEST_RETRY_MS = 1000;

/**
 * Read again for every page, so that a release re-published at the same address is named at once and never beside
 * files of the one before. While the release is unchanged the same object is returned (the first screen keys its
 * copies of the remote's server bundle and drawings on it): the read is conditional (a 304), and a server that
 * answers 200 anyway with the same text is the same release too. Pages asked for at once share one read; when a
 * read is too slow (a busy moment) the copy read before serves on; a remote that did not answer is asked again
 * after 1 s. One reader per server.
 */
export function createManifestReader(): ReadManifest {
  const copies = new Map<string, ManifestCopy>();
  return (url) => {
    const cached = copies.get(url);
    if (cached?.reading) return cached.reading;
    if (cached?.failedAt && Date.now() - cached.failedAt < MANIFEST_RETRY_MS) return Promise.resolve(undefined);
    const reading = (async () => {
      try {
        // fetch() adds `Cache-Control: no-cache` to a conditional request unless it has one, and a server then
        // answers 200 (Node's `fresh`, @fastify/static): `max-age=0` asks it to check the copy, as a reload does.
        const headers: Record<string, string> =
          cached?.manifest && cached.etag ? { 'if-none-match': cached.etag, 'cache-control': 'max-age=0' } : {};
        // With a copy to fall back on a busy moment costs 300 ms at most; without one (a server just started) the
        // first read is given 1 s, or every page of that second would go undrawn (and no more: a remote slower than
        // that is drawn by the browser, and its page must not wait for it, first-screen.spec.ts "slow").
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(cached?.manifest ? 300 : 1000) });
        const etag = response.headers.get('etag') ?? cached?.etag;
        if (response.status === 304 && cached?.manifest) {
          copies.set(url, { ...cached, etag });
          return cached.manifest;
        }
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const text = await response.text();
        const manifest = text === cached?.text ? cached.manifest : (JSON.parse(text) as RemoteManifest);
        copies.set(url, { manifest, text, etag });
        return manifest;
      } catch {
        // A read that failed (too slow, or a connection dropped under a flood) keeps the copy read before: a page is
        // drawn with the last release seen rather than not at all. A remote never read is asked again after 1 s.
        if (cached?.manifest) {
          copies.set(url, cached);
          return cached.manifest;
        }
        copies.set(url, { manifest: undefined, failedAt: Date.now() });
        return undefined;
      }
    })();
    copies.set(url, { manifest: cached?.manifest, text: cached?.text, etag: cached?.etag, reading });
    return reading;
  };
}

/**
 * Each release of a remote as the shell server read it: a manifest read again unchanged is the same object, a
 * re-published one is a new object. The copies of a remote's server bundle and of the drawings are keyed on it, so
 * a release re-published at the same address is drawn with its own files at once.
 */
export class ReleaseIdentity {
  private readonly ids = new WeakMap<RemoteManifest, number>();
  private last = 0;

  idOf(manifest: RemoteManifest | undefined): number {
    if (!manifest) return 0;
    let id = this.ids.get(manifest);
    if (id === undefined) this.ids.set(manifest, (id = ++this.last));
    return id;
  }
}
