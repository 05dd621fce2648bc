// Test data shaped like the API's answers (shared/src/types: MatchUserHit, MatchHomeHit, Search).
import { $currentConfirm, confirmAnswered, type MatchHomeHit, type MatchScore, type MatchUserHit, type Search, type SecondUser } from '@coloc/shared';
import { makeSearch as makeSharedSearch } from '@coloc/shared/testing';
import { waitFor } from '@testing-library/react';

export function makeScore(total: number | null, extra: Partial<MatchScore> = {}): MatchScore {
  return {
    Total: total,
    Sections: { lifestyle: 80, personality: 64, athome: null, employment: 40 },
    Reasons: ['Vous aimez tous les deux cuisiner', 'Non-fumeur : compatible', 'Même rythme de vie'],
    DealBreakers: [],
    Vigilance: [],
    Occupants: [],
    ...extra,
  };
}

export function makeUserHit(id: number, extra: Partial<SecondUser> = {}, total = 150): MatchUserHit {
  const person: SecondUser = {
    UserID: id,
    FirstName: `Prénom${id}`,
    Name: 'D.',
    HasHome: false,
    ProfilePosition: 1,
    PositionComputed: 'Cherche une chambre',
    PositionName: 'Je cherche une chambre en colocation',
    FullRecord: false,
    Grouped: false,
    GroupId: null,
    gdc: false,
    BedroomCount: 1,
    PerRoomBudgetMin: 300,
    PerRoomBudget: 550,
    LastMessage: null,
    Avatars: [],
    IsFavorite: false,
    warranty_status: null,
    ...extra,
  };
  return { SecondUser: person, GlobalScore: makeScore(total), Favoris: person.IsFavorite };
}

export function makeHomeHit(id: number, extra: Partial<MatchHomeHit> = {}): MatchHomeHit {
  return {
    HomeID: id,
    Name: `Maison ${id}`,
    City: 'Lyon',
    PostalCode: '69003',
    PriceMin: 480,
    PriceMax: 560,
    RoomCount: 2,
    AvailableFrom: null,
    Furnished: true,
    PayByService: false,
    DistanceKm: 3.24,
    IsFavorite: false,
    GlobalScore: makeScore(140),
    link: `/colocation-lyon/${id}`,
    image_link: `/image/${id}/640/480`,
    tenant_images: '',
    ...extra,
  };
}

export const LYON = {
  type: 'city' as const,
  geoname: { id: 2996944, name: 'Lyon', country_id: 6, admin1_code: '84', admin1_name: 'Auvergne-Rhône-Alpes', admin2_code: '69', admin2_name: 'Rhône', lat: 45.76, lng: 4.83 },
};

export function makeSearch(extra: Partial<Search> = {}): Search {
  return makeSharedSearch({ city_searches: [LYON], situation: 'single', ...extra });
}

/** Answers the shell's confirm modal, after checking what it asks. */
export async function answerConfirm(answer: boolean, expected?: { title?: string; content?: string }) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  if (expected?.title) expect(request.title).toBe(expected.title);
  if (expected?.content) expect(request.content).toBe(expected.content);
  confirmAnswered({ id: request.id, answer });
}

/** The query of the last call to a path, as an object. */
export function lastQuery(requests: Request[], method: string, path: string): Record<string, string> {
  const found = [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path);
  if (!found) throw new Error(`Aucune requête ${method} ${path}`);
  return Object.fromEntries(new URL(found.url).searchParams);
}

export function callsTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
}
