// What the shell's server renderer loads as ./ssr (the Node build): the page's data through its
// loader in a fresh effector scope, then the area rendered to complete HTML with that scope, this
// request's i18next and a static router. Nothing is kept between requests.
import { matchRoute, type RemoteRenderInput, type RemoteRenderResult } from '@coloc/shared';
import { fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { LOADERS } from './loaders';
import { pageChunks } from './pages';
import { AppRoutes } from './remoteApp';

/** Complete HTML: every lazy page and Suspense boundary resolved, as crawlers need it. */
async function renderComplete(node: ReactNode, options: { identifierPrefix: string; nonce?: string }): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, { ...options, onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A page that threw inside a boundary would only be rendered by the browser: say so instead.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

export async function render({ url, i18n, origin, identifierPrefix, nonce }: RemoteRenderInput): Promise<RemoteRenderResult> {
  const parsed = new URL(url, origin);
  const match = matchRoute(parsed.pathname);
  const scope = fork();
  const loader = LOADERS[match.route.name];
  const outcome = loader ? await loader(scope, { params: match.params, query: parsed.searchParams, origin, i18n }) : {};
  if (outcome.status === 301 && outcome.location) {
    return { status: 301, location: outcome.location + parsed.search, head: {}, html: '', state: {} };
  }
  const html = await renderComplete(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </I18nextProvider>
    </Provider>,
    { identifierPrefix, ...(nonce ? { nonce } : {}) },
  );
  return { status: outcome.status ?? 200, head: outcome.head ?? {}, html, state: serialize(scope), chunks: pageChunks(parsed.pathname) };
}
