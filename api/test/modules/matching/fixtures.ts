import type { TestContext } from '../../helpers/app';
import { signup } from '../../helpers/app';
import { completeListing, homesApi, imageFile, makeJpeg, upload } from '../homes/fixtures';

export type Cookie = string;

export function api(ctx: TestContext) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: Cookie | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return {
    call,
    homes: (cookie: Cookie, criteria: object = {}, query = '') => call('POST', `/api/match/user-match-homes-v4${query}`, cookie, criteria),
    users: (cookie: Cookie, criteria: object = {}, query = '') => call('POST', `/api/match/user-match-users-v4${query}`, cookie, criteria),
    homeUsers: (cookie: Cookie, homeId: number | string, criteria: object = {}, query = '') =>
      call('POST', `/api/match/home-match-users-v4/${homeId}${query}`, cookie, criteria),
    like: (cookie: Cookie, home: number | string, body: object) => call('POST', `/api/homes/accordances/${home}`, cookie, body),
  };
}

/** A complete questionnaire: everyone answers everything unless the test says otherwise. */
export const BASE_PROFILE = {
  position: 1,
  situation: 1,
  gender: 1,
  children: 1,
  pets: 3,
  smoking: 1,
  religious: 1,
  meals: 3,
  pace_of_life: 1,
  outings_at_week: 2,
  appearance: 1,
  time_at_home: 2,
  clean_and_tidy: 2,
  cooking: 3,
  bathing: 2,
  tinkering: 2,
  gardening: 2,
  watching_tv: 2,
  work: 4,
  education: 5,
  business_area: 15,
  pet_list: [],
  dietaries: [1],
  activities_we: [2, 3],
  sports: [1, 15],
  arts: [4, 8],
  hobby: [1, 3],
  thinking_about: [1, 6],
  character: [2, 5, 10],
  decorating: [2],
  service_list: [],
  ecoloc: [1, 3],
  birth_date: '1995-06-15',
  description: 'Une personne calme et souriante qui aime partager un repas.',
};

export interface SeekerOptions {
  first_name?: string;
  name?: string;
  profile?: Record<string, unknown>;
  /** Search body; city ids required for matching. */
  search?: Record<string, unknown> | null;
  finished?: boolean;
  type?: string;
}

/** A seeker through the real routes: sign-up, questionnaire, search, end of registration. */
export async function seeker(ctx: TestContext, options: SeekerOptions = {}) {
  const { user, cookie } = await signup(ctx.app, {
    type: options.type ?? 'users',
    first_name: options.first_name ?? 'Alice',
    name: options.name ?? 'Durand',
  });
  const { call } = api(ctx);
  const profile = await call('PUT', `/api/profiles/${user.profile.id}`, cookie, { ...BASE_PROFILE, ...(options.profile ?? {}) });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  let searchId: number | null = null;
  if (options.search !== null) {
    const search = await call('POST', '/api/searches', cookie, options.search ?? {});
    if (search.statusCode !== 201) throw new Error(`search: ${search.statusCode} ${search.body}`);
    searchId = search.json().id;
  }
  if (options.finished !== false) {
    const put = await call('PUT', `/api/users/${user.id}`, cookie, { registration_step: 100 });
    if (put.statusCode !== 200) throw new Error(`user: ${put.statusCode} ${put.body}`);
  }
  return { id: user.id as number, cookie, searchId, profileId: user.profile.id as number };
}

export function citySearch(...ids: number[]) {
  return ids.map((id) => ({ type: 'city', geoname: { id } }));
}

/**
 * A published listing (published directly in the database: moderation has no route yet). Rooms
 * default to one at `rent` + 50 of charges; `photo` uploads one photo (step 3).
 */
export async function listing(
  ctx: TestContext,
  cookie: Cookie,
  cityId: number,
  options: { rent?: number; rooms?: Array<Record<string, unknown>>; photo?: boolean; published?: boolean; home?: Record<string, unknown>; id?: number | 'default' } = {},
) {
  const body = {
    ...completeListing(cityId, options.rent ?? 500),
    ...(options.rooms ? { rooms: options.rooms } : {}),
    ...(options.home ?? {}),
  };
  const response = options.id !== undefined ? await homesApi(ctx).put(options.id, body, cookie) : await homesApi(ctx).post(body, cookie);
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`home: ${response.statusCode} ${response.body}`);
  const home = response.json();
  let photoId: number | null = null;
  if (options.photo) {
    const photo = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg(64, 48))], cookie);
    if (photo.statusCode !== 200) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
    photoId = photo.json().id;
  }
  if (options.published !== false) await ctx.app.db.updateTable('homes').set({ published: 1 }).where('id', '=', home.id).execute();
  return { id: home.id as number, photoId };
}
