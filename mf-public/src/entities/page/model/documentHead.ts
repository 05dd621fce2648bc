// The head a page writes in the browser once its data is loaded (after a client-side navigation the
// shell has written the route's defaults; the server wrote the first page's own).

export interface DocumentHead {
  title: string;
  description?: string | null;
  /** Absolute, or a path made absolute on the page's origin; null: no canonical link. */
  canonical: string | null;
  /** Kept out of search engines (and then no canonical link). */
  noindex?: boolean;
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Updates the elements the shell created (or creates them when a page runs without the shell). */
export function applyDocumentHead({ title, description, canonical, noindex = false }: DocumentHead): void {
  document.title = title;
  if (description) headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).content = description;
  if (noindex) headElement('meta[name="robots"]', () => Object.assign(document.createElement('meta'), { name: 'robots' })).content = 'noindex, nofollow';
  else document.head.querySelector('meta[name="robots"]')?.remove();
  if (canonical && !noindex) {
    headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).href = new URL(canonical, window.location.origin).href;
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }
}
