import { nowIso } from '../../../src/db';
import { createTestApp, type TestContext } from '../../helpers/app';
import { UNAUTHORIZED, propertiesKit, type HomeSettings } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof propertiesKit>;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = propertiesKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Item = { home: { id: number; owners_roles: unknown[] }; photo_url: string | null; access: unknown; occupied_rooms: number; pending_requests: number; diagnostics_alerts: number };
const list = async (cookie: string | null) => kit.call('GET', '/api/properties', cookie);
const items = async (cookie: string) => (await list(cookie)).json().items as Item[];
const ALL = { landlord: true, advert: true, agenda: true };
/** DPE, électricité, gaz, ERP and surface are required for any rental (rentals/diagnostics-rules). */
const REQUIRED_DIAGNOSTICS = 5;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('GET /api/properties', () => {
  it("lists the owner's homes, oldest first, with full rights and the first photo", async () => {
    const owner = await kit.owner();
    const second = await kit.homes.post({ name: 'Studio', is_coloc: false }, owner.cookie);
    // Two photo rows (their files are not needed to build the link): the first one's public id names it.
    const photos = await ctx.app.db
      .insertInto('images')
      .values(['AAAAAAAAAAAAAAAAAAAAAw', 'AAAAAAAAAAAAAAAAAAAABA'].map((public_id, i) => ({ user_id: owner.user.id, home_id: owner.homeId, kind: 'home' as const, file: `images/00/liste-${i}.jpg`, width: 1, height: 1, bytes: 1, sha256: '0'.repeat(64), public_id, created_at: nowIso() })))
      .returning('id')
      .execute();
    await ctx.app.db.updateTable('homes').set({ image_orders: JSON.stringify(photos.map((photo) => photo.id)) }).where('id', '=', owner.homeId).execute();
    const res = await list(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [first, other] = res.json().items as Item[];
    expect(first).toMatchObject({
      home: {
        id: owner.homeId,
        user_id: owner.user.id,
        name: 'Grande colocation lumineuse',
        step: 2,
        owners_roles: [],
        // The property bar names the photos by their public ids (issue 17, finding 4).
        photos: [
          { id: photos[0]!.id, public_id: 'AAAAAAAAAAAAAAAAAAAAAw' },
          { id: photos[1]!.id, public_id: 'AAAAAAAAAAAAAAAAAAAABA' },
        ],
      },
      photo_url: '/image/AAAAAAAAAAAAAAAAAAAAAw/640/480',
      access: ALL,
      occupied_rooms: 0,
      pending_requests: 0,
      diagnostics_alerts: REQUIRED_DIAGNOSTICS,
    });
    expect(other).toMatchObject({ home: { id: second.json().id, name: 'Studio' }, photo_url: null, access: ALL });
  });

  it('counts rooms let, requests waiting and diagnostics missing or expired', async () => {
    const owner = await kit.owner();
    const seeker = await kit.person('users');
    const db = ctx.app.db;
    const at = nowIso();
    const homeId = owner.homeId;
    const room = await db.selectFrom('rooms').select('id').where('home_id', '=', homeId).executeTakeFirstOrThrow();
    const tenancy = { home_id: homeId, tenant_user_id: null, tenant_email: null, start_date: daysAgo(30), end_date: null, rent: 500, charges: 50, deposit: 500, created_at: at, updated_at: at };
    await db
      .insertInto('tenancies')
      .values([
        { ...tenancy, room_id: room.id, tenant_name: 'Léa Petit', status: 'active' },
        { ...tenancy, room_id: room.id, tenant_name: 'Ancien locataire', status: 'ended' },
      ])
      .execute();

    const contact = { from_user_id: seeker.user.id, home_id: homeId, message: 'Bonjour', created_at: at, read_at: null };
    await db
      .insertInto('contact_requests')
      .values([
        { ...contact, to_user_id: owner.user.id, status: 'new' },
        { ...contact, to_user_id: owner.user.id, status: 'answered' },
        // Written by the landlord about the home: not a request received.
        { ...contact, from_user_id: owner.user.id, to_user_id: seeker.user.id, status: 'new' },
      ])
      .execute();
    const visit = { home_id: homeId, seeker_id: seeker.user.id, host_id: owner.user.id, slots: '[]', starts_at: null, message: null, confirm_token_hash: null, confirmed_at: null, reminder_sent_at: null, created_at: at, updated_at: at };
    await db
      .insertInto('visits')
      .values([
        { ...visit, status: 'requested' },
        { ...visit, status: 'requested' },
        { ...visit, status: 'declined' },
      ])
      .execute();

    const diagnostic = { home_id: homeId, document_id: null, created_at: at, updated_at: at };
    await db
      .insertInto('diagnostics')
      .values([
        { ...diagnostic, kind: 'dpe', performed_on: daysAgo(365) },
        { ...diagnostic, kind: 'surface', performed_on: daysAgo(2000) },
        // Six months at most: this one is out of date and still counts.
        { ...diagnostic, kind: 'erp', performed_on: daysAgo(400) },
      ])
      .execute();

    const [item] = await items(owner.cookie);
    expect(item).toMatchObject({ occupied_rooms: 1, pending_requests: 3, diagnostics_alerts: REQUIRED_DIAGNOSTICS - 2 });
  });

  it('counts every room of a home let as a whole', async () => {
    const owner = await kit.owner();
    const at = nowIso();
    await ctx.app.db
      .insertInto('tenancies')
      .values({ home_id: owner.homeId, room_id: null, tenant_user_id: null, tenant_name: 'Famille Roux', tenant_email: null, start_date: daysAgo(10), end_date: null, rent: 1200, charges: 100, deposit: 1200, status: 'active', created_at: at, updated_at: at })
      .execute();
    expect((await items(owner.cookie))[0]!.occupied_rooms).toBe(1);
  });

  it('lists a home joined by invitation with the rights SPEC 6 gives each kind of landlord', async () => {
    const owner = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    const agent = await kit.coLandlord(owner.homeId, owner.cookie, 'agent');
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');

    const [coOwnerItem] = await items(coOwner.cookie);
    expect(coOwnerItem).toMatchObject({ home: { id: owner.homeId }, access: ALL });
    expect(coOwnerItem!.home.owners_roles).toEqual([
      { id: coOwner.user.id, email: coOwner.body.email, first_name: 'Inès', name: 'Garnier', role: 'owner', pending: false, invite_expired: false, expired: false },
    ]);
    expect((await items(agent.cookie))[0]!.access).toEqual(ALL);

    const cases: Array<[HomeSettings, { advert: boolean; agenda: boolean }]> = [
      [{ notifications_advert: 0, notifications_agenda: 0, offer: null }, { advert: false, agenda: false }],
      [{ notifications_advert: 2, notifications_agenda: 0, offer: null }, { advert: true, agenda: false }],
      [{ notifications_advert: 0, notifications_agenda: 3, offer: null }, { advert: false, agenda: true }],
      [{ notifications_advert: 3, notifications_agenda: 2, offer: null }, { advert: true, agenda: true }],
      [{ notifications_advert: 0, notifications_agenda: 0, offer: 'mandate', mandate_status: 'signed' }, { advert: false, agenda: false }],
      [{ notifications_advert: 0, notifications_agenda: 0, offer: 'mandate', mandate_status: 'complete' }, { advert: true, agenda: true }],
      [{ notifications_advert: 0, notifications_agenda: 0, offer: 'premium', mandate_status: null }, { advert: false, agenda: false }],
    ];
    for (const [values, rights] of cases) {
      await kit.setHome(owner.homeId, values);
      expect((await items(manager.cookie))[0]!.access).toEqual({ landlord: true, ...rights });
      // The owner keeps every right whatever is delegated.
      expect((await items(owner.cookie))[0]!.access).toEqual(ALL);
    }
  });

  it('is empty for a seeker and leaves out the homes of others and pending invitations', async () => {
    const owner = await kit.owner();
    const seeker = await kit.person('users');
    const invitedPro = await kit.person('proprietaire');
    await kit.invite(owner.homeId, owner.cookie, { owner_email: invitedPro.body.email, owner_role: 'owner' });
    expect(await items(seeker.cookie)).toEqual([]);
    expect(await items(invitedPro.cookie)).toEqual([]);
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
  });
});
