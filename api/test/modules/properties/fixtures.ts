import type { Updateable } from 'kysely';
import type { HomesTable } from '../../../src/db/tables/homes';
import { readOutbox, signup, uniqueEmail, type SignupInput, type TestContext } from '../../helpers/app';
import { completeListing, homesApi, insertCities } from '../homes/fixtures';

/** What the tests set on a home to give a manager (or not) the advert and the agenda. */
export type HomeSettings = Pick<Updateable<HomesTable>, 'notifications_advert' | 'notifications_agenda' | 'offer' | 'mandate_status'>;

export type Person = Awaited<ReturnType<typeof signup>>;
export type LandlordRole = 'owner' | 'manager' | 'agent';

const SIGNUP_TYPE: Record<LandlordRole, string> = { owner: 'proprietaire', manager: 'manager', agent: 'agent' };
const DAY_MS = 24 * 60 * 60 * 1000;

export const FORBIDDEN = { error: "Vous n'avez pas accès à cette ressource." };
export const UNAUTHORIZED = { error: 'Vous devez être connecté.' };

/** The token of an owner invitation link in a mail (links stay alone on their line). */
export function invitationLink(content: string): { segment: string; token: string } | null {
  const match = /^https?:\/\/[^/\s]+\/([a-z]+)\/invitation\?token=([A-Za-z0-9_-]{43})\r?$/m.exec(content);
  return match ? { segment: match[1]!, token: match[2]! } : null;
}

export function propertiesKit(ctx: TestContext) {
  let cityId: number | null = null;
  const homes = homesApi(ctx);
  const db = ctx.app.db;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function city(): Promise<number> {
    if (cityId === null) cityId = (await insertCities(db)).lyon;
    return cityId;
  }

  async function person(type: string, input: SignupInput = {}): Promise<Person> {
    return signup(ctx.app, { type, first_name: 'Camille', name: 'Martin', ...input });
  }

  /** A proprietaire (or another sign-up type) with a step-2 listing. */
  async function owner(input: SignupInput = {}) {
    const created = await person(input.type ?? 'proprietaire', { first_name: 'Bernard', name: 'Lefèvre', ...input });
    const res = await homes.post(completeListing(await city()), created.cookie);
    if (res.statusCode !== 201) throw new Error(`home creation failed: ${res.body}`);
    return { ...created, homeId: res.json().id as number };
  }

  const invite = (homeId: number | string, cookie: string | null, body: unknown, force = false) =>
    call('POST', `/api/homes/${homeId}/invite${force ? '?force=true' : ''}`, cookie, body);

  /** Mails to `email` written since the outbox held `since` mails. */
  async function mailsTo(email: string, since = 0) {
    return (await readOutbox(ctx)).slice(since).filter((mail) => mail.content.includes(`To: ${email}`));
  }

  async function outboxSize(): Promise<number> {
    return (await readOutbox(ctx)).length;
  }

  /** The invitation mails to `email` (a new account also gets a welcome mail), oldest first. */
  async function invitationsTo(email: string) {
    return (await mailsTo(email)).filter((mail) => invitationLink(mail.content) !== null);
  }

  /** The link of the last invitation mailed to `email`. */
  async function lastLink(email: string) {
    const mails = await invitationsTo(email);
    const link = mails.length > 0 ? invitationLink(mails[mails.length - 1]!.content) : null;
    if (!link) throw new Error(`no invitation mail to ${email}`);
    return link;
  }

  /** A new account of the role's sign-up type, invited by the home's owner and accepted from the mail link. */
  async function coLandlord(homeId: number, ownerCookie: string, role: LandlordRole, input: SignupInput = {}) {
    const invitee = await person(SIGNUP_TYPE[role], { first_name: 'Inès', name: 'Garnier', email: uniqueEmail(role), ...input });
    const sent = await invite(homeId, ownerCookie, { owner_email: invitee.body.email, owner_role: role });
    if (sent.statusCode !== 201) throw new Error(`invitation failed: ${sent.body}`);
    const { token } = await lastLink(invitee.body.email);
    const accepted = await call('POST', `/api/owner-invitations/${token}/accept`, invitee.cookie);
    if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
    return invitee;
  }

  async function setHome(homeId: number, values: HomeSettings) {
    await db.updateTable('homes').set(values).where('id', '=', homeId).execute();
  }

  /** Moves an invitation's last sending `days` back in time. */
  async function ageInvitation(rowId: number, days: number) {
    const row = await db.selectFrom('home_landlords').select('invite_sent_at').where('id', '=', rowId).executeTakeFirstOrThrow();
    const sent = new Date(Date.parse(row.invite_sent_at!) - days * DAY_MS).toISOString();
    await db.updateTable('home_landlords').set({ invite_sent_at: sent }).where('id', '=', rowId).execute();
  }

  /** Everything these routes may write about a home: compared before and after a refused call. */
  async function snapshot(homeId: number) {
    return {
      home: await db.selectFrom('homes').selectAll().where('id', '=', homeId).executeTakeFirst(),
      landlords: await db.selectFrom('home_landlords').selectAll().where('home_id', '=', homeId).orderBy('id').execute(),
      outbox: await outboxSize(),
    };
  }

  return { call, city, person, owner, invite, mailsTo, invitationsTo, outboxSize, lastLink, coLandlord, setHome, ageInvitation, snapshot, homes };
}
