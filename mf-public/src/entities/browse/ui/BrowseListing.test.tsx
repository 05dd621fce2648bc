import { mockApi, renderAt } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FILTERS, type BrowseFilters } from '../model/browseQuery';
import { CurrentUrl, makeCard, makeListing, NEARBY } from '../test/fixtures';
import { BrowseListing } from './BrowseListing';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function show(result = makeListing({ total: 100, page: 4 }), filters: BrowseFilters = { ...DEFAULT_FILTERS, page: result.page }) {
  return renderAt(
    <>
      <BrowseListing loaded={{ state: 'ready', value: result }} retry={() => undefined} filters={filters} basePath="/quicksearch" city="lyon" placeName="Lyon" nearby={NEARBY} />
      <CurrentUrl />
    </>,
    { url: '/quicksearch' },
  );
}

describe('advert listing', () => {
  it('shows the count and one card per advert: photo, place, rent, rooms, availability, link', () => {
    const { container } = show(makeListing({ total: 14 }));
    expect(plain(screen.getByRole('heading', { level: 2 }).textContent)).toBe('14 colocations dans un rayon de 5 km autour de Lyon');
    const cards = container.querySelectorAll('article');
    expect(cards).toHaveLength(12);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Colocation lumineuse n° 1' })).toHaveAttribute('href', '/colocation-lyon/1');
    expect(first.getByText('Lyon 4e')).toBeInTheDocument();
    expect(plain(cards[0]!.querySelector('p:nth-of-type(2)')!.textContent)).toBe('dès 400 € / mois');
    expect(first.getByText('2 chambres libres sur 4 · Appartement')).toBeInTheDocument();
    expect(first.getByText('Disponible maintenant')).toBeInTheDocument();
    expect(first.queryByText('Logement contre services')).not.toBeInTheDocument();

    // The first photo is fetched first, the others when they come near.
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images[0]).toHaveAttribute('srcset', expect.stringContaining('/image/301/960/720 960w'));
    expect(images[0]).toHaveAttribute('sizes');
    // The others through the shared LazyImage (2.5 viewport heights ahead; jsdom loads at once).
    expect(images[1]).toHaveAttribute('decoding', 'async');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('marks housing for services and a later availability', () => {
    show({ ...makeListing({ total: 1 }), items: [makeCard({ housing_for_services: true, rooms_available: 0, available_from: '2099-09-01' })] });
    expect(screen.getByText('Logement contre services')).toBeInTheDocument();
    expect(screen.getByText('Disponible dès le 1 septembre 2099')).toBeInTheDocument();
  });

  it('links 5 page numbers around the current one, previous and next, keeping the filters', () => {
    show(makeListing({ total: 100, page: 4 }), { ...DEFAULT_FILTERS, budget: 600, page: 4 });
    const paging = within(screen.getByRole('navigation', { name: 'Pages de résultats' }));
    const numbers = paging.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(numbers).toEqual(['2', '3', '5', '6']);
    expect(paging.getByText('4')).toHaveAttribute('aria-current', 'page');
    expect(paging.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/quicksearch?ville=lyon&budget=600&page=2');
    expect(paging.getByRole('link', { name: /Précédente/ })).toHaveAttribute('href', '/quicksearch?ville=lyon&budget=600&page=3');
    expect(paging.getByRole('link', { name: /Suivante/ })).toHaveAttribute('href', '/quicksearch?ville=lyon&budget=600&page=5');
  });

  it('leaves page 1 out of the URL and has no previous link on it', () => {
    show(makeListing({ total: 30, page: 2 }));
    const paging = within(screen.getByRole('navigation', { name: 'Pages de résultats' }));
    expect(paging.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/quicksearch?ville=lyon');
    expect(paging.getAllByRole('link', { name: /^Page/ })).toHaveLength(2);
  });

  it('has no page links for one page', () => {
    show(makeListing({ total: 5 }));
    expect(screen.queryByRole('navigation', { name: 'Pages de résultats' })).not.toBeInTheDocument();
  });

  it('sorts through a GET form, and at once with JavaScript', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { container } = show(makeListing({ total: 30, page: 2 }), { ...DEFAULT_FILTERS, budget: 600, page: 2 });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/quicksearch');
    expect([...new FormData(form).entries()]).toEqual([['ville', 'lyon'], ['budget', '600'], ['tri', 'price-asc']]);
    await user.selectOptions(screen.getByLabelText('Trier par'), 'recent');
    expect(await screen.findByText(/^\/quicksearch\?ville=lyon&budget=600&tri=recent$/)).toBeInTheDocument();
  });

  it('suggests a wider circle, a higher budget and the cities around when nothing matches', () => {
    show(makeListing({ total: 0 }), { ...DEFAULT_FILTERS, budget: 500, bedrooms: 2 });
    expect(screen.getByText(/Pas encore de colocation dans un rayon de 5 km autour de Lyon/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Élargir la recherche à 10 km' })).toHaveAttribute('href', '/quicksearch?ville=lyon&rayon=10&budget=500&chambres=2');
    expect(screen.getByRole('link', { name: 'Augmenter le budget à 700 €' })).toHaveAttribute('href', '/quicksearch?ville=lyon&budget=700&chambres=2');
    expect(screen.getByRole('link', { name: /quel que soit le nombre de chambres/ })).toHaveAttribute('href', '/quicksearch?ville=lyon&budget=500');
    expect(screen.getByRole('link', { name: /Colocation Villeurbanne/ })).toHaveAttribute('href', '/colocation-villeurbanne');
  });

  it('offers the first page from a page past the last', () => {
    show(makeListing({ total: 3, page: 9 }), { ...DEFAULT_FILTERS, page: 9 });
    expect(screen.getByText("Cette page n'existe pas.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir à la première page' })).toHaveAttribute('href', '/quicksearch?ville=lyon');
  });
});
