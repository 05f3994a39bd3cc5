// The drawings kept: a first screen drawn whole is served again for a short while, within bounds of entries and bytes.
import type { FirstScreenParts } from './take-over';

/** A rendered first screen is served again for this long (as old as the API's catalogue cache lets its answers be). */
const RENDERED_CACHE_MS = 2000;
/** The drawings kept: at most this many, and this much of their text (UTF-16, two bytes a character). */
export const RENDERED_CACHE_LIMITS = { entries: 500, bytes: 16 * 1024 * 1024 };

export class RenderedCache {
  private readonly entries = new Map<string, { at: number; bytes: number; parts: FirstScreenParts }>();
  private bytes = 0;

  /** The drawing kept under this key, while it is fresh. */
  get(key: string): FirstScreenParts | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.at < RENDERED_CACHE_MS ? entry.parts : undefined;
  }

  keep(key: string, parts: FirstScreenParts): void {
    const bytes = 2 * (parts.root.length + parts.head.length + key.length);
    if (bytes > RENDERED_CACHE_LIMITS.bytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    // Oldest first: the expired ones, then as many as the limits need.
    for (const [oldKey, entry] of this.entries) {
      const expired = Date.now() - entry.at >= RENDERED_CACHE_MS;
      const full =
        this.entries.size >= RENDERED_CACHE_LIMITS.entries || this.bytes + bytes > RENDERED_CACHE_LIMITS.bytes;
      if (!expired && !full) break;
      this.entries.delete(oldKey);
      this.bytes -= entry.bytes;
    }
    this.entries.set(key, { at: Date.now(), bytes, parts });
    this.bytes += bytes;
  }

  /** What it holds now (the guards' test reads it). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
