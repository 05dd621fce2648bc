// The document's head for a page: the route table's meta (SPEC 2.11) overridden by what the page
// said of itself, with Open Graph, Twitter card, JSON-LD and the hero image's preload. Every URL
// is absolute from PUBLIC_URL.
import { jsonForScript, SITE_NAME, type PageHead } from '@coloc/shared';
import type { PageMeta } from '../features/meta/applyMeta';

/** Used where a page has no photo of its own: 1200×630, the size preview bots ask for. */
export const DEFAULT_PREVIEW_IMAGE = '/og-image.png';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;

export interface ResolvedHead {
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
  html: string;
}

export function resolveHead(meta: PageMeta, head: PageHead, origin: string): ResolvedHead {
  const title = head.title ?? meta.title;
  const description = head.description ?? meta.description;
  const noindex = head.noindex ?? meta.noindex;
  const canonical = head.canonical === null || noindex ? null : head.canonical ? absolute(head.canonical, origin) : meta.canonical;
  const url = canonical ?? meta.canonical;
  const image = absolute(head.image ?? DEFAULT_PREVIEW_IMAGE, origin);
  const ogTitle = title.replace(new RegExp(` \\| ${SITE_NAME}$`), '');
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (meta.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}">`);
  if (noindex) tags.push('<meta name="robots" content="noindex, nofollow">');
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  const og: Array<[string, string | null | undefined]> = [
    ['og:site_name', SITE_NAME],
    ['og:locale', 'fr_FR'],
    ['og:type', head.ogType ?? 'website'],
    ['og:title', ogTitle],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', head.imageAlt ?? ogTitle],
  ];
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  const twitter: Array<[string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', ogTitle],
    ['twitter:description', description],
    ['twitter:image', image],
  ];
  for (const [name, content] of twitter) tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  const preload = head.preloadImage;
  if (preload) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"${preload.srcSet ? ` imagesrcset="${escapeHtml(preload.srcSet)}"` : ''}${preload.sizes ? ` imagesizes="${escapeHtml(preload.sizes)}"` : ''} fetchpriority="high">`,
    );
  }
  for (const object of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(object)}</script>`);
  return { title, description, canonical, noindex, html: tags.join('') };
}
