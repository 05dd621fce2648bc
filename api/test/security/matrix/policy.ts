import { createECDH } from 'node:crypto';
import { uniqueEmail } from '../../helpers/app';
import { multipart, imageFile, makeJpeg } from '../../modules/homes/fixtures';
import { makePdf } from '../../modules/tenant-file/fixtures';
import { firstOfMonth } from '../../modules/tenant-space/fixtures';
import { slotIn } from '../../modules/visits/fixtures';
import type { ObjectKindName } from './objects';
import { check, FULL_LANDLORDS, LANDLORDS, type Role, type SignedInRole, type World } from './world';

/**
 * The authorization decision of every route, keyed "METHOD path" as the app registers it.
 *
 * Outcomes: 'pass' = the gate let the caller through (any status but 401, 403, 404 and 5xx: a 400,
 * 409 or 422 about the body still proves it); 'deny' = 403 or 404 and the database unchanged;
 * 'unauth' = 401 and the database unchanged; a number = exactly that status (unchanged database
 * when it is 401, 403 or 404). Routes that address an object are run on the caller's own object
 * (for the roles that can hold one) and on someone else's.
 */
export type Ownership = 'own' | 'other' | 'none';
export type Outcome = 'pass' | 'deny' | 'unauth' | number;

export interface RouteRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

// Values built by the object kinds: ids, tokens, bodies.
type Obj = Record<string, any>;

export interface RoutePolicy {
  /** Who may call it, in words: the table doubles as the authorization documentation. */
  rule: string;
  object?: ObjectKindName;
  expect(role: Role, ownership: Ownership): Outcome;
  request(o: Obj, world: World, role: Role, outcome: Outcome): RouteRequest | Promise<RouteRequest>;
  /** A successful call uses the object up (deletes it, moves its state): passing cases get a fresh one. */
  consumes?: boolean;
  /** The call ends sessions: it runs on a second session of the role, which signs in again afterwards. */
  endsSession?: boolean;
}

type Expect = RoutePolicy['expect'];
type Overrides = Partial<Record<Role, Partial<Record<Ownership, Outcome>>>>;

const COLOC_ROLES: readonly Role[] = ['seeker', 'occupant', 'moderator', 'support'];
/** Advert (and agenda) access, SPEC 6: owner-like landlords, and managers whose home says 2 or 3. */
const ADVERT: readonly Role[] = ['owner', 'occupant', 'coowner', 'agent', 'manager2', 'manager3'];
const BANK_ACCOUNT_HOLDERS: readonly Role[] = ['owner', 'occupant', 'coowner', 'agent', 'manager0', 'manager2', 'manager3'];

function withOverrides(base: Expect, overrides: Overrides = {}): Expect {
  return (role, ownership) => overrides[role]?.[ownership] ?? base(role, ownership);
}

/** Anyone, signed in or not. */
const everyone = (overrides?: Overrides): Expect => withOverrides(() => 'pass', overrides);
/** Any signed-in account. */
const signedIn = (overrides?: Overrides): Expect => withOverrides((role) => (role === 'anonymous' ? 'unauth' : 'pass'), overrides);
/** Only these roles; every other account is refused. */
const rolesOnly = (roles: readonly Role[], overrides?: Overrides): Expect =>
  withOverrides((role) => (role === 'anonymous' ? 'unauth' : roles.includes(role) ? 'pass' : 'deny'), overrides);
/** Only on one's own object, and only for these roles (all holders by default). */
const ownOnly = (roles?: readonly Role[], overrides?: Overrides): Expect =>
  withOverrides((role, ownership) => {
    if (role === 'anonymous') return 'unauth';
    if (ownership !== 'own') return 'deny';
    return !roles || roles.includes(role) ? 'pass' : 'deny';
  }, overrides);
/** Anyone signed in, on anyone's object. */
const anyObject = (overrides?: Overrides): Expect => signedIn(overrides);

const LANDLORD_ROLES: readonly Role[] = LANDLORDS;
const at = (url: string, payload?: unknown): RouteRequest => ({ url, ...(payload !== undefined ? { payload } : {}) });
/** A real sponsor's code (the owner's): an unknown one answers 404 on purpose. */
const referralCode = (world: World): Promise<string> =>
  world.cached('referral-code', async () => (check(await world.call('owner', 'GET', '/api/referral'), [200], 'referral code').json() as { code: string }).code);

async function jpegUpload(): Promise<Pick<RouteRequest, 'payload' | 'headers'>> {
  const form = multipart([imageFile(await makeJpeg())]);
  return { payload: form.payload, headers: form.headers };
}

const pushBody = (o: Obj, role: Role) =>
  // Without a session the keys are the proof; the anonymous caller sends wrong ones.
  role === 'anonymous' ? { ...o.body, keys: { ...o.body.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } } : o.body;

export const POLICY: Record<string, RoutePolicy> = {
  // --- documentation ----------------------------------------------------------------------------
  'GET /api/docs': { rule: 'public', expect: everyone(), request: () => at('/api/docs') },
  'GET /api/docs/static/index.html': { rule: 'public', expect: everyone(), request: () => at('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { rule: 'public', expect: everyone(), request: () => at('/api/docs/static/swagger-initializer.js') },
  'GET /api/docs/json': { rule: 'public', expect: everyone(), request: () => at('/api/docs/json') },
  'GET /api/docs/yaml': { rule: 'public', expect: everyone(), request: () => at('/api/docs/yaml') },
  'GET /api/docs/static/*': { rule: 'public', expect: everyone(), request: () => at('/api/docs/static/swagger-ui.css') },

  // --- auth -------------------------------------------------------------------------------------
  'POST /api/auth/signup': { rule: 'public', expect: everyone(), request: () => at('/api/auth/signup', {}) },
  'POST /api/auth/signin': { rule: 'public', expect: everyone(), request: () => at('/api/auth/signin', {}) },
  'POST /api/auth/signout': { rule: 'public (ends the session sent, if any)', expect: everyone(), request: () => at('/api/auth/signout'), endsSession: true },
  'POST /api/auth/signout-all': { rule: 'signed in: ends every session of the account', expect: signedIn(), request: () => at('/api/auth/signout-all'), endsSession: true },
  'POST /api/auth/reset-password': { rule: 'public', expect: everyone(), request: () => at('/api/auth/reset-password', {}) },
  'POST /api/auth/new-password': { rule: 'public (token in the body)', expect: everyone(), request: () => at('/api/auth/new-password', {}) },
  'POST /api/auth/confirm-signup': { rule: 'public (token of the mailed confirmation link in the body)', expect: everyone(), request: () => at('/api/auth/confirm-signup', {}) },
  // Off in the matrix's app (no ALLOW_SANDBOX_MAILBOX): 404 for everyone; test/modules/sandbox-mailbox covers it on.
  'GET /api/sandbox-mailbox': { rule: 'only with ALLOW_SANDBOX_MAILBOX (a local trial); 404 otherwise', expect: () => 404, request: () => at('/api/sandbox-mailbox') },
  'GET /api/sandbox-mailbox/:file': {
    rule: 'only with ALLOW_SANDBOX_MAILBOX (a local trial); 404 otherwise',
    expect: () => 404,
    request: () => at('/api/sandbox-mailbox/2026-01-01T00-00-00.000Z-0123abcd.eml'),
  },
  'POST /api/auth/signin-link': { rule: 'public (token of the mailed sign-in link in the body)', expect: everyone(), request: () => at('/api/auth/signin-link', {}) },

  // --- users, profiles, searches ----------------------------------------------------------------
  'GET /api/users/myself': { rule: 'signed in', expect: signedIn(), request: () => at('/api/users/myself') },
  'PUT /api/users/:id': { rule: 'own account', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}`, {}) },
  'PUT /api/users/:id/password': {
    rule: 'own account',
    object: 'account',
    expect: ownOnly(),
    request: (o) => at(`/api/users/${o.id}/password`, { current_password: 'pas-le-bon-mot-de-passe', new_password: 'un-autre-mot-de-passe' }),
  },
  'GET /api/users/:id/preferences': { rule: 'own account', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}/preferences`) },
  'PUT /api/users/:id/preferences': { rule: 'own account', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}/preferences`, {}) },
  'DELETE /api/users/:id(^\\d+$)': {
    rule: 'own account, with its password',
    object: 'account',
    expect: ownOnly(),
    request: (o) => at(`/api/users/${o.id}`, { password: 'pas-le-bon-mot-de-passe' }),
  },
  'GET /api/users/:id/export': { rule: 'own account (staff included: no shortcut)', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}/export`) },
  'GET /api/users/:id/connections': { rule: 'own account (staff included: no shortcut)', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}/connections`) },
  'GET /api/users/:id/profile': { rule: 'signed in, anyone’s public profile', object: 'account', expect: anyObject(), request: (o) => at(`/api/users/${o.id}/profile`) },
  'GET /api/users/:id/favorite': { rule: 'own account', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}/favorite`) },
  'GET /api/users/:id/dislike': { rule: 'own account', object: 'account', expect: ownOnly(), request: (o) => at(`/api/users/${o.id}/dislike`) },
  'POST /api/users/upload': { rule: 'signed in (own avatar)', expect: signedIn(), request: async () => ({ url: '/api/users/upload', ...(await jpegUpload()) }) },
  'GET /api/profiles/:id': { rule: 'own profile', object: 'profile', expect: ownOnly(), request: (o) => at(`/api/profiles/${o.id}`) },
  'PUT /api/profiles/:id': { rule: 'own profile', object: 'profile', expect: ownOnly(), request: (o) => at(`/api/profiles/${o.id}`, {}) },
  'POST /api/searches': { rule: 'signed in (own search)', expect: signedIn(), request: () => at('/api/searches', {}) },
  'GET /api/searches/:id': { rule: 'own search', object: 'search', expect: ownOnly(), request: (o) => at(`/api/searches/${o.id}`) },
  'PUT /api/searches/:id': { rule: 'own search', object: 'search', expect: ownOnly(), request: (o) => at(`/api/searches/${o.id}`, {}) },

  // --- homes and photos -------------------------------------------------------------------------
  'GET /api/homes/:id': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}`) },
  'POST /api/homes': { rule: 'signed in (creates one’s own home)', expect: signedIn(), request: () => at('/api/homes', { is_coloc: 'peut-être' }) },
  'PUT /api/homes/:id': { rule: 'advert access (SPEC 6)', object: 'home', expect: ownOnly(ADVERT), request: (o) => at(`/api/homes/${o.home}`, {}) },
  'DELETE /api/homes/:id': { rule: 'advert access (SPEC 6)', object: 'home', expect: ownOnly(ADVERT), consumes: true, request: (o) => at(`/api/homes/${o.home}`) },
  'POST /api/homes/:id/images': {
    rule: 'advert access (photos are the advert)',
    object: 'home',
    expect: ownOnly(ADVERT),
    request: async (o) => ({ url: `/api/homes/${o.home}/images`, ...(await jpegUpload()) }),
  },
  'DELETE /api/homes/:id/images/:imageId': {
    rule: 'advert access (photos are the advert)',
    object: 'homeImage',
    expect: ownOnly(ADVERT),
    consumes: true,
    request: (o) => at(`/api/homes/${o.home}/images/${o.image}`),
  },
  'GET /image/:id/:width/:height': { rule: 'public (advert photos)', object: 'home', expect: everyone(), request: (o) => at(`/image/${o.image}/640/480`) },
  'GET /api/adverts/:home_id': { rule: 'public (published adverts)', object: 'home', expect: everyone(), request: (o) => at(`/api/adverts/${o.home}`) },

  // --- matching and accordances -----------------------------------------------------------------
  'GET /api/offers': { rule: 'public', expect: everyone(), request: () => at('/api/offers') },
  'POST /api/match/user-match-homes-v4': { rule: 'signed in', expect: signedIn(), request: () => at('/api/match/user-match-homes-v4', {}) },
  'POST /api/match/user-match-users-v4': { rule: 'signed in', expect: signedIn(), request: () => at('/api/match/user-match-users-v4', {}) },
  'POST /api/match/home-match-users-v4/:home_id': {
    rule: 'landlords of the home',
    object: 'home',
    expect: ownOnly(LANDLORD_ROLES),
    request: (o) => at(`/api/match/home-match-users-v4/${o.home}`, {}),
  },
  'GET /api/match/users/:user_id/score': {
    rule: 'signed in (scores only what the other person shares)',
    expect: signedIn(),
    request: (_o, w) => at(`/api/match/users/${w.accounts.strangerSeeker.id}/score`),
  },
  'GET /api/match/user-match-users': { rule: 'signed in', expect: signedIn(), request: () => at('/api/match/user-match-users?count=true') },
  'GET /api/homes/:id/nb-matching-v4': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/nb-matching-v4`) },
  'POST /api/homes/accordances/:id': {
    rule: 'landlords of the home',
    object: 'home',
    expect: ownOnly(LANDLORD_ROLES),
    request: (o, w) => at(`/api/homes/accordances/${o.home}`, { type: 'like', user_id: w.accounts.strangerSeeker.id }),
  },
  'GET /api/homes/accordances/:id': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/accordances/${o.home}`) },
  'GET /api/accordances': { rule: 'signed in', expect: signedIn(), request: () => at('/api/accordances?counter=1') },

  // --- groups (seekers: coloc accounts) ---------------------------------------------------------
  'GET /api/groups/mine': { rule: 'signed in', expect: signedIn(), request: () => at('/api/groups/mine') },
  'POST /api/groups': { rule: 'coloc accounts', expect: rolesOnly(COLOC_ROLES), request: () => at('/api/groups', { name: 'Les colocs' }) },
  'PUT /api/groups/:id': { rule: 'members of the group', object: 'group', expect: ownOnly(), request: (o) => at(`/api/groups/${o.id}`, { name: 'Les colocs du matin' }) },
  'POST /api/groups/:id/invitations': {
    rule: 'members of the group',
    object: 'group',
    expect: ownOnly(),
    request: (o, w) => at(`/api/groups/${o.id}/invitations`, { email: w.accounts.strangerSeeker.email }),
  },
  'POST /api/groups/:id/accept': { rule: 'people invited to the group (members and strangers are refused)', object: 'group', expect: ownOnly([]), request: (o) => at(`/api/groups/${o.id}/accept`) },
  'POST /api/groups/:id/decline': { rule: 'people invited to the group (members and strangers are refused)', object: 'group', expect: ownOnly([]), request: (o) => at(`/api/groups/${o.id}/decline`) },
  'GET /api/groups/:id/favorites': { rule: 'members of the group', object: 'group', expect: ownOnly(), request: (o) => at(`/api/groups/${o.id}/favorites`) },
  'DELETE /api/groups/:id/members/:user_id': {
    rule: 'a member leaving, or the creator removing a member',
    object: 'group',
    expect: ownOnly(),
    consumes: true,
    request: (o) => at(`/api/groups/${o.id}/members/${o.member}`),
  },

  // --- visits and contact requests --------------------------------------------------------------
  'POST /api/visits': {
    rule: 'seekers (coloc accounts), on someone else’s published home',
    expect: rolesOnly(COLOC_ROLES),
    request: (_o, w) => at('/api/visits', { home_id: w.otherHome.home, slots: ['2000-01-01T10:00:00.000Z'] }),
  },
  'GET /api/visits': { rule: 'signed in (own visits)', expect: signedIn(), request: () => at('/api/visits') },
  'POST /api/visits/:id/accept': {
    rule: 'the visit’s seeker or a host with agenda access',
    object: 'visit',
    expect: ownOnly(['seeker', ...ADVERT]),
    consumes: true,
    request: (o) => at(`/api/visits/${o.id}/accept`, { starts_at: o.slot }),
  },
  'POST /api/visits/:id/propose': {
    rule: 'a host with agenda access',
    object: 'visit',
    expect: ownOnly(ADVERT),
    consumes: true,
    request: (o) => at(`/api/visits/${o.id}/propose`, { slots: [slotIn(6)] }),
  },
  'POST /api/visits/:id/decline': { rule: 'a host with agenda access', object: 'visit', expect: ownOnly(ADVERT), consumes: true, request: (o) => at(`/api/visits/${o.id}/decline`, {}) },
  'POST /api/visits/:id/cancel': {
    rule: 'the visit’s seeker or a host with agenda access',
    object: 'visit',
    expect: ownOnly(['seeker', ...ADVERT]),
    consumes: true,
    request: (o) => at(`/api/visits/${o.id}/cancel`, {}),
  },
  'POST /api/visits/:id/confirm': { rule: 'the visit’s seeker', object: 'visit', expect: ownOnly(['seeker']), consumes: true, request: (o) => at(`/api/visits/${o.id}/confirm`) },
  'GET /api/visits/confirm': { rule: 'public, by the mailed token (a wrong one is 404)', expect: () => 404, request: () => at(`/api/visits/confirm?token=${'x'.repeat(43)}`) },
  'POST /api/visits/confirm': { rule: 'public, by the mailed token (a wrong one is 404)', expect: () => 404, request: () => at('/api/visits/confirm', { token: 'x'.repeat(43) }) },
  'POST /api/contact-requests': { rule: 'signed in', expect: signedIn(), request: () => at('/api/contact-requests', {}) },
  'GET /api/contact-requests': { rule: 'signed in (own requests)', expect: signedIn(), request: () => at('/api/contact-requests') },
  'POST /api/contact-requests/:id/read': {
    rule: 'the request’s recipient (the home’s creator)',
    object: 'contactRequest',
    expect: ownOnly(['owner', 'occupant', 'agent']),
    request: (o) => at(`/api/contact-requests/${o.id}/read`),
  },
  'POST /api/contact-requests/:id/answer': {
    rule: 'the recipient, or agenda access on its home',
    object: 'contactRequest',
    expect: ownOnly(ADVERT),
    consumes: true,
    request: (o) => at(`/api/contact-requests/${o.id}/answer`, { message: 'Bonjour, oui.' }),
  },
  'POST /api/contact-requests/:id/decline': {
    rule: 'the recipient, or agenda access on its home',
    object: 'contactRequest',
    expect: ownOnly(ADVERT),
    consumes: true,
    request: (o) => at(`/api/contact-requests/${o.id}/decline`),
  },

  // --- messaging --------------------------------------------------------------------------------
  'GET /api/conversations': { rule: 'signed in (own threads)', expect: signedIn(), request: () => at('/api/conversations') },
  'POST /api/conversations': { rule: 'signed in', expect: signedIn(), request: (_o, w) => at('/api/conversations', { user_id: w.accounts.stranger.id }) },
  'GET /api/conversations/:id': { rule: 'participants', object: 'conversation', expect: ownOnly(), request: (o) => at(`/api/conversations/${o.id}`) },
  'GET /api/conversations/:id/messages': {
    rule: 'the asker of a support thread, and support staff',
    object: 'supportThread',
    expect: ownOnly(undefined, { support: { other: 'pass' } }),
    request: (o) => at(`/api/conversations/${o.id}/messages`),
  },
  'POST /api/conversations/:id/messages': {
    rule: 'participants',
    object: 'conversation',
    expect: ownOnly(),
    request: (o) => at(`/api/conversations/${o.id}/messages`, { body: 'Bonjour', client_id: uniqueEmail('msg') }),
  },
  'PUT /api/conversations/:id/read': { rule: 'participants', object: 'conversation', expect: ownOnly(), request: (o) => at(`/api/conversations/${o.id}/read`, { last_read_id: 1 }) },
  'GET /api/messages/count': { rule: 'signed in', expect: signedIn(), request: () => at('/api/messages/count') },
  'GET /api/messages-for-homes/:home_id/count': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/messages-for-homes/${o.home}/count`) },
  'GET /api/support/conversation': { rule: 'signed in, support staff excepted', expect: signedIn({ support: { none: 'deny' } }), request: () => at('/api/support/conversation') },
  'GET /api/chat': { rule: 'WebSocket only: a plain GET is a 404 (the socket’s own checks: test/modules/messaging/socket.test.ts)', expect: () => 404, request: () => at('/api/chat') },

  // --- properties: landlords and invitations ----------------------------------------------------
  'GET /api/properties': { rule: 'signed in (own homes)', expect: signedIn(), request: () => at('/api/properties') },
  'GET /api/homes/:id/landlords': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/landlords`) },
  'POST /api/homes/:id/invite': {
    rule: 'advert access',
    object: 'home',
    expect: ownOnly(ADVERT),
    request: (o) => at(`/api/homes/${o.home}/invite`, { owner_email: uniqueEmail('associe'), owner_role: 'owner' }),
  },
  'POST /api/homes/:id/landlords/:invitation_id/resend': {
    rule: 'advert access',
    object: 'homeInvitation',
    expect: ownOnly(ADVERT),
    request: (o) => at(`/api/homes/${o.home}/landlords/${o.invitation}/resend`),
  },
  'DELETE /api/homes/:id/landlords/:invitation_id': {
    rule: 'advert access, or the landlord themself',
    object: 'homeInvitation',
    expect: ownOnly(ADVERT),
    consumes: true,
    request: (o) => at(`/api/homes/${o.home}/landlords/${o.invitation}`),
  },
  'GET /api/owner-invitations/:token': { rule: 'signed in, with the link', object: 'ownerInvitation', expect: anyObject(), request: (o) => at(`/api/owner-invitations/${o.token}`) },
  'POST /api/owner-invitations/:token/accept': {
    rule: 'the invited address, on an account that can run a home',
    object: 'ownerInvitation',
    expect: ownOnly(LANDLORD_ROLES),
    consumes: true,
    request: (o) => at(`/api/owner-invitations/${o.token}/accept`),
  },
  'PUT /api/homes/:id/delegation': {
    rule: 'owners of the home (creator unless manager-only, accepted owner rows)',
    object: 'home',
    expect: ownOnly(['owner', 'occupant', 'coowner', 'agent']),
    request: (o) => at(`/api/homes/${o.home}/delegation`, { notifications_advert: 0, notifications_agenda: 0 }),
  },

  // --- moderation -------------------------------------------------------------------------------
  'GET /api/moderation/homes': { rule: 'moderators', expect: rolesOnly(['moderator']), request: () => at('/api/moderation/homes') },
  'GET /api/moderation/accounts': { rule: 'moderators', expect: rolesOnly(['moderator']), request: () => at('/api/moderation/accounts') },
  'POST /api/moderation/homes/:id/approve': {
    rule: 'moderators',
    object: 'pendingHome',
    expect: rolesOnly(['moderator']),
    consumes: true,
    request: (o) => at(`/api/moderation/homes/${o.home}/approve`, {}),
  },
  'POST /api/moderation/homes/:id/reject': {
    rule: 'moderators',
    object: 'pendingHome',
    expect: rolesOnly(['moderator']),
    consumes: true,
    request: (o) => at(`/api/moderation/homes/${o.home}/reject`, { reason: 'Photos floues et description incomplète.' }),
  },
  'POST /api/moderation/accounts/:id/clear': {
    rule: 'moderators',
    object: 'flaggedAccount',
    expect: rolesOnly(['moderator']),
    consumes: true,
    request: (o) => at(`/api/moderation/accounts/${o.account}/clear`, {}),
  },
  'POST /api/moderation/accounts/:id/disable': {
    rule: 'moderators',
    object: 'flaggedAccount',
    expect: rolesOnly(['moderator']),
    consumes: true,
    request: (o) => at(`/api/moderation/accounts/${o.account}/disable`, {}),
  },
  'GET /api/homes/:id/moderation': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/moderation`) },

  // --- marketing (SPEC 1, 6) --------------------------------------------------------------------
  'POST /api/marketing/identify': {
    rule: 'owners: proprio, agent, owner-occupier (once, after the cookie consent)',
    expect: rolesOnly(FULL_LANDLORDS),
    request: () => at('/api/marketing/identify', { consent: true }),
  },
  'GET /api/moderation/marketing-events': { rule: 'moderators', expect: rolesOnly(['moderator']), request: () => at('/api/moderation/marketing-events') },

  // --- rentals ----------------------------------------------------------------------------------
  'GET /api/homes/:id/management': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/management`) },
  'POST /api/homes/:id/tenancies': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/tenancies`, { room_id: null, tenant_email: 'entier@exemple.fr', tenant_name: 'Logement entier', start_date: firstOfMonth(1), rent: 900, charges: 90, deposit: 900 }) },
  'PUT /api/tenancies/:id': { rule: 'landlords of the home', object: 'homeTenancy', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/tenancies/${o.tenancy}`, {}) },
  'DELETE /api/tenancies/:id': { rule: 'landlords of the home', object: 'homeTenancy', expect: ownOnly(LANDLORD_ROLES), consumes: true, request: (o) => at(`/api/tenancies/${o.tenancy}`) },
  'PUT /api/rent-payments/:id': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/rent-payments/${o.rentLine}`, { amount_received: 0, received_on: null }) },
  'GET /api/homes/:id/diagnostics': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/diagnostics`) },
  'PUT /api/homes/:id/diagnostics/:kind': {
    rule: 'landlords of the home',
    object: 'home',
    expect: ownOnly(LANDLORD_ROLES),
    request: (o) => at(`/api/homes/${o.home}/diagnostics/dpe`, { performed_on: firstOfMonth(12), document_id: null }),
  },
  'DELETE /api/homes/:id/diagnostics/:kind': {
    rule: 'landlords of the home',
    object: 'home',
    expect: ownOnly(LANDLORD_ROLES),
    request: async (o, w, role, outcome) => {
      // A passing case deletes a diagnostic recorded just before, so that it is not a 404 "not recorded".
      if (outcome === 'pass') await w.ctx.app.inject({ method: 'PUT', url: `/api/homes/${o.home}/diagnostics/gaz`, headers: { cookie: w.accounts[role as SignedInRole].cookie }, payload: { performed_on: firstOfMonth(12), document_id: null } });
      return at(`/api/homes/${o.home}/diagnostics/gaz`);
    },
  },
  'GET /api/homes/:id/documents': {
    rule: 'landlords (all), tenants (shared ones)',
    object: 'home',
    expect: ownOnly([...LANDLORD_ROLES, 'seeker']),
    request: (o) => at(`/api/homes/${o.home}/documents`),
  },
  'POST /api/homes/:id/documents': {
    rule: 'landlords of the home',
    object: 'home',
    expect: ownOnly(LANDLORD_ROLES),
    request: async (o) => {
      const form = multipart([
        { name: 'title', data: 'Attestation' },
        { name: 'file', filename: 'attestation.pdf', contentType: 'application/pdf', data: await makePdf('Attestation') },
      ]);
      return { url: `/api/homes/${o.home}/documents`, payload: form.payload, headers: form.headers };
    },
  },
  'GET /api/documents/:id/download': {
    rule: 'landlords, tenants when shared',
    object: 'homeDocument',
    expect: ownOnly([...LANDLORD_ROLES, 'seeker']),
    request: (o) => at(`/api/documents/${o.document}/download`),
  },
  'PATCH /api/documents/:id': { rule: 'landlords of the home', object: 'homeDocument', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/documents/${o.document}`, { title: 'Règlement 2' }) },
  'DELETE /api/documents/:id': { rule: 'landlords of the home', object: 'homeDocument', expect: ownOnly(LANDLORD_ROLES), consumes: true, request: (o) => at(`/api/documents/${o.document}`) },
  'GET /api/homes/:id/requests': { rule: 'agenda access (SPEC 6)', object: 'home', expect: ownOnly(ADVERT), request: (o) => at(`/api/homes/${o.home}/requests`) },
  'GET /api/homes/:id/leases': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/leases`) },
  'POST /api/homes/:id/leases': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/leases`, { kind: 'whole', room_id: null, tenant_email: 'bail@exemple.fr', start_date: firstOfMonth(-1), duration_months: 12, rent: 900, charges: 90, deposit: 900, furnished: false, special_terms: null }) },
  'POST /api/leases/:id/send': { rule: 'landlords of the home', object: 'homeLease', expect: ownOnly(LANDLORD_ROLES), consumes: true, request: (o) => at(`/api/leases/${o.lease}/send`) },
  'POST /api/leases/:id/accept': { rule: 'the lease’s tenant', object: 'homeLease', expect: ownOnly(['seeker']), request: (o) => at(`/api/leases/${o.lease}/accept`) },
  'POST /api/leases/:id/cancel': { rule: 'landlords of the home', object: 'homeLease', expect: ownOnly(LANDLORD_ROLES), consumes: true, request: (o) => at(`/api/leases/${o.lease}/cancel`) },
  'GET /api/leases/:id/pdf': { rule: 'landlords; the tenant once sent', object: 'homeLease', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/leases/${o.lease}/pdf`) },
  'GET /api/my-leases': { rule: 'signed in (own leases as a tenant)', expect: signedIn(), request: () => at('/api/my-leases') },
  'GET /api/homes/:id/reports': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/reports?days=30`) },
  'GET /api/my-colocation': {
    rule: 'signed in; 404 for whoever rents nothing',
    expect: rolesOnly(['seeker'], {
      owner: { none: 404 },
      occupant: { none: 404 },
      coowner: { none: 404 },
      agent: { none: 404 },
      manager0: { none: 404 },
      manager2: { none: 404 },
      manager3: { none: 404 },
      moderator: { none: 404 },
      support: { none: 404 },
    }),
    request: () => at('/api/my-colocation'),
  },

  // --- payments ---------------------------------------------------------------------------------
  'GET /api/sandbox-provider/checkout': { rule: 'sandbox provider page (signed form in the query)', expect: everyone(), request: () => at('/api/sandbox-provider/checkout') },
  'GET /api/sandbox-provider/sessions/:id': { rule: 'sandbox provider page, by its session id (an unknown one is a 404 page)', expect: () => 404, request: () => at('/api/sandbox-provider/sessions/inconnue') },
  'POST /api/sandbox-provider/sessions/:id/card': { rule: 'sandbox provider page, by its session id (an unknown one is a 404 page)', expect: () => 404, request: () => at('/api/sandbox-provider/sessions/inconnue/card', {}) },
  'POST /api/sandbox-provider/sessions/:id/challenge': { rule: 'sandbox provider page, by its session id (an unknown one is a 404 page)', expect: () => 404, request: () => at('/api/sandbox-provider/sessions/inconnue/challenge', {}) },
  'POST /api/sandbox-provider/sessions/:id/cancel': { rule: 'sandbox provider page, by its session id (an unknown one is a 404 page)', expect: () => 404, request: () => at('/api/sandbox-provider/sessions/inconnue/cancel', {}) },
  'POST /api/subscriptions': {
    rule: 'advert access on the home paid for',
    object: 'home',
    expect: ownOnly(ADVERT),
    request: (o) => at('/api/subscriptions', { offer_id: 'essentiel', home_id: o.home, return_path: '/proprietaire/succes-paiement' }),
  },
  // --- mandates (issue 16) ----------------------------------------------------------------------
  'GET /api/homes/:home_id/mandate': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/mandate`) },
  'GET /api/mandates/:id/sign': { rule: 'the owner party of the mandate (303 to the signing page)', object: 'mandate', expect: ownOnly(), request: (o) => at(`/api/mandates/${o.id}/sign`) },
  'POST /api/mandates/:id/countersign': {
    rule: 'the agency or manager party of the mandate',
    object: 'agentMandate',
    expect: ownOnly(),
    request: (o) => at(`/api/mandates/${o.id}/countersign`),
    consumes: true,
  },
  'POST /api/mandates/:id/decline': { rule: 'either party of the mandate', object: 'mandate', expect: ownOnly(), request: (o) => at(`/api/mandates/${o.id}/decline`), consumes: true },
  'GET /api/mandates/:id/pdf': { rule: 'either party of the mandate', object: 'mandate', expect: ownOnly(), request: (o) => at(`/api/mandates/${o.id}/pdf`) },
  'POST /api/mandate-signatures/:provider/notify': { rule: 'public webhook, signed by the e-signature provider', expect: everyone(), request: () => at('/api/mandate-signatures/sandbox/notify', {}) },
  'GET /api/sandbox-signature/sessions/:id': { rule: 'sandbox signature page, by its session id (an unknown one is a 404 page)', expect: () => 404, request: () => at('/api/sandbox-signature/sessions/inconnue-000000') },
  'GET /api/sandbox-signature/sessions/:id/document.pdf': { rule: 'sandbox signature document, by its session id', expect: () => 404, request: () => at('/api/sandbox-signature/sessions/inconnue-000000/document.pdf') },
  'POST /api/sandbox-signature/sessions/:id/sign': { rule: 'sandbox signature page, by its session id', expect: () => 404, request: () => at('/api/sandbox-signature/sessions/inconnue-000000/sign', {}) },
  'POST /api/sandbox-signature/sessions/:id/refuse': { rule: 'sandbox signature page, by its session id', expect: () => 404, request: () => at('/api/sandbox-signature/sessions/inconnue-000000/refuse', {}) },
  'GET /api/generateForm/:subscription': { rule: 'own subscription', object: 'pendingSubscription', expect: ownOnly(), request: (o) => at(`/api/generateForm/${o.id}`) },
  'GET /api/beforePayment': { rule: 'signed in (the form names its customer)', expect: signedIn(), request: () => at('/api/beforePayment') },
  'POST /api/payments/:provider/notify': { rule: 'public webhook, signed by the provider', expect: everyone(), request: () => at('/api/payments/sandbox/notify', {}) },
  'GET /api/subscriptions': { rule: 'signed in (own subscriptions)', expect: signedIn(), request: () => at('/api/subscriptions') },
  'POST /api/subscriptions/:id/cancel': { rule: 'own subscription', object: 'subscription', expect: ownOnly(), request: (o) => at(`/api/subscriptions/${o.id}/cancel`) },
  'GET /api/payments/:reference': { rule: 'own payment', object: 'subscription', expect: ownOnly(), request: (o) => at(`/api/payments/${o.reference}`) },
  'GET /api/payment-provider': { rule: 'public', expect: everyone(), request: () => at('/api/payment-provider') },
  'GET /api/invoices': { rule: 'signed in (own invoices)', expect: signedIn(), request: () => at('/api/invoices') },
  'GET /api/invoices/:id/pdf': { rule: 'own invoice', object: 'subscription', expect: ownOnly(), request: (o) => at(`/api/invoices/${o.invoice}/pdf`) },
  'GET /api/referral': { rule: 'signed in (own code)', expect: signedIn(), request: () => at('/api/referral') },
  'GET /api/referral/:code': { rule: 'public (an old sponsor’s link, redirected to its page)', expect: everyone(), request: () => at('/api/referral/INCONNU') },
  'GET /api/referral/:code/invitation': {
    rule: 'public (what the page /parrainage/{code} shows)',
    expect: everyone(),
    request: async (_o, world) => at(`/api/referral/${await referralCode(world)}/invitation`),
  },
  'GET /api/referral/:code/signup': { rule: 'public (the page’s « Créer mon compte »)', expect: everyone(), request: async (_o, world) => at(`/api/referral/${await referralCode(world)}/signup`) },

  // --- bank accounts and SCA --------------------------------------------------------------------
  'POST /api/bank_accounts': {
    rule: 'owners, agents, managers, for themselves',
    object: 'account',
    expect: ownOnly(BANK_ACCOUNT_HOLDERS),
    request: (o) =>
      at(`/api/bank_accounts?ownerType=user&ownerID=${o.id}&sca=true`, { holder_name: 'Titulaire Matrice', iban: 'FR76 3000 6000 0112 3456 7890 189', return_path: '/proprietaire/parameters' }),
  },
  'GET /api/bank_accounts': { rule: 'signed in (own accounts)', expect: signedIn(), request: () => at('/api/bank_accounts') },
  'POST /api/bank_accounts/:id/sca': {
    rule: 'the account’s user',
    object: 'bankAccount',
    expect: ownOnly(),
    consumes: true,
    request: (o) => at(`/api/bank_accounts/${o.id}/sca`, { controlStatus: 'CANCELLED', actionStatus: o.actionStatus }),
  },
  'DELETE /api/bank_accounts/:id': { rule: 'the account’s user', object: 'bankAccount', expect: ownOnly(), consumes: true, request: (o) => at(`/api/bank_accounts/${o.id}`) },
  'GET /api/sca-status': { rule: 'signed in', expect: signedIn(), request: () => at('/api/sca-status') },
  'POST /api/:provider/enroll-sca': { rule: 'owners and agents (409 when nothing is required)', expect: signedIn(), request: () => at('/api/sandbox/enroll-sca', { return_path: '/proprietaire/parameters' }) },
  'POST /api/:provider/enroll-sca/confirm': {
    rule: 'the operation’s user',
    expect: signedIn(),
    request: () => at('/api/sandbox/enroll-sca/confirm', { controlStatus: 'CANCELLED', actionStatus: 'inconnu' }),
  },
  'GET /api/sandbox-provider/sca/:token': { rule: 'the operation’s user (sandbox page)', object: 'bankAccount', expect: ownOnly(), request: (o) => at(`/api/sandbox-provider/sca/${o.token}`) },
  'POST /api/sandbox-provider/sca/:token': {
    rule: 'the operation’s user (sandbox page)',
    object: 'bankAccount',
    expect: ownOnly(),
    consumes: true,
    request: (o) => ({ url: `/api/sandbox-provider/sca/${o.token}`, payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  },

  // --- tenant file (seekers) --------------------------------------------------------------------
  'GET /api/tenant-file': { rule: 'coloc accounts', expect: rolesOnly(COLOC_ROLES), request: () => at('/api/tenant-file') },
  'PUT /api/tenant-file': { rule: 'coloc accounts', expect: rolesOnly(COLOC_ROLES), request: () => at('/api/tenant-file', {}) },
  'POST /api/tenant-file/confirm': { rule: 'coloc accounts', expect: rolesOnly(COLOC_ROLES), request: () => at('/api/tenant-file/confirm', { sworn_statement: true }) },
  'POST /api/tenant-file/share': { rule: 'coloc accounts', expect: rolesOnly(COLOC_ROLES), request: () => at('/api/tenant-file/share', {}) },
  'DELETE /api/tenant-file/share': {
    rule: 'coloc accounts (own link)',
    expect: rolesOnly(COLOC_ROLES),
    request: async (_o, w, role, outcome) => {
      if (outcome === 'pass') await w.call(role, 'POST', '/api/tenant-file/share', {});
      return at('/api/tenant-file/share');
    },
  },
  'POST /api/tenant-file/documents': {
    rule: 'coloc accounts',
    expect: rolesOnly(COLOC_ROLES),
    request: async () => {
      const form = multipart([
        { name: 'category', data: 'identity' },
        { name: 'title', data: 'Passeport' },
        { name: 'file', filename: 'passeport.pdf', contentType: 'application/pdf', data: await makePdf('Passeport') },
      ]);
      return { url: '/api/tenant-file/documents', payload: form.payload, headers: form.headers };
    },
  },
  'GET /api/tenant-file/documents/:id': { rule: 'own document', object: 'tenantDocument', expect: ownOnly(), request: (o) => at(`/api/tenant-file/documents/${o.id}`) },
  'DELETE /api/tenant-file/documents/:id': { rule: 'own document', object: 'tenantDocument', expect: ownOnly(), consumes: true, request: (o) => at(`/api/tenant-file/documents/${o.id}`) },
  'GET /api/shared-files/:token': { rule: 'public, with the share link', object: 'shareLink', expect: everyone(), request: (o) => at(`/api/shared-files/${o.token}`) },
  'GET /api/shared-files/:token/documents/:id': {
    rule: 'public, with the share link',
    object: 'shareLink',
    expect: everyone(),
    request: (o) => at(`/api/shared-files/${o.token}/documents/${o.document}`),
  },

  // --- tenant space -----------------------------------------------------------------------------
  'GET /api/receipts': { rule: 'signed in (own receipts)', expect: signedIn(), request: () => at('/api/receipts') },
  'GET /api/receipts/:id/pdf': {
    rule: 'the tenant, landlords of the home',
    object: 'paidRentLine',
    expect: ownOnly([...LANDLORD_ROLES, 'seeker']),
    request: (o) => at(`/api/receipts/${o.rentLine}/pdf`),
  },
  'GET /api/tenant-documents': { rule: 'signed in (own homes’ shared documents)', expect: signedIn(), request: () => at('/api/tenant-documents') },
  'POST /api/rent-payments/:id/request': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/rent-payments/${o.rentLine}/request`) },
  'GET /api/rent-requests': { rule: 'signed in (own rents to pay)', expect: signedIn(), request: () => at('/api/rent-requests') },
  'GET /api/homes/:id/rent-requests': { rule: 'landlords of the home', object: 'home', expect: ownOnly(LANDLORD_ROLES), request: (o) => at(`/api/homes/${o.home}/rent-requests`) },
  'DELETE /api/rent-requests/:id': { rule: 'landlords of the request’s home (here an unknown one: 404)', expect: (role) => (role === 'anonymous' ? 'unauth' : 404), request: () => at('/api/rent-requests/999999') },
  'GET /api/next-colocation': { rule: 'signed in', expect: signedIn(), request: () => at('/api/next-colocation') },
  'PUT /api/next-colocation': { rule: 'signed in', expect: signedIn(), request: () => at('/api/next-colocation', {}) },

  // --- notifications ----------------------------------------------------------------------------
  'GET /api/push/public-key': { rule: 'public', expect: everyone(), request: () => at('/api/push/public-key') },
  'PUT /api/pushsubs': {
    rule: 'signed in',
    expect: signedIn(),
    request: (_o, w, role) => at('/api/pushsubs', { endpoint: `https://push.exemple.fr/${role}-${Date.now()}`, keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: 'A'.repeat(22) } }),
  },
  'PUT /api/pushsubs/delete': {
    rule: 'own subscription; without a session, whoever sends its keys',
    object: 'pushSubscription',
    expect: ownOnly(),
    consumes: true,
    request: (o, _w, role) => at('/api/pushsubs/delete', pushBody(o, role)),
  },

  // --- alerts (issue 19) --------------------------------------------------------------------------
  'GET /api/alerts/settings': { rule: 'signed in (own settings)', expect: signedIn(), request: () => at('/api/alerts/settings') },
  'PUT /api/alerts/settings': { rule: 'signed in (own settings)', expect: signedIn(), request: () => at('/api/alerts/settings', { threshold: 70 }) },
  'GET /api/alerts/homes/:id/settings': {
    rule: 'landlords of the home with agenda access (SPEC 6)',
    object: 'home',
    expect: ownOnly(ADVERT),
    request: (o) => at(`/api/alerts/homes/${o.home}/settings`),
  },
  'PUT /api/alerts/homes/:id/settings': {
    rule: 'landlords of the home with agenda access (SPEC 6)',
    object: 'home',
    expect: ownOnly(ADVERT),
    request: (o) => at(`/api/alerts/homes/${o.home}/settings`, { threshold: 70 }),
  },
  // The e-mail link: the signed token is the authorization, no session needed (a wrong token is a 400 page).
  'GET /api/alerts/unsubscribe': { rule: 'public (the signed token decides)', expect: () => 400, request: () => at('/api/alerts/unsubscribe?token=faux.jeton') },
  'POST /api/alerts/unsubscribe': { rule: 'public (the signed token decides)', expect: () => 400, request: () => at('/api/alerts/unsubscribe?token=faux.jeton', {}) },

  // --- site-wide --------------------------------------------------------------------------------
  'GET /api/options': { rule: 'public', expect: everyone(), request: () => at('/api/options') },
  'GET /api/cities': { rule: 'public', expect: everyone(), request: () => at('/api/cities?q=lyo') },
  // Anonymous browsing: published adverts and city figures only, the same answer for everyone.
  'GET /api/browse/adverts': { rule: 'public (published adverts only)', expect: everyone(), request: () => at('/api/browse/adverts?order=recent') },
  'GET /api/browse/cities': { rule: 'public', expect: everyone(), request: () => at('/api/browse/cities?limit=5') },
  // No city in the matrix world: the French 404 of an unknown slug, for everyone alike.
  'GET /api/browse/cities/:slug': { rule: 'public (404 for an unknown city)', expect: () => 404, request: () => at('/api/browse/cities/atlantide') },
  'POST /api/newsletters': { rule: 'public', expect: everyone(), request: () => at('/api/newsletters', {}) },
  'POST /api/contact': { rule: 'public', expect: everyone(), request: () => at('/api/contact', {}) },
  'POST /api/analytics/pageviews': { rule: 'public', expect: everyone(), request: () => at('/api/analytics/pageviews', {}) },
  'GET /api/site-config': { rule: 'public', expect: everyone(), request: () => at('/api/site-config') },
  // SEO files, outside /api: public pages and published adverts only.
  'GET /robots.txt': { rule: 'public', expect: everyone(), request: () => at('/robots.txt') },
  'GET /sitemap.xml': { rule: 'public (published adverts only)', expect: everyone(), request: () => at('/sitemap.xml') },
  // Part files exist only above 50,000 URLs: a 404 for everyone alike here.
  'GET /sitemap-:part': { rule: 'public (404 while one file holds every URL)', expect: () => 404, request: () => at('/sitemap-1.xml') },
  'GET /api/health': { rule: 'public', expect: everyone(), request: () => at('/api/health') },
};

/** Routes outside the API that the matrix leaves out: the built site and its remotes' files. */
export const OUTSIDE_THE_API = ['GET /remotes.json', 'GET /remotes/:folder/*', 'GET /*'];
