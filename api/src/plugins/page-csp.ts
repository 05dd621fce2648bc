import { randomBytes } from 'node:crypto';
import { originOf } from '../lib/origin';

/*
 * The Content-Security-Policy of the HTML pages the web plugin serves (the shell's index.html, the
 * offline page). Scripts are trusted by a per-response nonce and 'strict-dynamic': the shell's
 * nonced entry script may add scripts (Module Federation's remoteEntry.js and chunks, from any
 * origin listed in remotes.json; the third-party chat widget), and nothing else runs: no injected
 * <script>, no inline handler, no javascript: URL.
 */

export interface PageCspInput {
  nonce: string;
  /**
   * PUBLIC_URL's origin: the site's own address. Nothing of the request goes into the policy: its
   * Host header is the client's to choose (issue 17, finding 7: `connect-src ws://evil.example`).
   */
  publicOrigin: string;
  /** Origins of the remotes in remotes.json that live elsewhere (manifests, chunks, CSS, images). */
  remoteOrigins: string[];
  /** CHAT_WIDGET_URL's origin, when the widget is configured. */
  widgetOrigin: string | null;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Origins of remotes.json entries on another origin than the page's own ones. */
export function remoteOriginsOf(remotesJson: string, ownOrigins: string[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const origins = Object.values(parsed as Record<string, unknown>)
    .map((value) => (typeof value === 'string' ? originOf(value) : null))
    .filter((origin): origin is string => origin !== null && !ownOrigins.includes(origin));
  return [...new Set(origins)];
}

export function pageCsp(input: PageCspInput): string {
  const https = input.publicOrigin.startsWith('https://');
  // The chat's WebSocket at PUBLIC_URL ('self' covers it in CSP 3 browsers, not in older ones).
  const ownWebSocket = `${https ? 'wss' : 'ws'}://${new URL(input.publicOrigin).host}`;
  const elsewhere = [...input.remoteOrigins, ...(input.widgetOrigin ? [input.widgetOrigin] : [])];

  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // 'self', https: and 'unsafe-inline' only speak to browsers without CSP level 3, which ignore
    // 'strict-dynamic'; every current browser ignores them because of the nonce and 'strict-dynamic'.
    ['script-src', `'nonce-${input.nonce}'`, "'strict-dynamic'", "'self'", 'https:', "'unsafe-inline'"],
    // Style cannot run script in current browsers. 'unsafe-inline' and no nonce (a nonce would turn
    // 'unsafe-inline' off): the third-party chat widget and libraries add <style> elements and
    // style="" attributes that cannot carry our nonce. React's style prop goes through the CSSOM,
    // which CSP does not govern.
    ['style-src', "'self'", "'unsafe-inline'", ...input.remoteOrigins, ...(input.widgetOrigin ? [input.widgetOrigin] : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...elsewhere],
    ['font-src', "'self'", 'data:', ...elsewhere],
    // The remotes' manifests are fetched; the chat is a WebSocket on /api/chat.
    ['connect-src', "'self'", ownWebSocket, ...elsewhere],
    ['frame-src', "'self'", ...(input.widgetOrigin ? [input.widgetOrigin] : [])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // The payment and bank sandboxes are pages of this site; a provider hosted elsewhere is reached
    // by a top-level redirect, which form-action does not govern.
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Gives every <script>, <style> and <link> of the page the nonce. Scripts need it; styles and
 * links carry it so that a stricter style-src can be adopted without touching the build.
 */
export function injectNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style|link)(?=[\s>/])/gi, `<$1 nonce="${nonce}"`);
}
