/**
 * @jest-environment node
 */
// mf-public's server render, as the shell's renderer calls it: the real pages, loaders, effector
// scopes and i18next, with the API answered by a stand-in fetch (configureServerApi).
import { configureServerApi, i18next, initI18n, ssrIdentifierPrefix } from '@coloc/shared';
import { makeAdvert } from '../features/advert/test/fixtures';
import { render } from './ssr';

const ORIGIN = 'https://www.toitpartage.fr';

function answerAdverts(delays: Record<number, number>) {
  configureServerApi({
    prefixUrl: 'http://api.test/api',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const id = Number(/\/api\/adverts\/(\d+)$/.exec(new URL(request.url).pathname)?.[1]);
      if (!delays[id]) return new Response(JSON.stringify({ error: "Cette annonce n'existe pas ou n'est plus en ligne." }), { status: 404, headers: { 'content-type': 'application/json' } });
      await new Promise((resolve) => setTimeout(resolve, delays[id]));
      const advert = makeAdvert({ id, title: id === 1 ? 'Maison de Alice à Lyon' : 'Studio de Bruno à Nantes', city: id === 1 ? 'Lyon' : 'Nantes', public_url: `/colocation-${id === 1 ? 'lyon' : 'nantes'}/${id}` });
      return new Response(JSON.stringify(advert), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

const renderUrl = (url: string) => render({ url, i18n: i18next.cloneInstance({ initAsync: false }), origin: ORIGIN, identifierPrefix: ssrIdentifierPrefix('mf_public') });

beforeAll(() => initI18n());

describe('mf-public server render', () => {
  it('keeps two adverts rendered at the same time apart: HTML, head and serialized state', async () => {
    answerAdverts({ 1: 40, 2: 5 });
    const [alice, bruno] = await Promise.all([renderUrl('/colocation-lyon/1'), renderUrl('/colocation-nantes/2')]);
    expect(alice.status).toBe(200);
    expect(alice.html).toContain('Maison de Alice à Lyon');
    expect(alice.html).not.toContain('Bruno');
    expect(JSON.stringify(alice.state)).not.toContain('Bruno');
    expect(alice.head.title).toContain('Lyon');
    expect(bruno.html).toContain('Studio de Bruno à Nantes');
    expect(bruno.html).not.toContain('Alice');
    expect(JSON.stringify(bruno.state)).not.toContain('Alice');
    expect(bruno.head.canonical).toBe(`${ORIGIN}/colocation-nantes/2`);
    // The state the browser hydrates with holds the advert, under its store's sid.
    expect(alice.state['mf_public/advertSeed']).toMatchObject({ homeId: 1 });
    expect(alice.chunks).toEqual(['page-advert']);
  });

  it('answers 404 with the not-found page for an advert that is not online, and 301 to the advert’s own slug', async () => {
    answerAdverts({ 1: 1 });
    const missing = await renderUrl('/colocation-lyon/999');
    expect(missing.status).toBe(404);
    expect(missing.head.noindex).toBe(true);
    expect(missing.html).toContain('<h1');
    const moved = await renderUrl('/colocation-paris/1?x=1');
    expect(moved).toMatchObject({ status: 301, location: '/colocation-lyon/1?x=1' });
  });

  it('renders a static page completely, lazy chunk included', async () => {
    const faq = await renderUrl('/faq');
    expect(faq.status).toBe(200);
    expect(faq.html).toMatch(/<h1[^>]*>Questions fréquentes<\/h1>/);
    expect(faq.chunks).toEqual(['page-faq']);
  });
});
