import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { notFound } from '../lib/errors';
import { recordAdvertView } from '../modules/adverts/views';
import { originOf } from '../lib/origin';
import { injectNonce, newNonce, pageCsp, remoteOriginsOf } from './page-csp';
import { createPageRenderer } from './page-render';

/*
 * Production web serving on the API's port: the shell (SPA with index.html fallback), each
 * Module Federation remote under /remotes/<folder>/, and remotes.json. Everything is resolved at
 * request time, so building the front-end while the server runs needs no restart.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Entry points must always be revalidated, or a deploy would not reach returning visitors. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/**
 * "main.3f2a9c1b.js", "123.abcd1234.css": a dot-separated segment of 8+ hex digits before the
 * extension (and their source maps, "main.3f2a9c1b.js.map").
 */
const HASHED_NAME = /(?:^|\.)[0-9a-f]{8,}\.[^.]+(?:\.map)?$/i;
const REMOTE_FOLDER = /^mf-[a-z0-9][a-z0-9-]*$/;
/** A public advert's URL (SPEC 2.2: `colocation-{path}/{home_id}`). */
const ADVERT_PATH = /^\/colocation-[a-z0-9-]+\/(\d{1,9})$/;

export const FRONT_END_NOT_BUILT =
  "Le site n'est pas encore construit : le dossier shell/dist est introuvable. Lancez « npm start » à la racine du projet pour construire le front-end puis démarrer le serveur.";

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The request path as a "/relative/path" inside root if it names an existing file there, else null.
 * Decoding and containment are checked here; @fastify/static checks again when sending.
 */
async function existingFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absolute = path.resolve(root, `.${path.posix.sep}${decoded}`);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return null;
  try {
    if (!(await fs.stat(absolute)).isFile()) return null;
  } catch {
    return null;
  }
  return `/${path.relative(root, absolute).split(path.sep).join('/')}`;
}

/** A cache key per remotes.json version and URL; none for odd URLs (not worth a slot). */
function cacheKeyOf(remotesJson: string, url: string): string | null {
  if (url.length > 512) return null;
  return `${createHash('sha1').update(remotesJson).digest('base64')} ${url}`;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export default async function webPlugin(app: FastifyInstance): Promise<void> {
  const { webRoot, remotesFile } = app.config;
  const shellDist = path.join(webRoot, 'shell', 'dist');

  // serve: false only decorates reply.sendFile (ETag, Last-Modified, ranges, content types);
  // the routes below decide which root a path maps to.
  await app.register(fastifyStatic, {
    root: path.resolve(webRoot),
    serve: false,
    suppressWarning: true,
    cacheControl: false,
    index: false,
  });

  const remotesJsonPath = remotesFile ?? path.join(shellDist, 'remotes.json');
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const widgetOrigin = app.config.chatWidgetUrl ? originOf(app.config.chatWidgetUrl) : null;

  /** The page's CSP header and its nonce, for the HTML of one response. */
  async function pageSecurity(): Promise<{ nonce: string; csp: string; remotesJson: string }> {
    const remotesJson = await fs.readFile(remotesJsonPath, 'utf8').catch(() => '{}');
    const nonce = newNonce();
    // From PUBLIC_URL and remotes.json only: the request's Host header is the client's to choose.
    const csp = pageCsp({ nonce, publicOrigin, remoteOrigins: remoteOriginsOf(remotesJson, [publicOrigin]), widgetOrigin });
    return { nonce, csp, remotesJson };
  }

  /**
   * An HTML page with a fresh nonce in its scripts and in its Content-Security-Policy. No ETag or
   * Last-Modified: a revalidated copy would keep the old nonce in the body under a new header.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, root: string, relative: string): Promise<FastifyReply> {
    const html = await fs.readFile(path.join(root, relative), 'utf8');
    const { nonce, csp } = await pageSecurity();
    return reply
      .header('cache-control', NO_CACHE)
      .header('content-security-policy', csp)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(injectNonce(html, nonce));
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply, root: string, relative: string): FastifyReply | Promise<FastifyReply> {
    if (relative.endsWith('.html')) return sendPage(request, reply, root, relative);
    reply.header('cache-control', cacheControlFor(relative));
    return reply.sendFile(relative, root);
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    let content: string;
    try {
      content = await fs.readFile(remotesJsonPath, 'utf8');
    } catch {
      throw notFound();
    }
    return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(content);
  });

  app.get('/remotes/:folder/*', { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { folder: string; '*': string };
    if (!REMOTE_FOLDER.test(params.folder)) return reply.callNotFound();
    const root = path.join(webRoot, params.folder, 'dist');
    const prefix = `/remotes/${params.folder}/`;
    const file = await existingFile(root, pathOf(request.url).slice(prefix.length - 1));
    if (!file) return reply.callNotFound();
    return sendFile(request, reply, root, file);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request.url);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
    if (!(await isDirectory(shellDist))) {
      return reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(FRONT_END_NOT_BUILT);
    }
    const file = await existingFile(shellDist, urlPath);
    if (file) return sendFile(request, reply, shellDist, file);
    if (!(await existingFile(shellDist, '/index.html'))) {
      return reply.code(503).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send(FRONT_END_NOT_BUILT);
    }
    const renderer = pages.renderer();
    // Without the shell's server build: the SPA fallback, the browser's router decides.
    if (!renderer) return sendFile(request, reply, shellDist, '/index.html');
    return renderPage(request, reply, renderer);
  });

  const pages = createPageRenderer(app, { shellDist, remotesJsonPath });

  /**
   * Public pages rendered on the server with their real status (404 for an unknown path, advert or
   * city, 401 for /unauthorized, 301 to a canonical slug); dashboard pages get the document alone.
   */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, renderer: NonNullable<ReturnType<typeof pages.renderer>>): Promise<FastifyReply> {
    const { nonce, csp, remotesJson } = await pageSecurity();
    const send = (status: number, body: string | Readable) =>
      reply
        .code(status)
        .header('cache-control', NO_CACHE)
        .header('content-security-policy', csp)
        .header('x-frame-options', 'DENY')
        .type('text/html; charset=utf-8')
        .send(body);
    const cache = app.pageCache;
    const cacheKey = cacheKeyOf(remotesJson, request.url);
    const cached = cacheKey ? cache.get(cacheKey) : null;
    /**
     * The visitor's view of an advert page, rendered now or served from the cache: the same rule
     * as the JSON (once per visitor per advert per day). The renderer's own read is not counted.
     */
    const countView = async (status: number) => {
      const advertId = status === 200 ? ADVERT_PATH.exec(pathOf(request.url))?.[1] : undefined;
      if (advertId) await recordAdvertView(app.db, request, Number(advertId)).catch((err: unknown) => request.log.warn({ err }, 'advert view not counted'));
    };
    if (cached) {
      await countView(cached.status);
      return send(cached.status, cached.html.replaceAll(cache.noncePlaceholder, nonce));
    }

    // Rendered once with a placeholder where the nonce goes, so that the same HTML can serve again.
    const template = injectNonce(await fs.readFile(path.join(shellDist, 'index.html'), 'utf8'), cache.noncePlaceholder);
    const page = await renderer.render({ url: request.url, template, nonce: cache.noncePlaceholder });
    if (page.kind === 'redirect') return reply.code(301).header('cache-control', NO_CACHE).redirect(page.location, 301);
    const html = await text(page.body);
    if (cacheKey && page.serverRendered && (page.status === 200 || page.status === 404)) cache.set(cacheKey, { status: page.status, html });
    if (page.serverRendered) await countView(page.status);
    return send(page.status, html.replaceAll(cache.noncePlaceholder, nonce));
  }
}
