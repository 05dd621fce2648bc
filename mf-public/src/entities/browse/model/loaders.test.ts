import { i18next } from '@coloc/shared';
import { json, mockApi } from '@coloc/shared/testing';
import { fork } from 'effector';
import { LYON, makeCityData, makeListing, NEARBY } from '../test/fixtures';
import { $cityPage, $listing, $topCities } from './browseState';
import { loadCityPage, loadHomePage, loadQuickSearchPage } from './loaders';

const ORIGIN = 'https://toit-partage.example';

function load(loader: typeof loadCityPage, params: Record<string, string>, search = '') {
  const scope = fork();
  return { scope, outcome: loader(scope, { params, query: new URLSearchParams(search), origin: ORIGIN, i18n: i18next }) };
}

/** The API of a city with `total` adverts; both orders answer the same list. */
function cityApi(total = 3) {
  return mockApi({
    'GET /api/browse/cities/lyon': () => json(200, makeCityData()),
    'GET /api/browse/cities/saint-etienne': () => json(200, makeCityData({ city: { ...LYON, name: 'Saint-Étienne', slug: 'saint-etienne' } })),
    'GET /api/browse/cities/Saint-Etienne': () => json(200, makeCityData({ city: { ...LYON, name: 'Saint-Étienne', slug: 'saint-etienne' } })),
    'GET /api/browse/cities/atlantide': () => json(404, { error: 'Cette ville est introuvable.' }),
    'GET /api/browse/adverts': (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('city') === 'atlantide') return json(404, { error: 'Cette ville est introuvable.' });
      const page = Number(url.searchParams.get('page'));
      const listing = makeListing({ total, page });
      return json(200, url.searchParams.get('order') === 'price-desc' ? { ...listing, items: [...listing.items].reverse() } : listing);
    },
  });
}

describe('city page loader', () => {
  it('renders a city: title, canonical, ItemList, og:image and the stores the browser starts from', async () => {
    const api = cityApi(30);
    const { scope, outcome } = load(loadCityPage, { city_slug: 'colocation-lyon' });
    const { status, head } = await outcome;
    expect(status).toBe(200);
    expect(head?.title).toBe('Colocation à Lyon : 19 chambres disponibles | Toit Partagé');
    expect(head?.canonical).toBe('/colocation-lyon');
    expect(head?.description?.replace(/\s/g, ' ')).toBe(
      'À Lyon (Rhône), 12 annonces de colocation sont en ligne sur Toit Partagé, avec 19 chambres disponibles dès maintenant. À Lyon, les chambres libres sont proposées de 320 € à 780 € par mois, charges non comprises.',
    );
    expect(head?.image).toBe(`${ORIGIN}/image/301/1200/630`);
    expect(head?.preloadImage).toMatchObject({ href: '/image/301/480/360' });
    const [itemList] = head?.jsonLd ?? [];
    expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 12 });
    expect((itemList as { itemListElement: unknown[] }).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `${ORIGIN}/colocation-lyon/1`,
      name: 'Colocation lumineuse n° 1',
    });

    expect(scope.getState($cityPage)).toEqual({ slug: 'lyon', data: makeCityData() });
    expect(scope.getState($listing)).toMatchObject({ key: 'city=lyon&radius=5&page=1&order=price-asc', result: { total: 30 } });
    // The range of rents comes with the city's figures: the list the page shows is the only one read.
    expect(api.requests.filter((request) => new URL(request.url).pathname === '/api/browse/adverts')).toHaveLength(1);
  });

  it('numbers a later page from its first advert and points its canonical link at it', async () => {
    cityApi(30);
    const { outcome } = load(loadCityPage, { city_slug: 'colocation-lyon' }, '?page=2');
    const { head } = await outcome;
    expect(head?.canonical).toBe('/colocation-lyon?page=2');
    expect(head?.title).toBe('Colocation à Lyon : 19 chambres disponibles – page 2 | Toit Partagé');
    expect((head?.jsonLd?.[0] as { itemListElement: Array<{ position: number }> }).itemListElement[0]?.position).toBe(13);
  });

  it('answers 404 for an unknown city, and the page reads it as missing', async () => {
    cityApi();
    const { scope, outcome } = load(loadCityPage, { city_slug: 'colocation-atlantide' });
    expect(await outcome).toEqual({ status: 404, head: { title: 'Page introuvable | Toit Partagé', noindex: true, canonical: null } });
    expect(scope.getState($cityPage)).toEqual({ slug: 'atlantide', missing: true });
  });

  it('sends a non-canonical slug to the city page with 301', async () => {
    cityApi();
    const { outcome } = load(loadCityPage, { city_slug: 'colocation-Saint-Etienne' });
    expect(await outcome).toEqual({ status: 301, location: '/colocation-saint-etienne' });
  });

  it('does not index a page past the last one', async () => {
    cityApi(3);
    const { outcome } = load(loadCityPage, { city_slug: 'colocation-lyon' }, '?page=7');
    expect((await outcome).head).toMatchObject({ noindex: true, jsonLd: [] });
  });
});

describe('quick search loader', () => {
  it('lists the adverts around the city asked for, the city page being canonical', async () => {
    const api = cityApi(30);
    const { scope, outcome } = load(loadQuickSearchPage, {}, '?ville=lyon&rayon=10&budget=600&page=2&tri=price-desc');
    const { status, head } = await outcome;
    expect(status).toBe(200);
    expect(head?.title).toBe('30 colocations à Lyon et alentours – page 2 | Toit Partagé');
    expect(head?.canonical).toBe('/colocation-lyon');
    expect(Object.fromEntries(new URL(api.requests[0]!.url).searchParams)).toEqual({ city: 'lyon', radius: '10', budget: '600', page: '2', order: 'price-desc' });
    expect(scope.getState($listing)).toMatchObject({ key: 'city=lyon&radius=10&budget=600&page=2&order=price-desc' });
  });

  it('reads the nearby cities when nothing matches', async () => {
    cityApi(0);
    const { scope, outcome } = load(loadQuickSearchPage, {}, '?ville=lyon');
    await outcome;
    expect(scope.getState($cityPage)).toMatchObject({ slug: 'lyon', data: { nearby: NEARBY } });
  });

  it('says an unknown city on the page, without failing', async () => {
    cityApi();
    const { scope, outcome } = load(loadQuickSearchPage, {}, '?ville=atlantide&page=-3&budget=abc');
    expect(await outcome).toMatchObject({ status: 200, head: { noindex: true } });
    expect(scope.getState($listing)).toEqual({ key: 'city=atlantide&radius=5&page=1&order=price-asc', missing: true });
  });

  it('offers the busiest cities without a city', async () => {
    mockApi({ 'GET /api/browse/cities': () => json(200, NEARBY) });
    const { scope, outcome } = load(loadQuickSearchPage, {});
    expect(await outcome).toEqual({ status: 200 });
    expect(scope.getState($topCities)).toEqual(NEARBY);
  });
});

describe('home page loader', () => {
  it('puts the busiest cities in the page, and renders without them when the API fails', async () => {
    const api = mockApi({ 'GET /api/browse/cities': () => json(200, NEARBY) });
    const first = load(loadHomePage, {});
    await first.outcome;
    expect(first.scope.getState($topCities)).toEqual(NEARBY);
    expect(new URL(api.requests[0]!.url).searchParams.get('limit')).toBe('12');

    mockApi({ 'GET /api/browse/cities': () => json(500, { error: 'Panne' }) });
    const second = load(loadHomePage, {});
    expect(await second.outcome).toEqual({ status: 200 });
    expect(second.scope.getState($topCities)).toBeNull();
  });
});
