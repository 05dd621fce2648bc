// Page title and meta tags from the route table (SPEC 2.11).
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SITE_NAME, buildPath, type RouteMatch } from '@coloc/shared';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string | null;
  canonical: string | null;
  noindex: boolean;
}

export function pageMeta({ route, params }: RouteMatch, origin: string): PageMeta {
  const meta = route.meta ?? {};
  const rawTitle = typeof meta.title === 'function' ? meta.title(params) : meta.title;
  let canonicalPath: string | null = null;
  if (!meta.noindex && route.name !== 'NotFound') {
    canonicalPath = typeof meta.canonical === 'function' ? meta.canonical(params) : (meta.canonical ?? buildPath(route.path, params));
  }
  return {
    title: rawTitle ? `${rawTitle} | ${SITE_NAME}` : DEFAULT_TITLE,
    description: meta.description ?? DEFAULT_DESCRIPTION,
    keywords: meta.keywords ?? null,
    canonical: canonicalPath ? new URL(canonicalPath, origin).href : null,
    noindex: !!meta.noindex,
  };
}

function setMeta(name: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

export function applyMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMeta('description', meta.description);
  setMeta('keywords', meta.keywords);
  setMeta('robots', meta.noindex ? 'noindex, nofollow' : null);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!meta.canonical) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = meta.canonical;
}
