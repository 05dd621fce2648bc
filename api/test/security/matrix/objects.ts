import { createECDH, randomBytes } from 'node:crypto';
import { nowIso } from '../../../src/db';
import { sha256Hex } from '../../../src/lib/crypto';
import { signup, uniqueEmail } from '../../helpers/app';
import { imageFile, makeJpeg, multipart } from '../../modules/homes/fixtures';
import { paymentsKit } from '../../modules/payments/fixtures';
import { makePdf } from '../../modules/tenant-file/fixtures';
import { slotIn } from '../../modules/visits/fixtures';
import { check, LANDLORDS, MANAGER_NOTIFICATIONS, type Account, type HomeBag, type SignedInRole, type World } from './world';

/**
 * The kinds of object a route addresses. `holders` are the roles that have one of their own (known
 * before the app starts, so that the cases can be listed); `own` answers it, `other` answers one that
 * belongs to someone outside every role. Values are what the policy's url/body builders read.
 */
export interface ObjectKind {
  holders: readonly SignedInRole[];
  own(world: World, role: SignedInRole): Promise<Record<string, unknown>>;
  other(world: World): Promise<Record<string, unknown>>;
  /** A new own object for a case that consumes it (delete, accept…); defaults to `own`. */
  fresh?(world: World, role: SignedInRole): Promise<Record<string, unknown>>;
}

const SIGNED_IN: readonly SignedInRole[] = ['seeker', 'owner', 'occupant', 'coowner', 'agent', 'manager0', 'manager2', 'manager3', 'moderator', 'support'];
/** Accounts created as coloc (type 1): the seeker, the owner-occupier and the two staff accounts. */
const COLOC_ROLES: readonly SignedInRole[] = ['seeker', 'occupant', 'moderator', 'support'];
/** Landlords whose home lets them sell it an offer / take visits (advert and agenda access). */
const ADVERT_HOLDERS: readonly SignedInRole[] = ['owner', 'occupant', 'coowner', 'agent', 'manager2', 'manager3'];

function homeBag(world: World, role: SignedInRole): HomeBag {
  const bag = world.homeOf[role];
  if (!bag) throw new Error(`${role} has no home`);
  return bag;
}

/** Who answers for a home's landlord side in fixtures: its creator. */
function creatorOf(world: World, role: SignedInRole): Account {
  if (role === 'coowner' || role === 'seeker') return world.accounts.owner;
  if (role === 'manager0' || role === 'manager2' || role === 'manager3') return world.accounts.mandator;
  return world.accounts[role];
}

async function api(world: World, who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, expected = [200, 201]) {
  const response = await world.ctx.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return check(response, expected, `${method} ${url}`).json();
}

/** A new published home run by `role` exactly as its matrix home is (creator, joined co-owner, delegated manager). */
async function newHomeFor(world: World, role: SignedInRole): Promise<number> {
  const creator = creatorOf(world, role);
  const created = await api(world, creator, 'POST', '/api/homes', { name: 'Maison à supprimer', address: '1 rue Neuve', postal_code: '69002', city_id: world.cityId });
  const db = world.ctx.app.db;
  await db.updateTable('homes').set({ published: 1 }).where('id', '=', created.id).execute();
  if (role === 'coowner' || role in MANAGER_NOTIFICATIONS) {
    const now = nowIso();
    const who = world.accounts[role];
    await db
      .insertInto('home_landlords')
      .values({ home_id: created.id, user_id: who.id, email: who.email, role: role === 'coowner' ? 'owner' : 'manager', status: 'accepted', token_hash: null, invited_by: null, invite_sent_at: now, accepted_at: now, created_at: now })
      .execute();
  }
  if (role in MANAGER_NOTIFICATIONS) {
    const value = MANAGER_NOTIFICATIONS[role as keyof typeof MANAGER_NOTIFICATIONS];
    await db.updateTable('homes').set({ notifications_advert: value, notifications_agenda: value }).where('id', '=', created.id).execute();
  }
  return created.id as number;
}

const account: ObjectKind = {
  holders: SIGNED_IN,
  own: async (w, role) => ({ id: w.accounts[role].id }),
  other: async (w) => ({ id: w.accounts.strangerSeeker.id }),
};

const profile: ObjectKind = {
  holders: SIGNED_IN,
  own: async (w, role) => ({ id: w.accounts[role].profileId }),
  other: async (w) => ({ id: w.accounts.strangerSeeker.profileId }),
};

const search: ObjectKind = {
  holders: SIGNED_IN,
  own: async (w, role) => ({ id: w.accounts[role].searchId }),
  other: async (w) => ({ id: w.accounts.strangerSeeker.searchId }),
};

/** A home: the one the role runs (the seeker: the one it rents a room in). */
const home: ObjectKind = {
  holders: [...LANDLORDS, 'seeker'],
  own: async (w, role) => ({ ...homeBag(w, role) }),
  other: async (w) => ({ ...w.otherHome }),
  fresh: async (w, role) => ({ ...homeBag(w, role), home: await newHomeFor(w, role) }),
};

/** Objects of the home that are consumed by a successful call: a new one for each such case. */
const homeImage: ObjectKind = {
  ...home,
  fresh: async (w, role) => {
    const bag = homeBag(w, role);
    const photo = multipart([imageFile(await makeJpeg())]);
    const response = await w.ctx.app.inject({ method: 'POST', url: `/api/homes/${bag.home}/images`, payload: photo.payload, headers: { ...photo.headers, cookie: creatorOf(w, role).cookie } });
    return { ...bag, image: check(response, [201], 'image').json().id };
  },
};

const homeTenancy: ObjectKind = {
  ...home,
  fresh: async (w, role) => {
    const bag = homeBag(w, role);
    const db = w.ctx.app.db;
    const template = await db.selectFrom('tenancies').selectAll().where('id', '=', bag.tenancy).executeTakeFirstOrThrow();
    const { id: _id, ...values } = template;
    const copy = await db.insertInto('tenancies').values({ ...values, room_id: null, tenant_user_id: null, tenant_email: uniqueEmail('ancien'), start_date: '2015-01-01', end_date: '2015-06-01', status: 'ended' }).returning('id').executeTakeFirstOrThrow();
    return { ...bag, tenancy: copy.id };
  },
};

const homeDocument: ObjectKind = {
  ...home,
  fresh: async (w, role) => {
    const bag = homeBag(w, role);
    const doc = multipart([
      { name: 'title', data: 'Note' },
      { name: 'file', filename: 'note.pdf', contentType: 'application/pdf', data: await makePdf('Note') },
    ]);
    const response = await w.ctx.app.inject({ method: 'POST', url: `/api/homes/${bag.home}/documents`, payload: doc.payload, headers: { ...doc.headers, cookie: creatorOf(w, role).cookie } });
    return { ...bag, document: check(response, [201], 'document').json().id };
  },
};

const homeLease: ObjectKind = {
  ...home,
  fresh: async (w, role) => {
    const bag = homeBag(w, role);
    const db = w.ctx.app.db;
    const template = await db.selectFrom('leases').selectAll().where('id', '=', bag.lease).executeTakeFirstOrThrow();
    const { id: _id, ...values } = template;
    const copy = await db.insertInto('leases').values(values).returning('id').executeTakeFirstOrThrow();
    return { ...bag, lease: copy.id };
  },
};

const homeInvitation: ObjectKind = {
  ...home,
  fresh: async (w, role) => {
    const bag = homeBag(w, role);
    await api(w, creatorOf(w, role), 'POST', `/api/homes/${bag.home}/invite`, { owner_email: uniqueEmail('invite'), owner_role: 'owner' }, [201]);
    const row = await w.ctx.app.db.selectFrom('home_landlords').select('id').where('home_id', '=', bag.home).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { ...bag, invitation: row.id };
  },
};

/** A rent line paid in full (receipts are only for those). */
const paidRentLine: ObjectKind = {
  ...home,
  own: async (w, role) => {
    const bag = homeBag(w, role);
    await markPaid(w, bag.rentLine);
    return { ...bag };
  },
  other: async (w) => {
    await markPaid(w, w.otherHome.rentLine);
    return { ...w.otherHome };
  },
};

async function markPaid(w: World, lineId: number) {
  const db = w.ctx.app.db;
  const line = await db.selectFrom('rent_payments').select(['amount_due']).where('id', '=', lineId).executeTakeFirstOrThrow();
  await db.updateTable('rent_payments').set({ amount_received: line.amount_due, received_on: '2020-01-01' }).where('id', '=', lineId).execute();
}

/** A pending home in the moderation queue (nobody's in the matrix: moderators act on any). */
const pendingHome: ObjectKind = {
  holders: [],
  own: async () => {
    throw new Error('no own pending home');
  },
  other: (w) => w.cached('pending:other', async () => ({ home: await submittedHome(w) })),
  fresh: async (w) => ({ home: await submittedHome(w) }),
};

async function submittedHome(w: World): Promise<number> {
  const id = await newHomeFor(w, 'agent');
  await w.ctx.app.db.updateTable('homes').set({ published: 0, moderation_status: 'pending', step: 3 }).where('id', '=', id).execute();
  return id;
}

/** An account the anti-spam flagged (nobody's in the matrix: moderators act on any). */
const flaggedAccount: ObjectKind = {
  holders: [],
  own: async () => {
    throw new Error('no own flagged account');
  },
  other: (w) => w.cached('flagged:other', async () => ({ account: await newFlaggedAccount(w) })),
  fresh: async (w) => ({ account: await newFlaggedAccount(w) }),
};

async function newFlaggedAccount(w: World): Promise<number> {
  const { user } = await signup(w.ctx.app, { first_name: 'Arnaud', name: 'Signalé' });
  const now = nowIso();
  await w.ctx.app.db
    .insertInto('account_flags')
    .values({ user_id: user.id, kind: 'same_text_conversations', message: 'A ouvert 5 conversations en 24 heures avec le même texte : « Bonjour »', created_at: now, updated_at: now })
    .execute();
  return user.id;
}

/** A direct thread between the role and the stranger; the other one is between two strangers. */
const conversation: ObjectKind = {
  holders: SIGNED_IN,
  own: (w, role) =>
    w.cached(`thread:${role}`, async () => ({ id: (await api(w, w.accounts[role], 'POST', '/api/conversations', { user_id: w.accounts.stranger.id })).id })),
  other: (w) =>
    w.cached('thread:other', async () => ({ id: (await api(w, w.accounts.strangerSeeker, 'POST', '/api/conversations', { user_id: w.accounts.stranger.id })).id })),
};

/** The role's thread with customer service; the other one is the stranger seeker's. */
const supportThread: ObjectKind = {
  holders: SIGNED_IN.filter((role) => role !== 'support'),
  own: (w, role) => w.cached(`support:${role}`, async () => ({ id: (await api(w, w.accounts[role], 'GET', '/api/support/conversation')).id })),
  other: (w) => w.cached('support:other', async () => ({ id: (await api(w, w.accounts.strangerSeeker, 'GET', '/api/support/conversation')).id })),
};

/**
 * A visit: the seeker asked to visit the agent's home; each landlord's home was asked for by the
 * stranger seeker (the landlord answers it); the other visit is the stranger seeker's at the stranger's.
 */
const visit: ObjectKind = {
  holders: ['seeker', ...LANDLORDS],
  own: (w, role) => w.cached(`visit:${role}`, () => newVisit(w, role)),
  other: (w) => w.cached('visit:other', () => requestVisit(w, w.accounts.strangerSeeker, w.otherHome.home)),
  fresh: (w, role) => newVisit(w, role),
};

async function newVisit(w: World, role: SignedInRole) {
  if (role === 'seeker') return requestVisit(w, w.accounts.seeker, homeBag(w, 'agent').home);
  return requestVisit(w, w.accounts.strangerSeeker, homeBag(w, role).home);
}

async function requestVisit(w: World, seeker: Account, homeId: number) {
  const db = w.ctx.app.db;
  // One open visit per seeker and home: earlier ones are closed so that a new one can be asked for.
  await db.updateTable('visits').set({ status: 'cancelled' }).where('seeker_id', '=', seeker.id).where('home_id', '=', homeId).where('status', 'in', ['requested', 'proposed', 'accepted']).execute();
  const created = await api(w, seeker, 'POST', '/api/visits', { home_id: homeId, slots: [slotIn(3), slotIn(4)] }, [201]);
  return { id: created.id as number, slot: slotIn(3) };
}

/** A contact request of the stranger seeker to the role's home (the other one: to the stranger's home). */
const contactRequest: ObjectKind = {
  holders: LANDLORDS,
  own: (w, role) => w.cached(`contact:${role}`, () => newContactRequest(w, homeBag(w, role).home)),
  other: (w) => w.cached('contact:other', () => newContactRequest(w, w.otherHome.home)),
  fresh: (w, role) => newContactRequest(w, homeBag(w, role).home),
};

async function newContactRequest(w: World, homeId: number) {
  const created = await api(w, w.accounts.strangerSeeker, 'POST', '/api/contact-requests', { home_id: homeId, message: 'Bonjour, la chambre est-elle libre ?' }, [201]);
  return { id: created.id as number };
}

/** A subscription bought (paid, with its invoice) for the role's home. */
const subscription: ObjectKind = {
  holders: ADVERT_HOLDERS,
  own: (w, role) => w.cached(`buy:${role}`, () => buy(w, w.accounts[role], homeBag(w, role).home)),
  other: (w) => w.cached('buy:other', () => buy(w, w.accounts.stranger, w.otherHome.home)),
};

async function buy(w: World, who: Account, homeId: number) {
  const kit = paymentsKit(w.ctx);
  const bought = await kit.buy({ cookie: who.cookie, homeId });
  const db = w.ctx.app.db;
  const invoice = await db.selectFrom('invoices').select('id').where('user_id', '=', who.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { id: bought.subscriptionId, reference: bought.reference, invoice: invoice.id };
}

/** A subscription waiting for its payment (the payment form is only made for those). */
const pendingSubscription: ObjectKind = {
  holders: ADVERT_HOLDERS,
  own: (w, role) => w.cached(`start:${role}`, () => start(w, w.accounts[role], homeBag(w, role).home)),
  other: (w) => w.cached('start:other', () => start(w, w.accounts.stranger, w.otherHome.home)),
};

async function start(w: World, who: Account, homeId: number) {
  const started = await paymentsKit(w.ctx).start({ cookie: who.cookie, homeId }, 'essentiel');
  return { id: started.subscription.id };
}

/**
 * Management mandates (issue 16), written straight in the table on a home of their own so that
 * countersigning or declining one never changes the rights the other routes are checked with.
 * `mandate`: the role is its owner party (waiting for the owner's signature); `agentMandate`: the
 * role is its agency party (signed by the owner, waiting for the countersignature).
 */
const MANDATE_OWNERS: readonly SignedInRole[] = ['owner', 'occupant', 'coowner', 'agent'];
const MANDATE_AGENTS: readonly SignedInRole[] = ['agent', 'manager0', 'manager2', 'manager3'];

async function newMandate(w: World, homeId: number, ownerId: number, agentId: number, status: 'signing' | 'signed') {
  const now = nowIso();
  const row = await w.ctx.app.db
    .insertInto('mandates')
    .values({
      reference: `MDT-${randomBytes(6).toString('hex').toUpperCase()}`,
      home_id: homeId,
      owner_id: ownerId,
      agent_id: agentId,
      added_landlord_id: null,
      provider: 'sandbox',
      provider_name: 'Bac à sable de signature',
      status,
      fee_rate: 8,
      duration_months: 12,
      created_at: now,
      expires_at: nowIso(new Date(Date.now() + 14 * 86_400_000)),
      owner_signed_at: status === 'signed' ? now : null,
      owner_signature_id: null,
      agent_signed_at: null,
      closed_at: null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

const mandate: ObjectKind = {
  holders: MANDATE_OWNERS,
  own: (w, role) => w.cached(`mandate:${role}`, async () => newMandate(w, await newHomeFor(w, role), w.accounts[role].id, w.accounts.stranger.id, 'signing')),
  other: (w) => w.cached('mandate:other', async () => newMandate(w, w.otherHome.home, w.accounts.stranger.id, w.accounts.mandator.id, 'signing')),
  fresh: async (w, role) => newMandate(w, await newHomeFor(w, role), w.accounts[role].id, w.accounts.stranger.id, 'signing'),
};

const agentMandate: ObjectKind = {
  holders: MANDATE_AGENTS,
  own: (w, role) => w.cached(`agentMandate:${role}`, async () => newMandate(w, await newHomeFor(w, role), w.accounts.mandator.id, w.accounts[role].id, 'signed')),
  other: (w) => w.cached('agentMandate:other', async () => newMandate(w, w.otherHome.home, w.accounts.stranger.id, w.accounts.mandator.id, 'signed')),
  fresh: async (w, role) => newMandate(w, await newHomeFor(w, role), w.accounts.mandator.id, w.accounts[role].id, 'signed'),
};

/** A bank account waiting for its SCA (owners, agents, managers may hold one). */
const BANK_HOLDERS: readonly SignedInRole[] = ['owner', 'occupant', 'coowner', 'agent', 'manager0', 'manager2', 'manager3'];
const bankAccount: ObjectKind = {
  holders: BANK_HOLDERS,
  own: (w, role) => w.cached(`bank:${role}`, () => newBankAccount(w, w.accounts[role])),
  other: (w) => w.cached('bank:other', () => newBankAccount(w, w.accounts.stranger)),
  fresh: (w, role) => newBankAccount(w, w.accounts[role]),
};

async function newBankAccount(w: World, who: Account) {
  const created = await api(
    w,
    who,
    'POST',
    `/api/bank_accounts?ownerType=user&ownerID=${who.id}&sca=true`,
    { holder_name: 'Titulaire Matrice', iban: 'FR76 3000 6000 0112 3456 7890 189', return_path: '/proprietaire/parameters' },
    [201],
  );
  const token = new URL(created.sca_redirect_url as string).pathname.split('/').pop()!;
  const operation = await w.ctx.app.db.selectFrom('sca_operations').select('reference').where('bank_account_id', '=', created.id).orderBy('id', 'desc').executeTakeFirst();
  return { id: created.id as number, token, actionStatus: operation?.reference ?? 'inconnu' };
}

/** A document of the role's tenant file (seekers' file: coloc accounts). */
const tenantDocument: ObjectKind = {
  holders: COLOC_ROLES,
  own: (w, role) => w.cached(`tdoc:${role}`, () => newTenantDocument(w, w.accounts[role])),
  other: (w) => w.cached('tdoc:other', () => newTenantDocument(w, w.accounts.strangerSeeker)),
  fresh: (w, role) => newTenantDocument(w, w.accounts[role]),
};

async function newTenantDocument(w: World, who: Account) {
  const form = multipart([
    { name: 'category', data: 'identity' },
    { name: 'title', data: "Carte d'identité" },
    { name: 'file', filename: 'id.pdf', contentType: 'application/pdf', data: await makePdf('Identité') },
  ]);
  const response = await w.ctx.app.inject({ method: 'POST', url: '/api/tenant-file/documents', payload: form.payload, headers: { ...form.headers, cookie: who.cookie } });
  check(response, [201], 'tenant document');
  // The answer is the whole file: the new document is the owner's latest.
  const row = await w.ctx.app.db.selectFrom('tenant_documents').select('id').where('user_id', '=', who.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { id: row.id };
}

/** A share link of a seeker's tenant file: public by design (anyone with the link). */
const shareLink: ObjectKind = {
  holders: [],
  own: async () => {
    throw new Error('no own share link');
  },
  other: (w) =>
    w.cached('share:other', async () => {
      const doc = await newTenantDocument(w, w.accounts.strangerSeeker);
      const shared = await api(w, w.accounts.strangerSeeker, 'POST', '/api/tenant-file/share', {});
      const token = String(shared.share.url).split('/').pop();
      return { token, document: doc.id };
    }),
};

/** The role's seeker group (coloc accounts); each is its only member and creator. */
const group: ObjectKind = {
  holders: COLOC_ROLES,
  own: (w, role) => w.cached(`group:${role}`, () => newGroup(w, w.accounts[role])),
  other: (w) => w.cached('group:other', () => newGroup(w, w.accounts.strangerSeeker)),
  fresh: (w, role) => newGroup(w, w.accounts[role]),
};

async function newGroup(w: World, who: Account) {
  // One group per person: a consumed one (left, so deleted) makes room for the next.
  const mine = await api(w, who, 'GET', '/api/groups/mine');
  if (mine.group) return { id: mine.group.id as number, member: who.id };
  const created = await api(w, who, 'POST', '/api/groups', { name: 'Les colocs' }, [201]);
  return { id: created.id as number, member: who.id };
}

/** The browser push subscription of the role (the other: the stranger seeker's). */
const pushSubscription: ObjectKind = {
  holders: SIGNED_IN,
  own: (w, role) => w.cached(`push:${role}`, () => newPush(w, w.accounts[role])),
  other: (w) => w.cached('push:other', () => newPush(w, w.accounts.strangerSeeker)),
  fresh: (w, role) => newPush(w, w.accounts[role]),
};

async function newPush(w: World, who: Account) {
  const body = {
    endpoint: `https://push.exemple.fr/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await api(w, who, 'PUT', '/api/pushsubs', body);
  return { body };
}

/**
 * An owner invitation link to one of the stranger's homes: "own" is addressed to the role's e-mail,
 * the other to someone else's. Accepting joins that home, never a home of the matrix.
 */
const ownerInvitation: ObjectKind = {
  holders: SIGNED_IN,
  own: (w, role) => w.cached(`invite:${role}`, () => newInvitation(w, w.accounts[role].email)),
  other: (w) => w.cached('invite:other', () => newInvitation(w, uniqueEmail('associe'))),
  fresh: (w, role) => newInvitation(w, w.accounts[role].email),
};

async function newInvitation(w: World, email: string) {
  const db = w.ctx.app.db;
  const homeId = await w.cached('invitingHome', async () => {
    const created = await api(w, w.accounts.stranger, 'POST', '/api/homes', { name: 'Maison des invitations' }, [201]);
    return created.id as number;
  });
  const token = randomBytes(32).toString('base64url');
  const now = nowIso();
  await db.deleteFrom('home_landlords').where('home_id', '=', homeId).where('email', '=', email.toLowerCase()).execute();
  await db
    .insertInto('home_landlords')
    .values({ home_id: homeId, user_id: null, email: email.toLowerCase(), role: 'owner', status: 'pending', token_hash: sha256Hex(token), invited_by: w.accounts.stranger.id, invite_sent_at: now, accepted_at: null, created_at: now })
    .execute();
  return { token };
}

export const OBJECTS = {
  account,
  profile,
  search,
  home,
  homeImage,
  homeTenancy,
  homeDocument,
  homeLease,
  homeInvitation,
  paidRentLine,
  pendingHome,
  flaggedAccount,
  conversation,
  supportThread,
  visit,
  contactRequest,
  subscription,
  pendingSubscription,
  mandate,
  agentMandate,
  bankAccount,
  tenantDocument,
  shareLink,
  group,
  pushSubscription,
  ownerInvitation,
} satisfies Record<string, ObjectKind>;
export type ObjectKindName = keyof typeof OBJECTS;
