/** @jest-environment node */
// The drawing cache's bounds, within its 2 s (the guards' test fills it through the server, where the older
// drawings may have expired by themselves on a slow machine).
import { RENDERED_CACHE_LIMITS, RenderedCache } from '../rendered-cache';

const parts = (root: string) => ({ root, head: '', language: 'en' });

it('keeps at most its number of drawings, the newest', () => {
  const cache = new RenderedCache();
  for (let index = 0; index < RENDERED_CACHE_LIMITS.entries + 100; index += 1) cache.keep(`page ${index}`, parts('x'));
  expect(cache.size().entries).toBe(RENDERED_CACHE_LIMITS.entries);
  expect(cache.get('page 99')).toBeUndefined();
  expect(cache.get('page 100')?.root).toBe('x');
});

it('keeps at most its bytes of drawings, and never one larger than all of them', () => {
  const cache = new RenderedCache();
  const mebibyteOfText = 'x'.repeat(512 * 1024);
  for (let index = 0; index < 40; index += 1) cache.keep(`page ${index}`, parts(mebibyteOfText));
  expect(cache.size().bytes).toBeLessThanOrEqual(RENDERED_CACHE_LIMITS.bytes);
  expect(cache.size().entries).toBeGreaterThanOrEqual(15);
  cache.keep('huge', parts('x'.repeat(RENDERED_CACHE_LIMITS.bytes / 2)));
  expect(cache.get('huge')).toBeUndefined();
});
