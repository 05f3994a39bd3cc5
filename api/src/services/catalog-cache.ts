// A short-lived, bounded in-process cache of catalogue answers (product pages, search and list pages).
// Nothing member-specific goes in. Stock changed by this process drops the affected entries at once (see
// invalidateStock); other processes may show stock up to `ttlMs` old. Placing an order always checks the database.

export interface CatalogCacheOptions {
  /** How long an answer is kept; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept per kind (least recently used first out). */
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 2000;

/** Time-limited LRU; a Map iterates in insertion order, so re-inserting on a hit keeps the oldest first. */
class TtlLru<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const live = new Set<CatalogCache>();

export class CatalogCache {
  private readonly products: TtlLru<number, unknown>;
  private readonly pages: TtlLru<string, unknown>;
  private readonly loading = new Map<string, Promise<unknown>>();
  // Bumped by every invalidation: a load that started before it may have read the old stock and is not kept.
  private generation = 0;
  readonly enabled: boolean;

  constructor(
    options: CatalogCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    const max = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.enabled = options.ttlMs > 0;
    this.products = new TtlLru(options.ttlMs, max);
    this.pages = new TtlLru(options.ttlMs, max);
    if (this.enabled) live.add(this);
  }

  /** The product's cached value, or `load()`'s (kept unless stock changed meanwhile); one load per product at a time. */
  product<V>(prodId: number, load: () => Promise<V>): Promise<V> {
    return this.through(this.products, prodId, `p${prodId}`, load);
  }

  /** A list or search page by its key (every input that shapes it, the language included). */
  page<V>(key: string, load: () => Promise<V>): Promise<V> {
    return this.through(this.pages, key, `l${key}`, load);
  }

  private through<K, V>(store: TtlLru<K, unknown>, key: K, loadingKey: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const hit = store.get(key, this.now());
    if (hit !== undefined) return Promise.resolve(hit as V);
    const pending = this.loading.get(loadingKey);
    if (pending) return pending as Promise<V>;
    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (this.loading.get(loadingKey) === loaded) this.loading.delete(loadingKey);
        if (generation === this.generation) store.set(key, value, this.now());
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(loadingKey) === loaded) this.loading.delete(loadingKey);
        throw error;
      },
    );
    this.loading.set(loadingKey, loaded);
    return loaded;
  }

  /** Drops the products' entries and every page (a page shows the stock of many products). */
  invalidate(prodIds: Iterable<number>): void {
    this.generation += 1;
    for (const prodId of prodIds) this.products.delete(prodId);
    this.pages.clear();
    this.loading.clear();
  }

  /** Stops taking part in invalidations (the app closed). */
  dispose(): void {
    live.delete(this);
    this.products.clear();
    this.pages.clear();
    this.loading.clear();
  }

  get sizes(): { products: number; pages: number } {
    return { products: this.products.size, pages: this.pages.size };
  }
}

/** Call after a committed change of these products' stock or sales: every cache of this process forgets them. */
export function invalidateStock(prodIds: Iterable<number>): void {
  const ids = [...prodIds];
  for (const cache of live) cache.invalidate(ids);
}
