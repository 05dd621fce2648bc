// The contract between the shell's server renderer (the host) and a remote's server build (`./ssr`):
// the shell owns the document, status and head; the remote renders its area and says what the
// page is (status, meta, structured data) from the data it loaded.
import type { i18n } from 'i18next';

/** What a page tells the document's head: SPEC 2.11 meta plus what previews and crawlers read. */
export interface PageHead {
  /** Full title, already suffixed with the site name where the page wants it. */
  title?: string;
  description?: string;
  /** Absolute URL, or a path resolved against PUBLIC_URL. */
  canonical?: string | null;
  noindex?: boolean;
  /** Open Graph type: 'website' by default, 'article' or 'product' for an advert. */
  ogType?: string;
  /** Absolute URL, or a path resolved against PUBLIC_URL, of a 1200×630 preview image. */
  image?: string | null;
  imageAlt?: string;
  /** schema.org objects written as JSON-LD. */
  jsonLd?: readonly Record<string, unknown>[];
  /** The largest image above the fold: preloaded with fetchpriority="high". */
  preloadImage?: { href: string; srcSet?: string; sizes?: string } | null;
}

export interface RemoteRenderInput {
  /** Path and query of the request, e.g. `/colocation-lyon/12?preview=1`. */
  url: string;
  /** This request's own i18next instance. */
  i18n: i18n;
  /** The site's public origin (PUBLIC_URL), for absolute URLs. Never the Host header. */
  origin: string;
  /** React's useId prefix: the browser hydrates the area with the same one. */
  identifierPrefix: string;
  nonce?: string;
}

export interface RemoteRenderResult {
  /** 200, 404, or 301 with `location`. */
  status: number;
  location?: string;
  head: PageHead;
  /** The area's HTML, complete (every lazy page resolved). */
  html: string;
  /** `serialize(scope)` of the request's effector scope: the browser hydrates its stores with it. */
  state: Record<string, unknown>;
  /** Names of the browser build's chunks the page uses, whose stylesheets the document links. */
  chunks?: string[];
}

/** What a remote's `./ssr` module exports. */
export interface RemoteServerModule {
  render(input: RemoteRenderInput): Promise<RemoteRenderResult>;
}

/** The identifierPrefix of a remote's server-rendered area: the same on server and browser. */
export function ssrIdentifierPrefix(remote: string): string {
  return `${remote}-`;
}

/** Id of the JSON script holding a remote's serialized state. */
export function ssrStateId(remote: string): string {
  return `__tp_state_${remote}`;
}
