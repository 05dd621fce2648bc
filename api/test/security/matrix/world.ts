import type { HomeDelegationLevel } from '@coloc/contract/homes/limits';
import type { LightMyRequestResponse } from 'fastify';
import { nowIso } from '../../../src/db';
import { signup, uniqueEmail, type TestContext } from '../../helpers/app';
import { completeListing, imageFile, insertCities, makeJpeg, multipart } from '../../modules/homes/fixtures';
import { makePdf } from '../../modules/tenant-file/fixtures';
import { firstOfMonth } from '../../modules/tenant-space/fixtures';

/** The callers of the matrix (issue 8): one account each, made once per run. */
export const ROLES = [
  'anonymous',
  'seeker',
  'owner',
  'occupant',
  'coowner',
  'agent',
  'manager0',
  'manager2',
  'manager3',
  'moderator',
  'support',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/** The three values of homes.notifications_advert / notifications_agenda (SPEC 3, 6) the manager rows run with. */
export const MANAGER_NOTIFICATIONS: Record<'manager0' | 'manager2' | 'manager3', HomeDelegationLevel> = { manager0: 0, manager2: 2, manager3: 3 };

export const LANDLORDS = ['owner', 'occupant', 'coowner', 'agent', 'manager0', 'manager2', 'manager3'] as const;
export const MANAGERS = ['manager0', 'manager2', 'manager3'] as const;
/** Managers whose home hands them the advert and the agenda (2 or 3). */
export const DELEGATED_MANAGERS = ['manager2', 'manager3'] as const;
/** Owner-like landlords: every right on their home. */
export const FULL_LANDLORDS = ['owner', 'occupant', 'coowner', 'agent'] as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Account {
  id: number;
  email: string;
  cookie: string;
  profileId: number;
  searchId: number;
}

/** Everything a landlord-side route can address on one home. */
export interface HomeBag {
  home: number;
  rooms: number[];
  image: number;
  tenancy: number;
  rentLine: number;
  document: number;
  lease: number;
  invitation: number;
}

/** Everything a user-side route can address for one account. */
export interface UserBag {
  user: number;
  profile: number;
  search: number;
}

export interface World {
  ctx: TestContext;
  accounts: Record<SignedInRole | 'stranger' | 'strangerSeeker' | 'mandator', Account>;
  /** The home each role acts on: its own (or joined) one; the seeker's is the one it rents. */
  homeOf: Partial<Record<SignedInRole, HomeBag>>;
  /** A home none of the roles runs or rents (the stranger's, published). */
  otherHome: HomeBag;
  cityId: number;
  call(role: Role, method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Things the seeker side owns (visits, threads, files…), by role, made lazily and cached. */
  cached<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/** Fixture calls must succeed: any 2xx when a 2xx is expected (200 and 201 vary between routes). */
export function check(response: LightMyRequestResponse, expected: number[], what: string): LightMyRequestResponse {
  const ok = response.statusCode >= 200 && response.statusCode < 300 && expected.some((status) => status >= 200 && status < 300);
  if (!ok && !expected.includes(response.statusCode)) throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

/** Builds the accounts, their homes and what hangs off them, through the API wherever it is cheap. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const { app } = ctx;
  const db = app.db;
  const cityId = (await insertCities(db)).lyon;

  const inject = (cookie: string | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function account(type: string, first_name: string): Promise<Account> {
    const made = await signup(app, { type, first_name, name: 'Matrice', email: uniqueEmail(first_name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()), ...(type === 'agent' || type === 'manager' ? { business_name: `${first_name} SARL` } : {}) });
    const me = check(await inject(made.cookie, 'GET', '/api/users/myself'), [200], 'myself').json();
    const search = check(await inject(made.cookie, 'POST', '/api/searches', { city_searches: [] }), [201], 'search').json();
    return { id: made.user.id, email: made.body.email, cookie: made.cookie, profileId: me.profile.id, searchId: search.id };
  }

  const accounts = {
    seeker: await account('users', 'Sacha'),
    owner: await account('proprietaire', 'Odile'),
    occupant: await account('prop-occupant', 'Oscar'),
    coowner: await account('proprietaire', 'Corinne'),
    agent: await account('agent', 'Agathe'),
    manager0: await account('manager', 'Marc'),
    manager2: await account('manager', 'Maud'),
    manager3: await account('manager', 'Mehdi'),
    moderator: await account('users', 'Modeste'),
    support: await account('users', 'Solène'),
    stranger: await account('proprietaire', 'Étienne'),
    strangerSeeker: await account('users', 'Estelle'),
    mandator: await account('proprietaire', 'Mandy'),
  };
  await db.updateTable('users').set({ staff_role: 'moderator' }).where('id', '=', accounts.moderator.id).execute();
  await db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', accounts.support.id).execute();

  const listing = () => ({
    ...completeListing(cityId),
    rooms: [
      { number: 0, name: 'Chambre bleue', rent: 500, charges: 50, surface: 12, furnished: true },
      { number: 1, name: null, rent: 420, charges: 40, surface: 10 },
    ],
  });

  /** A complete, published home of `creator` (PUT on an existing one, as the occupant's sign-up made it). */
  async function publishedHome(creator: Account, existing?: number): Promise<{ home: number; rooms: number[] }> {
    const response = existing
      ? check(await inject(creator.cookie, 'PUT', `/api/homes/${existing}`, listing()), [200], 'home update')
      : check(await inject(creator.cookie, 'POST', '/api/homes', listing()), [201], 'home');
    const home = response.json() as { id: number; rooms: Array<{ id: number; number: number }> };
    await db.updateTable('homes').set({ published: 1 }).where('id', '=', home.id).execute();
    return { home: home.id, rooms: home.rooms.sort((a, b) => a.number - b.number).map((r) => r.id) };
  }

  async function joinAsLandlord(homeId: number, who: Account, role: 'owner' | 'manager' | 'agent') {
    const now = nowIso();
    await db
      .insertInto('home_landlords')
      .values({ home_id: homeId, user_id: who.id, email: who.email, role, status: 'accepted', token_hash: null, invited_by: null, invite_sent_at: now, accepted_at: now, created_at: now })
      .execute();
  }

  /** The objects hanging off a home, made by one of its full landlords. */
  async function furnish(landlord: Account, base: { home: number; rooms: number[] }, tenantEmail: string): Promise<HomeBag> {
    const { home, rooms } = base;
    const photo = multipart([imageFile(await makeJpeg())]);
    const image = check(await inject(landlord.cookie, 'POST', `/api/homes/${home}/images`, photo.payload, photo.headers), [201], 'image').json();
    const tenancy = check(
      await inject(landlord.cookie, 'POST', `/api/homes/${home}/tenancies`, {
        room_id: rooms[0],
        tenant_email: tenantEmail,
        tenant_name: 'Locataire Matrice',
        start_date: firstOfMonth(2),
        rent: 500,
        charges: 50,
        deposit: 500,
      }),
      [201],
      'tenancy',
    ).json();
    check(await inject(landlord.cookie, 'GET', `/api/homes/${home}/management`), [200], 'management');
    const line = await db.selectFrom('rent_payments').select('id').where('tenancy_id', '=', tenancy.id).orderBy('period').executeTakeFirstOrThrow();
    const doc = multipart([
      { name: 'title', data: 'Règlement intérieur' },
      { name: 'category', data: 'autre' },
      { name: 'shared', data: 'true' },
      { name: 'file', filename: 'reglement.pdf', contentType: 'application/pdf', data: await makePdf('Règlement') },
    ]);
    const document = check(await inject(landlord.cookie, 'POST', `/api/homes/${home}/documents`, doc.payload, doc.headers), [201], 'document').json();
    const lease = check(
      await inject(landlord.cookie, 'POST', `/api/homes/${home}/leases`, {
        kind: 'room',
        room_id: rooms[1],
        tenant_email: tenantEmail,
        start_date: firstOfMonth(-1),
        duration_months: 12,
        rent: 420,
        charges: 40,
        deposit: 840,
        furnished: true,
        special_terms: null,
      }),
      [201],
      'lease',
    ).json();
    check(await inject(landlord.cookie, 'PUT', `/api/homes/${home}/diagnostics/dpe`, { performed_on: firstOfMonth(12), document_id: null }), [200], 'diagnostic');
    check(await inject(landlord.cookie, 'POST', `/api/homes/${home}/invite`, { owner_email: uniqueEmail('invite'), owner_role: 'owner' }), [201], 'invite');
    const invitation = await db.selectFrom('home_landlords').select('id').where('home_id', '=', home).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { home, rooms, image: image.id, tenancy: tenancy.id, rentLine: line.id, document: document.id, lease: lease.id, invitation: invitation.id };
  }

  const ownerHome = await publishedHome(accounts.owner);
  const occupantHomeId = (await db.selectFrom('homes').select('id').where('user_id', '=', accounts.occupant.id).executeTakeFirstOrThrow()).id;
  const occupantHome = await publishedHome(accounts.occupant, occupantHomeId);
  const agentHome = await publishedHome(accounts.agent);
  const strangerHome = await publishedHome(accounts.stranger);
  await joinAsLandlord(ownerHome.home, accounts.coowner, 'owner');

  const homeOf: World['homeOf'] = {};
  // The seeker rents a room of the owner's home: the tenant of the landlord-side objects.
  homeOf.owner = await furnish(accounts.owner, ownerHome, accounts.seeker.email);
  homeOf.coowner = homeOf.owner;
  homeOf.seeker = homeOf.owner;
  homeOf.occupant = await furnish(accounts.occupant, occupantHome, uniqueEmail('locataire'));
  homeOf.agent = await furnish(accounts.agent, agentHome, uniqueEmail('locataire'));
  for (const manager of MANAGERS) {
    const base = await publishedHome(accounts.mandator);
    homeOf[manager] = await furnish(accounts.mandator, base, uniqueEmail('locataire'));
    await joinAsLandlord(base.home, accounts[manager], 'manager');
    const value = MANAGER_NOTIFICATIONS[manager];
    await db.updateTable('homes').set({ notifications_advert: value, notifications_agenda: value }).where('id', '=', base.home).execute();
  }
  const otherHome = await furnish(accounts.stranger, strangerHome, accounts.strangerSeeker.email);

  const cache = new Map<string, Promise<unknown>>();
  const world: World = {
    ctx,
    accounts,
    homeOf,
    otherHome,
    cityId,
    call: (role, method, url, payload, headers) => inject(role === 'anonymous' ? null : accounts[role].cookie, method, url, payload, headers),
    cached<T>(key: string, make: () => Promise<T>): Promise<T> {
      if (!cache.has(key)) cache.set(key, make());
      return cache.get(key) as Promise<T>;
    },
  };
  return world;
}

