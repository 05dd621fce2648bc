/**
 * @jest-environment node
 */
// The shell's server renderer with a stand-in remote module (the real one comes through Module
// Federation at run time; e2e covers that path).
import type { RemoteRenderInput, RemoteRenderResult, RemoteServerModule } from '@coloc/shared';
import type { Readable } from 'node:stream';
import { createShellRenderer, type RenderResponse } from './index';
import type { RemoteServerModules } from './remotes';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Défaut</title><meta name="description" content="défaut"><script nonce="N" defer src="/main.js"></script></head><body><div id="root"><div class="tp-boot">Chargement de Toit Partagé…</div></div><noscript>JS</noscript></body></html>';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** `internalOrigin`: another one per test that serves a manifest (manifests are cached by URL). */
function rendererWith(render: (input: RemoteRenderInput) => Promise<RemoteRenderResult>, internalOrigin = 'http://127.0.0.1:1') {
  const errors: string[] = [];
  const remoteModules: RemoteServerModules = { load: async () => ({ render }) as RemoteServerModule };
  const renderer = createShellRenderer({
    shellStyles: ['/shell.css'],
    origin: 'https://www.toitpartage.fr',
    internalOrigin: () => internalOrigin,
    apiFetch: async () => new Response('{}'),
    readRemotes: async () => ({ mf_public: '/remotes/mf-public/mf-manifest.json' }),
    onRemoteError: (remote) => errors.push(remote),
    remoteModules,
  });
  return { renderer, errors };
}

async function page(response: RenderResponse): Promise<{ status: number; html: string }> {
  if (response.kind !== 'page') throw new Error(`expected a page, got ${response.kind}`);
  return { status: response.status, html: await text(response.body) };
}

const advertPage = (title: string, delayMs: number) => async (input: RemoteRenderInput): Promise<RemoteRenderResult> => {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    status: 200,
    head: { title: `${title} | Toit Partagé`, description: `À propos de ${title}`, jsonLd: [{ '@type': 'Room', name: title }] },
    html: `<h1>${title.replace(/</g, '&lt;')}</h1><p>${input.url}</p>`,
    state: { 'mf_public/advertSeed': { title } },
  };
};

describe('createShellRenderer', () => {
  it('renders the document with the remote area, its head and its state', async () => {
    const { renderer } = rendererWith(advertPage('Chambre à Lyon', 0));
    const { status, html } = await page(await renderer.render({ url: '/colocation-lyon/12', template: TEMPLATE, nonce: 'N' }));
    expect(status).toBe(200);
    expect(html).toContain('<title>Chambre à Lyon | Toit Partagé</title>');
    expect(html).not.toContain('<title>Défaut</title>');
    expect(html).toContain('<meta property="og:title" content="Chambre à Lyon">');
    expect(html).toContain('<link rel="canonical" href="https://www.toitpartage.fr/colocation-lyon/12">');
    expect(html).toContain('<h1>Chambre à Lyon</h1>');
    expect(html).toContain('data-ssr-remote="mf_public"');
    expect(html).toContain('<script type="application/json" id="__tp_state_mf_public">');
    // The header of the shell's layout is rendered around it.
    expect(html).toMatch(/<header[^>]*>/);
    // One root, closed once, then the data blocks and the rest of the template.
    expect(html).toMatch(/<\/section><\/div><script type="application\/json"/);
    // The cookie notice is in the HTML for everybody (hidden before paint for those who said 'Ok').
    expect(html).toContain('aria-label="Information sur les cookies"');
    expect(html).toMatch(/<\/script><noscript>|<\/script><\/body>/);
  });

  it("links the page's stylesheets and preloads the remote's manifest, entry, app and page code", async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'app',
          assets: {
            css: { sync: ['app.1.css'], async: ['page-advert.2.css', 'page-faq.3.css'] },
            js: { sync: ['__federation_expose_app.4.js'], async: ['page-advert.5.js', 'page-faq.6.js'] },
          },
        },
      ],
    };
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      expect(String(url)).toBe('http://127.0.0.1:2/remotes/mf-public/mf-manifest.json');
      return new Response(JSON.stringify(manifest));
    });
    try {
      const render = advertPage('Chambre', 0);
      const { renderer } = rendererWith(async (input) => ({ ...(await render(input)), chunks: ['page-advert'] }), 'http://127.0.0.1:2');
      const { html } = await page(await renderer.render({ url: '/colocation-lyon/13', template: TEMPLATE, nonce: 'N' }));
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" href="/remotes/mf-public/app.1.css"><link rel="stylesheet" href="/remotes/mf-public/page-advert.2.css">');
      expect(head).not.toContain('page-faq');
      expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/remotes/mf-public/mf-manifest.json">');
      for (const file of ['remoteEntry.js', '__federation_expose_app.4.js', 'page-advert.5.js']) {
        expect(head).toContain(`<link rel="preload" as="script" nonce="N" href="/remotes/mf-public/${file}">`);
      }
      // Stylesheets come before the preloads: the first paint waits for them, not for the code.
      expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('rel="preload" as="script"'));
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('keeps two requests rendered at once apart', async () => {
    const { renderer } = rendererWith(async (input) => (input.url.endsWith('/1') ? advertPage('Maison Alice', 30)(input) : advertPage('Studio Bruno', 5)(input)));
    const [alice, bruno] = await Promise.all([
      renderer.render({ url: '/colocation-lyon/1', template: TEMPLATE, nonce: 'N' }).then(page),
      renderer.render({ url: '/colocation-lyon/2', template: TEMPLATE, nonce: 'N' }).then(page),
    ]);
    expect(alice.html).toContain('Maison Alice');
    expect(alice.html).not.toContain('Studio Bruno');
    expect(bruno.html).toContain('Studio Bruno');
    expect(bruno.html).not.toContain('Maison Alice');
  });

  it('cannot be broken out of by hostile advert text in JSON-LD, state or meta', async () => {
    const hostile = 'Chambre </script><script>alert(1)</script> <!-- \u2028 "x"';
    const { renderer } = rendererWith(advertPage(hostile, 0));
    const { html } = await page(await renderer.render({ url: '/colocation-lyon/12', template: TEMPLATE, nonce: 'N' }));
    expect(html).not.toContain('<script>alert(1)</script>');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toEqual({ '@type': 'Room', name: hostile });
    const state = /<script type="application\/json" id="__tp_state_mf_public">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({ 'mf_public/advertSeed': { title: hostile } });
  });

  it("renders the French fallback in the remote's area when its server build throws, never a 500", async () => {
    const { renderer, errors } = rendererWith(async () => {
      throw new Error('boom');
    });
    const { status, html } = await page(await renderer.render({ url: '/faq', template: TEMPLATE, nonce: 'N' }));
    expect(status).toBe(200);
    expect(html).toContain('Ce module est momentanément indisponible.');
    expect(html).toMatch(/<header[^>]*>/);
    expect(errors).toEqual(['mf_public']);
  });

  it('answers 404 for an unknown path and 401 for /unauthorized, with the page rendered', async () => {
    const { renderer } = rendererWith(advertPage('x', 0));
    const missing = await page(await renderer.render({ url: '/pas-une-page', template: TEMPLATE, nonce: 'N' }));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page introuvable');
    expect(missing.html).toContain('noindex');
    const unauthorized = await page(await renderer.render({ url: '/unauthorized', template: TEMPLATE, nonce: 'N' }));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.html).toContain('Accès non autorisé');
  });

  it('gives dashboard pages the document alone, kept out of search engines', async () => {
    const { renderer } = rendererWith(advertPage('x', 0));
    const { status, html } = await page(await renderer.render({ url: '/users/home-matching', template: TEMPLATE, nonce: 'N' }));
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Chargement de Toit Partagé…');
    expect(html).not.toContain('data-ssr');
  });

  it('passes a remote redirect to a canonical URL through', async () => {
    const { renderer } = rendererWith(async () => ({ status: 301, location: '/colocation-paris/12', head: {}, html: '', state: {} }));
    expect(await renderer.render({ url: '/colocation-lyon/12', template: TEMPLATE, nonce: 'N' })).toEqual({ kind: 'redirect', status: 301, location: '/colocation-paris/12' });
  });
});
