import { decodeSearchQuery } from '@coloc/shared';
import { makeUser } from '@coloc/shared/testing';
import { cityLabel, type City } from '@coloc/shared';
import { BUDGET_OPTIONS } from './budget';
import { buildSearchDraft, quickSearchDestination } from './quickSearch';

const lyon: City = {
  id: 2996944,
  name: 'Lyon',
  country_id: 6,
  admin1_code: '84',
  admin1_name: 'Auvergne-Rhône-Alpes',
  admin2_code: '69',
  admin2_name: 'Rhône',
  lat: 45.75,
  lng: 4.85,
};

describe('quick search', () => {
  it('names a city with its département', () => {
    expect(cityLabel(lyon)).toBe('Lyon (Rhône)');
    expect(cityLabel({ ...lyon, admin2_name: null })).toBe('Lyon (Auvergne-Rhône-Alpes)');
    expect(cityLabel({ name: 'Paris', admin1_name: 'Île-de-France', admin2_name: 'Paris' })).toBe('Paris');
  });

  it('offers budgets from 300 € to 1 500 €', () => {
    expect(BUDGET_OPTIONS).toHaveLength(13);
    expect(BUDGET_OPTIONS[0]).toEqual({ value: 300, label: expect.stringMatching(/^300\s€$/) });
    expect(BUDGET_OPTIONS.at(-1)?.label).toMatch(/^1\s500\s€$/);
  });

  it('builds the search draft of SPEC 3 with the default radius', () => {
    expect(buildSearchDraft(lyon, 700)).toEqual({
      city_searches: [{ type: 'city', geoname: lyon }],
      per_room_budget_max: 700,
      radius: 5,
      country_id: 6,
    });
  });

  it('sends visitors to sign up, colocs to matching homes, pros to their space', () => {
    const draft = buildSearchDraft(lyon, 700);
    const visitor = new URL(quickSearchDestination(null, draft), 'http://x');
    expect(visitor.pathname).toBe('/signup/users');
    expect(decodeSearchQuery(visitor.searchParams.get('search'))).toEqual(draft);

    const coloc = new URL(quickSearchDestination(makeUser(), draft), 'http://x');
    expect(coloc.pathname).toBe('/users/home-matching');
    expect(decodeSearchQuery(coloc.searchParams.get('search'))).toEqual(draft);

    expect(quickSearchDestination(makeUser({ type: 4 }), draft)).toBe('/agent/annonce-adresse/new');
  });
});
