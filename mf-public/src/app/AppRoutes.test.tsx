import { buildPath, routesOwnedBy } from '@coloc/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, mockApi } from '@coloc/shared/testing';
import { signOutLocally } from '@coloc/shared/testing';
import { makeAdvert } from '../features/advert/test/fixtures';
import { makeCityData, makeListing } from '../entities/browse/test/fixtures';
import { AppRoutes } from './AppRoutes';

const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  SignupType: { type: 'prop-occupant' },
  Advert: { advert_slug: 'colocation-lyon', home_id: '12' },
  CityListing: { city_slug: 'colocation-lyon' },
  Referral: { code: 'K7QZ2MPA' },
};

function renderPath(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signOutLocally();
  mockApi({
    'POST /api/auth/signout': () => new Response(null, { status: 204 }),
    'GET /api/cities': () => json(200, []),
    'GET /api/adverts/12': () => json(200, makeAdvert()),
    'GET /api/browse/cities/lyon': () => json(200, makeCityData()),
    'GET /api/browse/adverts': () => json(200, makeListing()),
    'GET /api/browse/cities': () => json(200, []),
    'GET /api/referral/K7QZ2MPA/invitation': () =>
      json(200, { code: 'K7QZ2MPA', sponsor_first_name: 'Paul', signup_url: '/api/referral/K7QZ2MPA/signup' }),
  });
});

describe('mf_public routes of the shared table', () => {
  const routes = routesOwnedBy('mf_public');

  it('covers every public route of SPEC 2.1, the promotional page, the city pages, the advert, the visit confirmation, the referral page and the two sign-up mail links', () => {
    expect(routes.map((route) => route.name)).toHaveLength(26);
    expect(routes.map((route) => route.name)).toEqual(expect.arrayContaining(['SignupConfirm', 'SigninLink']));
  });

  it.each(routes.map((route) => [route.name, buildPath(route.path, SAMPLE_PARAMS[route.name])] as const))(
    '%s (%s) renders exactly one <h1>',
    async (_name, path) => {
      renderPath(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByRole('heading', { level: 1, name: 'Page introuvable' })).not.toBeInTheDocument();
    },
  );

  it.each(['/colocation-lyon/douze', '/pas-une-page', '/signup/astronaute', '/colocation-atlantide'])('%s shows the not-found page', async (path) => {
    renderPath(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  });

  it("renders nothing on another area's path, which the shell is about to mount", () => {
    const { container } = renderPath('/users/home-matching');
    expect(container).toBeEmptyDOMElement();
  });
});
