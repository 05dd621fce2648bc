import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { INTERNAL_RENDER_HEADER, INTERNAL_RENDER_TOKEN } from '../modules/adverts/views';

/*
 * The shell's server renderer (shell/dist/server/index.js), loaded at request time like the rest of
 * the front-end: building the shell again while the server runs takes effect without a restart.
 * The API does not depend on the front-end package; this is the only place that knows its shape.
 */

export interface PageHeadSummary {
  title: string;
  canonical: string | null;
  noindex: boolean;
}

export type RenderedPage =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; status: number; body: Readable; head: PageHeadSummary; serverRendered: boolean };

interface ShellRenderer {
  render(request: { url: string; template: string; nonce: string }): Promise<RenderedPage>;
}

interface ShellServerModule {
  createShellRenderer(options: {
    shellStyles: readonly string[];
    origin: string;
    internalOrigin: () => string;
    apiFetch?: typeof fetch;
    readRemotes: () => Promise<Record<string, string>>;
    onRemoteError?: (remote: string, error: unknown) => void;
  }): ShellRenderer;
}

/** Answers fetch() calls in process through Fastify's inject: no socket, no proxy, no cookie. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      // Marks the read as the renderer's, not a visitor's: the web plugin counts the page view.
      headers: { ...Object.fromEntries(request.headers), [INTERNAL_RENDER_HEADER]: INTERNAL_RENDER_TOKEN },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

export function createPageRenderer(app: FastifyInstance, { shellDist, remotesJsonPath }: { shellDist: string; remotesJsonPath: string }) {
  const modulePath = path.join(shellDist, 'server', 'index.js');
  let loaded: { mtimeMs: number; renderer: ShellRenderer } | null = null;

  function internalOrigin(): string {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
    const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    return `http://${host}:${address.port}`;
  }

  function shellStyles(): string[] {
    // The shell's stylesheets, but the dialog's: that one loads with the first dialog opened.
    return fs
      .readdirSync(shellDist)
      .filter((file) => file.endsWith('.css') && !file.startsWith('ui-dialog'))
      .sort()
      .map((file) => `/${file}`);
  }

  /** The renderer of the shell build on disk now, or null when the shell has no server build. */
  function renderer(): ShellRenderer | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(modulePath);
    } catch {
      return null;
    }
    if (loaded?.mtimeMs === stat.mtimeMs) return loaded.renderer;
    delete require.cache[require.resolve(modulePath)];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- built at run time, outside this package
    const module = require(modulePath) as ShellServerModule;
    const instance = module.createShellRenderer({
      shellStyles: shellStyles(),
      origin: new URL(app.config.publicUrl).origin,
      internalOrigin,
      apiFetch: injectFetch(app),
      readRemotes: async () => JSON.parse(await fs.promises.readFile(remotesJsonPath, 'utf8')) as Record<string, string>,
      onRemoteError: (remote, err) => app.log.error({ err, remote }, 'server rendering failed'),
    });
    loaded = { mtimeMs: stat.mtimeMs, renderer: instance };
    return instance;
  }

  return { renderer };
}
