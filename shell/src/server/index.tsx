// The shell's server renderer: the API process calls `createShellRenderer` once and `render` per
// page request. Public routes are rendered here (the shell's document, its layout and the owning
// remote's area from that remote's own server build); dashboard routes get the document alone and
// render in the browser behind sign-in. Nothing personal is rendered: the server never reads the
// visitor's session, the browser fills in the signed-in parts.
import {
  COOKIE_NOTICE_KEY,
  configureServerApi,
  i18next,
  initI18n,
  jsonForScript,
  matchRoute,
  ssrIdentifierPrefix,
  ssrStateId,
  type PageHead,
  type RemoteRenderResult,
} from '@coloc/shared';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { Shell } from '../app/Shell';
import { pageMeta } from '../features/meta/applyMeta';
import { serverSlotHtml } from '../features/remotes/RemoteParcel';
import { SERVER_SLOTS_ID, ServerSlotsContext, type ServerSlot, type ServerSlots } from '../features/remotes/serverSlots';
import { escapeHtml as escapeAttribute, resolveHead, type ResolvedHead } from './head';
import { createRemoteServerModules, serverManifestOf, type RemoteServerModules, type RemotesConfig } from './remotes';

export { serverManifestOf };

export interface ShellRendererOptions {
  /** Stylesheets of the shell's browser build, linked so the HTML paints styled. */
  shellStyles: readonly string[];
  /** PUBLIC_URL: every absolute URL of the page. */
  origin: string;
  /** This server's own address, for relative manifest URLs and API calls. */
  internalOrigin: () => string;
  /** Answers `/api/...` calls in process (or any fetch); defaults to HTTP on internalOrigin. */
  apiFetch?: typeof fetch;
  /** remotes.json as it is now. */
  readRemotes: () => Promise<RemotesConfig>;
  /** Told when a remote's server build could not render (the page still answers). */
  onRemoteError?: (remote: string, error: unknown) => void;
  /** Where remotes' server modules come from: Module Federation at run time unless given (tests). */
  remoteModules?: RemoteServerModules;
}

export interface RenderRequest {
  /** Path and query. */
  url: string;
  /** The built index.html of the shell (its scripts already carry `nonce`). */
  template: string;
  nonce: string;
}

export type RenderResponse =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; status: number; body: Readable; head: ResolvedHead; serverRendered: boolean };

type AssetLists = { sync: string[]; async: string[] };
type BrowserManifest = {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ name: string; assets: { css: AssetLists; js: AssetLists } }>;
};

/** Browser manifests read for their asset lists, kept a few seconds (a render must not fetch one each time). */
const MANIFEST_TTL_MS = 5_000;
const browserManifests = new Map<string, { at: number; manifest: Promise<BrowserManifest | null> }>();

function browserManifest(url: string): Promise<BrowserManifest | null> {
  const known = browserManifests.get(url);
  if (known && Date.now() - known.at < MANIFEST_TTL_MS) return known.manifest;
  const manifest = fetch(url).then((response) => (response.ok ? (response.json() as Promise<BrowserManifest>) : null), () => null);
  browserManifests.set(url, { at: Date.now(), manifest });
  return manifest;
}

/** What the head links for a remote's page: its stylesheets, and its code to fetch ahead. */
export interface RemoteAssets {
  styles: string[];
  /** `<link rel="preload">` tags: the browser would otherwise find these one after the other. */
  preloads: string[];
}

/**
 * The assets of a remote's page as the browser will load them (a remote on the site's origin by
 * path, one elsewhere by its full URL): the stylesheets of its ./app and of the page's own chunks,
 * and, to preload, its manifest, its remoteEntry, the ./app code and the page's chunk. Without the
 * preloads a phone fetches them in four round trips, each waiting for the previous one's answer.
 */
async function remoteAssets(manifestInRemotesJson: string, internalOrigin: string, chunks: readonly string[], nonce: string): Promise<RemoteAssets> {
  const sameOrigin = !/^[a-z][a-z0-9+.-]*:/i.test(manifestInRemotesJson);
  const browserManifestUrl = new URL(manifestInRemotesJson, internalOrigin).href;
  const manifest = await browserManifest(browserManifestUrl);
  const app = manifest?.exposes?.find((expose) => expose.name === 'app');
  if (!app) return { styles: [], preloads: [] };
  const base = new URL('.', browserManifestUrl);
  const href = (file: string) => {
    const url = new URL(file, base);
    return sameOrigin ? url.pathname : url.href;
  };
  const ofPage = (files: readonly string[]) => files.filter((file) => chunks.some((chunk) => file.startsWith(`${chunk}.`)));
  const entry = manifest?.metaData?.remoteEntry;
  const scripts = [...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []), ...app.assets.js.sync, ...ofPage(app.assets.js.async)];
  return {
    styles: [...app.assets.css.sync, ...ofPage(app.assets.css.async)].map(href),
    preloads: [
      // The Module Federation runtime reads the manifest with fetch(): a CORS request, hence crossorigin.
      `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(sameOrigin ? new URL(browserManifestUrl).pathname : browserManifestUrl)}">`,
      // Scripts are loaded by <script> tags without crossorigin (ours and the runtime's): so are these.
      // The nonce: under the CSP's 'strict-dynamic' a script preload without it is refused.
      ...scripts.map((file) => `<link rel="preload" as="script"${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''} href="${escapeAttribute(href(file))}">`),
    ],
  };
}

/** The template around its root: `<div id="root">` holding the boot message's own `<div>`. */
const ROOT = /<div id="root">\s*<div[^>]*>[^<]*<\/div>\s*<\/div>/;

/**
 * Runs before the first paint of a server-rendered page:
 * - until the page has hydrated, a form of the server's HTML would submit natively (a GET carrying
 *   a password in the URL): held back then. Without JavaScript the script never runs and the forms
 *   meant to work without it (the search) still do;
 * - a visitor who already said 'Ok' to the cookie notice never sees it flash (html[data-cookies-ok]).
 */
function bootScript(nonce?: string): string {
  const code =
    "document.addEventListener('submit',function(e){if(document.documentElement.dataset.hydrated!=='true')e.preventDefault()},true);" +
    `try{if(localStorage.getItem(${JSON.stringify(COOKIE_NOTICE_KEY)})==='1')document.documentElement.dataset.cookiesOk=''}catch(e){}`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}

function splitTemplate(template: string) {
  const root = ROOT.exec(template);
  if (!root) throw new Error('index.html has no <div id="root">');
  const before = template
    .slice(0, root.index)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  return { before, after: template.slice(root.index + root[0].length) };
}

export function createShellRenderer(options: ShellRendererOptions) {
  const { origin, internalOrigin } = options;
  initI18n();
  configureServerApi({ prefixUrl: `${internalOrigin()}/api`, ...(options.apiFetch ? { fetch: options.apiFetch } : {}) });
  const remoteModules = options.remoteModules ?? createRemoteServerModules({ internalOrigin });

  async function renderRemote(remote: string, url: string, i18n: typeof i18next, nonce: string): Promise<{ result: RemoteRenderResult; assets: RemoteAssets } | null> {
    try {
      const remotes = await options.readRemotes();
      const module = await remoteModules.load(remote, remotes);
      const result = await module.render({ url, i18n, origin, identifierPrefix: ssrIdentifierPrefix(remote), nonce });
      const assets = await remoteAssets(remotes[remote]!, internalOrigin(), result.chunks ?? [], nonce).catch(() => ({ styles: [], preloads: [] }));
      return { result, assets };
    } catch (error) {
      options.onRemoteError?.(remote, error);
      return null;
    }
  }

  async function render({ url, nonce, template }: RenderRequest): Promise<RenderResponse> {
    const { before, after } = splitTemplate(template);
    const { pathname } = new URL(url, origin);
    const match = matchRoute(pathname);
    const { route } = match;
    const meta = pageMeta(match, origin);
    const i18n = i18next.cloneInstance({ initAsync: false });
    const slots: ServerSlots = new Map<string, ServerSlot>();
    let status = route.name === 'NotFound' ? 404 : route.name === 'Unauthorized' ? 401 : 200;
    let pageHead: PageHead = {};
    let styles: string[] = [...options.shellStyles];
    let preloads: string[] = [];
    const states: string[] = [];
    const slotKinds: Record<string, ServerSlot['kind']> = {};

    // Dashboard and flow pages need the session: the browser renders them.
    const serverRendered = !route.dashboard && !route.auth;
    if (!serverRendered) {
      const head = resolveHead(meta, { noindex: true }, origin);
      return { kind: 'page', status, body: documentStream({ before, after }, head, { styles, preloads: [] }, null, []), head, serverRendered };
    }

    if (route.owner !== 'shell') {
      const rendered = await renderRemote(route.owner, url, i18n, nonce);
      if (rendered) {
        const { result } = rendered;
        if (result.status === 301 && result.location) return { kind: 'redirect', status: 301, location: result.location };
        status = result.status;
        pageHead = result.head;
        styles = [...styles, ...rendered.assets.styles];
        preloads = rendered.assets.preloads;
        slots.set(route.owner, { kind: 'html', html: serverSlotHtml(route.owner, result.html), state: result.state });
        slotKinds[route.owner] = 'html';
        states.push(`<script type="application/json" id="${ssrStateId(route.owner)}">${jsonForScript(result.state)}</script>`);
      } else {
        slots.set(route.owner, { kind: 'failed' });
        slotKinds[route.owner] = 'failed';
      }
    }

    states.push(`<script type="application/json" id="${SERVER_SLOTS_ID}">${jsonForScript(slotKinds)}</script>`);
    const head = resolveHead(meta, pageHead, origin);
    const app = (
      <Provider value={fork()}>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <ServerSlotsContext.Provider value={slots}>
              <Shell />
            </ServerSlotsContext.Provider>
          </StaticRouter>
        </I18nextProvider>
      </Provider>
    );
    return { kind: 'page', status, body: documentStream({ before, after }, head, { styles, preloads }, app, states, nonce), head, serverRendered };
  }

  /** Stylesheets first: the preload scanner fetches in document order and the paint waits for CSS. */
  function assetLinks({ styles, preloads }: { styles: readonly string[]; preloads: readonly string[] }): string {
    return [...[...new Set(styles)].map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`), ...preloads].join('');
  }

  /** The document, streamed: the head at once, then React's stream of the shell, then the tail. */
  function documentStream(
    { before, after }: { before: string; after: string },
    head: ResolvedHead,
    assets: { styles: readonly string[]; preloads: readonly string[] },
    app: React.ReactNode | null,
    states: readonly string[],
    nonce?: string,
  ): Readable {
    const body = new PassThrough();
    const top = before.replace('</head>', `${head.html}${assetLinks(assets)}${app === null ? '' : bootScript(nonce)}</head>`);
    const clientRendered = () => `${top}<div id="root"><div class="tp-boot" role="status">Chargement de Toit Partagé…</div></div>${after}`;
    if (app === null) {
      body.end(clientRendered());
      return body;
    }
    const stream = renderToPipeableStream(app, {
      ...(nonce ? { nonce } : {}),
      onAllReady() {
        body.write(`${top}<div id="root" data-ssr="1">`);
        const content = new PassThrough();
        content.on('data', (chunk) => body.write(chunk));
        content.on('end', () => body.end(`</div>${states.join('')}${after.replace(/<noscript>[\s\S]*?<\/noscript>/, '')}`));
        stream.pipe(content);
      },
      // The shell itself failed: the browser renders the page, as before server rendering.
      onShellError(error) {
        options.onRemoteError?.('shell', error);
        body.end(clientRendered());
      },
      onError(error) {
        options.onRemoteError?.('shell', error);
      },
    });
    return body;
  }

  return { render };
}

export type ShellRenderer = ReturnType<typeof createShellRenderer>;
