// After a client-side navigation the shell writes the route's default head; once the list is loaded
// the page writes its own title, description and canonical link (the server wrote them for the first page).
import { useEffect } from 'react';
import type { ListingMeta } from './head';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

export function applyListingMeta(meta: ListingMeta): void {
  document.title = meta.title;
  if (meta.description) headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).content = meta.description;
  const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (meta.noindex) headElement('meta[name="robots"]', () => Object.assign(document.createElement('meta'), { name: 'robots' })).content = 'noindex, nofollow';
  else robots?.remove();
  if (meta.canonical && !meta.noindex) {
    headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = new URL(meta.canonical, window.location.origin).href;
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }
}

/** Writes `meta` whenever it changes (null: nothing loaded yet, the shell's default stays). */
export function useListingMeta(meta: ListingMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (meta) applyListingMeta(meta);
    // `key` is `meta` by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
