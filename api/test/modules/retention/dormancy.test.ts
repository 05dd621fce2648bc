import fs from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '../../../src/db';
import { frenchDate, parisDate } from '../../../src/lib/dates';
import { deleteDormantAccounts, deletionFrom, shiftMonths, warnDormantAccounts, type DormancyDeps } from '../../../src/modules/retention';
import { createTestApp, DEFAULT_PASSWORD, myself, readOutbox, signin, signup, uniqueEmail, type TestContext } from '../../helpers/app';

let ctx: TestContext;
let deps: DormancyDeps;
beforeAll(async () => {
  ctx = await createTestApp();
  deps = { db: ctx.app.db, mailer: ctx.app.mailer, publicUrl: ctx.config.publicUrl, dataDir: ctx.config.dataDir, log: ctx.app.log };
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The job's clock: it runs « now » in every test, whatever the real date. */
const NOW = new Date();
const monthsBefore = (months: number, date = NOW) => shiftMonths(date, -months);
const before = (ms: number, date = NOW) => new Date(date.getTime() - ms);

/** An account as the database holds it, last seen at `seen`, and in no other table. */
async function account(seen: Date, extra: { warned?: Date; staff_role?: string; disabled_at?: string } = {}) {
  const email = uniqueEmail('dormant');
  const created = nowIso(monthsBefore(60));
  const row = await ctx.app.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'argon2…',
      first_name: 'Dominique',
      name: 'Martin',
      type: 1,
      created_at: created,
      updated_at: created,
      last_seen_at: nowIso(seen),
      dormancy_warned_at: extra.warned ? nowIso(extra.warned) : null,
      staff_role: extra.staff_role ?? null,
      disabled_at: extra.disabled_at ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

const userRow = (id: number) => ctx.app.db.selectFrom('users').select(['id', 'last_seen_at', 'dormancy_warned_at', 'newsletter']).where('id', '=', id).executeTakeFirst();
const mailsTo = async (email: string) => (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${email}`));

/** Every account of earlier tests is made exempt-free and long gone: each test looks only at its own rows, so it runs with a large batch. */
const BIG = 10_000;

describe('dormant accounts: the warning', () => {
  it('is mailed once, a month before the three years, and not a day earlier', async () => {
    const early = await account(before(-DAY, monthsBefore(35)));
    const due = await account(before(HOUR, monthsBefore(35)));

    await warnDormantAccounts(deps, NOW, BIG);
    expect((await userRow(early.id))?.dormancy_warned_at).toBeNull();
    expect(await mailsTo(early.email)).toHaveLength(0);
    expect((await userRow(due.id))?.dormancy_warned_at).toBe(nowIso(NOW));
    const [mail, ...more] = await mailsTo(due.email);
    expect(more).toHaveLength(0);
    // « Votre compte Toit Partagé va être supprimé », as the header encodes it.
    expect(mail!.content).toContain('Subject: =?UTF-8?Q?Votre_compte_Toit_Partag=C3=A9_va_=C3=AA?=');
    const seen = before(HOUR, monthsBefore(35));
    expect(mail!.content).toContain(`Vous ne vous êtes pas connecté(e) à Toit Partagé depuis le ${frenchDate(parisDate(seen))}.`);
    const date = frenchDate(parisDate(deletionFrom(seen, NOW)));
    expect(mail!.content).toContain(`seront supprimés à partir du ${date}, sauf si vous vous connectez`);
    expect(mail!.content).toContain(`${ctx.config.publicUrl}/signin`);

    // The next hourly runs do not mail it again.
    await warnDormantAccounts(deps, new Date(NOW.getTime() + HOUR), BIG);
    await warnDormantAccounts(deps, new Date(NOW.getTime() + 10 * DAY), BIG);
    expect(await mailsTo(due.email)).toHaveLength(1);
  });

  it('announces a full month of grace when the warning leaves late (three years already over)', async () => {
    const late = await account(monthsBefore(40));
    await warnDormantAccounts(deps, NOW, BIG);
    const [mail] = await mailsTo(late.email);
    expect(mail!.content).toContain(`à partir du ${frenchDate(parisDate(shiftMonths(NOW, 1)))}`);
  });

  it('is withdrawn when the mail cannot be sent, so that the next run tries again', async () => {
    const unlucky = await account(monthsBefore(35, before(DAY)));
    const failing = { ...deps, mailer: { sendMail: () => Promise.reject(new Error('SMTP indisponible')) }, log: { error: jest.fn() } };
    await warnDormantAccounts(failing, NOW, BIG);
    expect((await userRow(unlucky.id))?.dormancy_warned_at).toBeNull();
    expect(failing.log.error).toHaveBeenCalled();
    await warnDormantAccounts(deps, NOW, BIG);
    expect(await mailsTo(unlucky.email)).toHaveLength(1);
  });

  it('goes to a bounded batch per run, the longest-absent first', async () => {
    // Everything earlier tests left due is warned first, so that the batch holds only these three.
    await warnDormantAccounts(deps, NOW, BIG);
    const oldest = await account(monthsBefore(50));
    const middle = await account(monthsBefore(45));
    const newest = await account(monthsBefore(40));
    expect(await warnDormantAccounts(deps, NOW, 2)).toBe(2);
    expect((await userRow(oldest.id))?.dormancy_warned_at).not.toBeNull();
    expect((await userRow(middle.id))?.dormancy_warned_at).not.toBeNull();
    expect((await userRow(newest.id))?.dormancy_warned_at).toBeNull();
    expect(await warnDormantAccounts(deps, NOW, 2)).toBe(1);
    expect((await userRow(newest.id))?.dormancy_warned_at).not.toBeNull();
  });
});

describe('dormant accounts: deletion', () => {
  it('happens three years after the last visit and a month after the warning, through the account deletion', async () => {
    const { user, cookie } = await signup(ctx.app, { email: uniqueEmail('gone'), newsletter: true });
    const id = user.id as number;
    // A photo, to see its file go with the rows as with « Supprimer mon compte ».
    const file = `images/dormant-${id}.jpg`;
    await fs.mkdir(path.join(ctx.dataDir, 'images'), { recursive: true });
    await fs.writeFile(path.join(ctx.dataDir, file), 'jpeg');
    await ctx.app.db
      .insertInto('images')
      .values({ user_id: id, home_id: null, kind: 'avatar', file, width: 1, height: 1, bytes: 4, sha256: 'x', public_id: `dormant-${id}`, created_at: nowIso() })
      .execute();
    await ctx.app.db.updateTable('users').set({ last_seen_at: nowIso(monthsBefore(36, before(DAY))), dormancy_warned_at: nowIso(monthsBefore(1, before(HOUR))) }).where('id', '=', id).execute();
    const tooRecent = await account(monthsBefore(37), { warned: before(10 * DAY) });
    const neverWarned = await account(monthsBefore(37));
    await ctx.app.db.updateTable('users').set({ dormancy_warned_at: null }).where('id', '=', neverWarned.id).execute();

    await deleteDormantAccounts(deps, NOW, BIG);
    expect(await userRow(id)).toBeUndefined();
    expect(await ctx.app.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toHaveLength(0);
    expect(await ctx.app.db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', user.email).execute()).toHaveLength(0);
    expect((await myself(ctx.app, cookie)).statusCode).toBe(401);
    await expect(fs.access(path.join(ctx.dataDir, file))).rejects.toThrow();
    expect(await userRow(tooRecent.id)).toBeDefined();
    expect(await userRow(neverWarned.id)).toBeDefined();
  });

  it('does not happen when the person signed in after the warning', async () => {
    const email = uniqueEmail('back');
    const { user } = await signup(ctx.app, { email });
    const id = user.id as number;
    const seen = monthsBefore(35, before(HOUR));
    await ctx.app.db.updateTable('users').set({ last_seen_at: nowIso(seen) }).where('id', '=', id).execute();
    await warnDormantAccounts(deps, NOW, BIG);
    expect((await userRow(id))?.dormancy_warned_at).not.toBeNull();

    const { response } = await signin(ctx.app, email, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(200);
    const row = await userRow(id);
    expect(row?.dormancy_warned_at).toBeNull();
    expect(Date.parse(row!.last_seen_at!)).toBeGreaterThan(Date.now() - HOUR);

    // Two months on, both clocks would have run out without the visit.
    await deleteDormantAccounts(deps, shiftMonths(NOW, 2), BIG);
    expect(await userRow(id)).toBeDefined();
  });

  it('does not happen either when the person only came back with a session still open', async () => {
    const { user, cookie } = await signup(ctx.app, { email: uniqueEmail('session') });
    const id = user.id as number;
    await ctx.app.db.updateTable('users').set({ last_seen_at: nowIso(monthsBefore(36, before(DAY))), dormancy_warned_at: nowIso(monthsBefore(1, before(DAY))) }).where('id', '=', id).execute();
    expect((await myself(ctx.app, cookie)).statusCode).toBe(200);
    expect((await userRow(id))?.dormancy_warned_at).toBeNull();
    await deleteDormantAccounts(deps, NOW, BIG);
    expect(await userRow(id)).toBeDefined();
  });

  it('counts a session visit once a day at most', async () => {
    const { user, cookie } = await signup(ctx.app, { email: uniqueEmail('daily') });
    const id = user.id as number;
    const recent = nowIso(before(HOUR, new Date()));
    await ctx.app.db.updateTable('users').set({ last_seen_at: recent }).where('id', '=', id).execute();
    expect((await myself(ctx.app, cookie)).statusCode).toBe(200);
    expect((await userRow(id))?.last_seen_at).toBe(recent);
  });

  it('is bounded per run', async () => {
    await deleteDormantAccounts(deps, NOW, BIG);
    const due = await Promise.all([1, 2, 3].map(() => account(monthsBefore(38), { warned: monthsBefore(2) })));
    expect(await deleteDormantAccounts(deps, NOW, 2)).toBe(2);
    expect(await deleteDormantAccounts(deps, NOW, 2)).toBe(1);
    for (const { id } of due) expect(await userRow(id)).toBeUndefined();
  });
});

describe('dormant accounts that are kept whatever the dates', () => {
  const gone = () => monthsBefore(48);
  const warned = () => monthsBefore(2);

  async function home(ownerId: number) {
    const now = nowIso();
    const row = await ctx.app.db
      .insertInto('homes')
      .values({ user_id: ownerId, name: 'Maison', address: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 75, step: 3, is_coloc: 1, published: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function tenancy(homeId: number, tenantId: number | null, status: 'active' | 'ended') {
    const now = nowIso();
    await ctx.app.db
      .insertInto('tenancies')
      .values({ home_id: homeId, room_id: null, tenant_user_id: tenantId, tenant_name: 'Camille Petit', tenant_email: null, start_date: '2020-01-01', end_date: status === 'ended' ? '2021-01-01' : null, rent: 500, charges: 50, deposit: 500, status, created_at: now, updated_at: now })
      .execute();
  }

  it('keeps staff, disabled accounts, both sides of an active tenancy and of a mandate, and paid offers still running; not the others', async () => {
    const staff = await account(gone(), { staff_role: 'moderator', warned: warned() });
    const disabled = await account(gone(), { disabled_at: nowIso(monthsBefore(40)), warned: warned() });
    const landlord = await account(gone(), { warned: warned() });
    const tenant = await account(gone(), { warned: warned() });
    await tenancy(await home(landlord.id), tenant.id, 'active');
    const coLandlord = await account(gone(), { warned: warned() });
    const sharedHome = await home((await account(new Date())).id);
    await ctx.app.db.insertInto('home_landlords').values({ home_id: sharedHome, user_id: coLandlord.id, email: coLandlord.email, role: 'owner', status: 'accepted', token_hash: null, invited_by: null, invite_sent_at: null, accepted_at: nowIso(), created_at: nowIso() }).execute();
    await tenancy(sharedHome, null, 'active');
    const leaseSent = await account(gone(), { warned: warned() });
    await ctx.app.db
      .insertInto('leases')
      .values({ home_id: await home(leaseSent.id), kind: 'whole', room_id: null, tenant_user_id: null, tenant_email: uniqueEmail('futur'), start_date: parisDate(shiftMonths(NOW, 1)), duration_months: 12, rent: 800, charges: 80, deposit: 800, special_terms: null, status: 'sent', created_by: leaseSent.id, landlord_accepted_at: nowIso(), tenant_accepted_at: null, created_at: nowIso(), updated_at: nowIso() })
      .execute();
    const pastLandlord = await account(gone(), { warned: warned() });
    await tenancy(await home(pastLandlord.id), null, 'ended');
    const mandateOwner = await account(gone(), { warned: warned() });
    const agency = await account(gone(), { warned: warned() });
    const now = nowIso();
    await ctx.app.db
      .insertInto('mandates')
      .values({ reference: `MDT-DORMANT${Date.now()}`, home_id: await home(mandateOwner.id), owner_id: mandateOwner.id, agent_id: agency.id, added_landlord_id: null, provider: 'sandbox', provider_name: 'Bac à sable', status: 'complete', fee_rate: 8, duration_months: 12, created_at: now, expires_at: now, owner_signed_at: now, owner_signature_id: 'sig', agent_signed_at: now, closed_at: null, updated_at: now })
      .execute();
    const subscriber = await account(gone(), { warned: warned() });
    await ctx.app.db.insertInto('subscriptions').values({ user_id: subscriber.id, offer: 'premium', valid_until: parisDate(shiftMonths(NOW, 3)), created_at: now }).execute();
    const lapsed = await account(gone(), { warned: warned() });
    await ctx.app.db.insertInto('subscriptions').values({ user_id: lapsed.id, offer: 'premium', valid_until: parisDate(monthsBefore(40)), created_at: now }).execute();

    await deleteDormantAccounts(deps, NOW, BIG);
    for (const kept of [staff, disabled, landlord, tenant, coLandlord, leaseSent, mandateOwner, agency, subscriber]) {
      expect({ email: kept.email, kept: (await userRow(kept.id)) !== undefined }).toEqual({ email: kept.email, kept: true });
    }
    expect(await userRow(pastLandlord.id)).toBeUndefined();
    expect(await userRow(lapsed.id)).toBeUndefined();

    // Out of the lease, the tenant of a long-ended tenancy is not deleted on an old warning: warned again first.
    const tenantBefore = await account(gone(), { warned: monthsBefore(20) });
    await ctx.app.db.updateTable('tenancies').set({ status: 'ended' }).where('tenant_user_id', '=', tenant.id).execute();
    await ctx.app.db.updateTable('users').set({ dormancy_warned_at: nowIso(monthsBefore(20)) }).where('id', '=', tenant.id).execute();
    await deleteDormantAccounts(deps, NOW, BIG);
    expect(await userRow(tenant.id)).toBeDefined();
    expect(await userRow(tenantBefore.id)).toBeDefined();
    await warnDormantAccounts(deps, NOW, BIG);
    expect((await userRow(tenant.id))?.dormancy_warned_at).toBe(nowIso(NOW));
    expect(await mailsTo(tenant.email)).toHaveLength(1);
    await deleteDormantAccounts(deps, shiftMonths(NOW, 1), BIG);
    expect(await userRow(tenant.id)).toBeUndefined();

    // Nor are they warned: a warning would announce a deletion that will not come.
    const quiet = await account(monthsBefore(35, before(DAY)), { staff_role: 'support' });
    await warnDormantAccounts(deps, NOW, BIG);
    expect((await userRow(quiet.id))?.dormancy_warned_at).toBeNull();
  });
});
