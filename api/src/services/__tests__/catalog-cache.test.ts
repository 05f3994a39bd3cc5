import { CatalogCache, invalidateStock } from '../catalog-cache';

describe('CatalogCache', () => {
  let now = 1_000;
  const caches: CatalogCache[] = [];
  const cacheOf = (ttlMs: number, maxEntries?: number) => {
    const cache = new CatalogCache({ ttlMs, maxEntries }, () => now);
    caches.push(cache);
    return cache;
  };
  afterEach(() => caches.splice(0).forEach((cache) => cache.dispose()));

  it('answers a second read from memory until the time is up, then loads again', async () => {
    const cache = cacheOf(2000);
    const load = jest.fn(async () => ({ stock: 5 }));
    const first = await cache.product(7, load);
    now += 1999;
    expect(await cache.product(7, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.product(7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among reads that arrive while it runs', async () => {
    const cache = cacheOf(2000);
    let finish: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const reads = [cache.page('a', load), cache.page('a', load)];
    finish('page');
    expect(await Promise.all(reads)).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = cacheOf(2000, 2);
    for (const id of [1, 2]) await cache.product(id, async () => id);
    await cache.product(1, async () => -1); // 1 is now the most recently used
    await cache.product(3, async () => 3);
    expect(cache.sizes.products).toBe(2);
    expect(await cache.product(1, async () => -1)).toBe(1);
    expect(await cache.product(2, async () => -2)).toBe(-2);
  });

  it('forgets an invalidated product and every page, in every cache of the process', async () => {
    const [one, two] = [cacheOf(2000), cacheOf(2000)];
    for (const cache of [one, two]) {
      await cache.product(1, async () => 'old 1');
      await cache.product(2, async () => 'old 2');
      await cache.page('search', async () => 'old page');
    }
    invalidateStock([1]);
    for (const cache of [one, two]) {
      expect(await cache.product(1, async () => 'new 1')).toBe('new 1');
      expect(await cache.product(2, async () => 'new 2')).toBe('old 2');
      expect(await cache.page('search', async () => 'new page')).toBe('new page');
    }
  });

  it('does not keep a load that was running when the stock changed', async () => {
    const cache = cacheOf(2000);
    let finish: (value: string) => void = () => undefined;
    const stale = cache.product(1, () => new Promise<string>((resolve) => (finish = resolve)));
    invalidateStock([1]);
    finish('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await cache.product(1, async () => 'read after the change')).toBe('read after the change');
  });

  it('loads every time when the time is 0, and a disposed cache takes no part in invalidation', async () => {
    const off = cacheOf(0);
    const load = jest.fn(async () => 1);
    await off.product(1, load);
    await off.product(1, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(off.sizes).toEqual({ products: 0, pages: 0 });
  });

  it('does not keep a failed load', async () => {
    const cache = cacheOf(2000);
    await expect(cache.product(1, async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.product(1, async () => 'back')).toBe('back');
  });
});
