import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';

/*
 * Server-rendered public pages, kept briefly: they hold nothing personal (the server never renders
 * a visitor's session) and every response gets its own CSP nonce put in place of a placeholder.
 * Any successful write to the API empties the cache, so an owner's edit or an unpublished advert
 * is never served stale by this instance; the short lifetime bounds what another instance behind
 * the same address may still serve after a write it did not see.
 *
 * Bounded twice: by pages (the least recently used goes first) and by bytes, so that many large
 * pages (a city with a long list, every advert crawled once) cannot grow the process.
 */

export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCache {
  /** Unguessable: advert text cannot contain it, so only the renderer's own nonce slots carry it. */
  readonly noncePlaceholder: string;
  get(key: string): CachedPage | null;
  set(key: string, page: CachedPage): void;
  clear(): void;
  readonly size: number;
  /** What the kept pages weigh, in bytes of UTF-16 text (what V8 holds for them, at most). */
  readonly bytes: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** 32 MB: 500 advert pages of ~16 KB take about half of it. */
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** A page's weight: its text in UTF-16 plus its key. */
const weight = (page: CachedPage, key: string) => 2 * (page.html.length + key.length) + 64;

export function createPageCache({ maxEntries = 500, maxBytes = 32 * 1024 * 1024, ttlMs = 10_000, now = () => Date.now() }: PageCacheOptions = {}): PageCache {
  const entries = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    // A page larger than the whole budget is not kept (instead of emptying the cache for it).
    maxEntrySize: maxBytes,
    sizeCalculation: weight,
    ttl: Math.max(ttlMs, 1),
    // Checked against the clock on every read: a page is never served past its lifetime.
    ttlResolution: 0,
    perf: { now },
  });
  return {
    noncePlaceholder: `tp-nonce-${randomBytes(12).toString('hex')}`,
    get(key) {
      const entry = entries.get(key);
      return entry ? { status: entry.status, html: entry.html } : null;
    },
    set(key, page) {
      // lru-cache reads a ttl of 0 as "forever": here it means "keep nothing".
      if (ttlMs <= 0) return;
      entries.set(key, { status: page.status, html: page.html });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
