import type { HomeDelegationLevel } from '@coloc/contract/homes/limits';
import { nowIso } from '../../../src/db';
import { readOutbox, signup, type SignupInput, type TestContext } from '../../helpers/app';
import { completeListing, homesApi, insertCities } from '../homes/fixtures';

export type Person = Awaited<ReturnType<typeof signup>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a rentals test needs: a home with two rooms and the people around it. */
export function rentalsKit(ctx: TestContext) {
  let cityId: number | null = null;
  const homes = homesApi(ctx);
  const db = ctx.app.db;

  const call = (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function city(): Promise<number> {
    if (cityId === null) cityId = (await insertCities(db)).lyon;
    return cityId;
  }

  /** An owner with a published home of two rooms (500 € + 50 €, 420 € + 40 €). */
  async function landlord(input: SignupInput = {}) {
    const person = await signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre', ...input });
    const listing = {
      ...completeListing(await city()),
      rooms: [
        { number: 0, name: 'Chambre bleue', rent: 500, charges: 50, surface: 12, furnished: true },
        { number: 1, name: null, rent: 420, charges: 40, surface: 10 },
      ],
    };
    const created = await homes.post(listing, person.cookie);
    if (created.statusCode !== 201) throw new Error(`home creation failed: ${created.body}`);
    const home = created.json() as { id: number; rooms: Array<{ id: number; number: number }> };
    await db.updateTable('homes').set({ published: 1 }).where('id', '=', home.id).execute();
    const roomIds = home.rooms.sort((a, b) => a.number - b.number).map((r) => r.id);
    return { ...person, homeId: home.id, roomIds };
  }

  /** Someone who joined the home's landlords (an accepted invitation). */
  async function coLandlord(homeId: number, role: 'owner' | 'manager' | 'agent', input: SignupInput = {}) {
    const type = role === 'owner' ? 'proprietaire' : role;
    const person = await signup(ctx.app, { type, first_name: role === 'manager' ? 'Maëlle' : 'Claire', name: 'Dupont', ...input });
    const now = nowIso();
    await db
      .insertInto('home_landlords')
      .values({ home_id: homeId, user_id: person.user.id, email: person.body.email, role, status: 'accepted', token_hash: null, invited_by: null, invite_sent_at: now, accepted_at: now, created_at: now })
      .execute();
    return person;
  }

  async function setAgenda(homeId: number, value: HomeDelegationLevel) {
    await db.updateTable('homes').set({ notifications_agenda: value }).where('id', '=', homeId).execute();
  }

  async function seeker(input: SignupInput = {}) {
    return signup(ctx.app, { type: 'users', first_name: 'Julie', name: 'Roux', ...input });
  }

  /** A tenancy recorded through the API by the landlord. */
  async function tenancy(owner: { cookie: string; homeId: number }, payload: Record<string, unknown>) {
    const response = await call('POST', `/api/homes/${owner.homeId}/tenancies`, owner.cookie, {
      room_id: null,
      tenant_email: 'tenant@exemple.fr',
      tenant_name: 'Julie Roux',
      start_date: '2024-01-01',
      rent: 500,
      charges: 50,
      deposit: 500,
      ...payload,
    });
    if (response.statusCode !== 201) throw new Error(`tenancy failed: ${response.statusCode} ${response.body}`);
    return response.json() as { id: number };
  }

  /** Everything a failed call must leave as it was. */
  async function snapshot(): Promise<string> {
    const tables = ['tenancies', 'rent_payments', 'home_documents', 'diagnostics', 'leases', 'contact_requests', 'conversations', 'messages', 'advert_views'] as const;
    const parts: unknown[] = [];
    for (const table of tables) parts.push(await db.selectFrom(table).selectAll().execute());
    parts.push(await db.selectFrom('users').select(['id', 'home_leased']).orderBy('id').execute());
    return JSON.stringify(parts);
  }

  async function mailsTo(email: string) {
    return (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${email}`));
  }

  return { db, call, landlord, coLandlord, setAgenda, seeker, tenancy, snapshot, mailsTo };
}

/** The Paris date `days` from today, as the API computes "today". */
export function parisDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
