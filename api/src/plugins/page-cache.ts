import { randomBytes } from 'node:crypto';

/*
 * Server-rendered public pages, kept briefly: they hold nothing personal (the server never renders
 * a visitor's session) and every response gets its own CSP nonce put in place of a placeholder.
 * Any successful write to the API empties the cache, so an owner's edit or an unpublished advert
 * is never served stale by this instance; the short lifetime bounds what another instance behind
 * the same address may still serve after a write it did not see.
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
}

export function createPageCache({ maxEntries = 500, ttlMs = 10_000, now = () => Date.now() } = {}): PageCache {
  const entries = new Map<string, CachedPage & { expires: number }>();
  return {
    noncePlaceholder: `tp-nonce-${randomBytes(12).toString('hex')}`,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      // Least recently used last out.
      entries.delete(key);
      entries.set(key, entry);
      return { status: entry.status, html: entry.html };
    },
    set(key, page) {
      entries.delete(key);
      entries.set(key, { ...page, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
