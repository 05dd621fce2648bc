import type { HomeDelegationLevel } from '@coloc/contract/homes/limits';
import { readOutbox, signup, type SignupInput, type TestContext } from '../../helpers/app';
import { completeListing, homesApi, insertCities } from '../homes/fixtures';

export type Person = Awaited<ReturnType<typeof signup>>;

/** A date-time `days` ahead at `hourUtc`:00 UTC, as the browser sends it (with an offset). */
export function slotIn(days: number, hourUtc = 14, from: Date = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hourUtc, 0, 0)).toISOString();
}

export function visitsKit(ctx: TestContext) {
  let cityId: number | null = null;
  const homes = homesApi(ctx);

  const call = (method: 'GET' | 'POST', url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function city(): Promise<number> {
    if (cityId === null) cityId = (await insertCities(ctx.app.db)).lyon;
    return cityId;
  }

  /** A user of the given sign-up type with a complete listing, published unless told otherwise. */
  async function host(input: SignupInput = {}, options: { published?: boolean; agenda?: HomeDelegationLevel; offer?: string | null } = {}) {
    const person = await signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre', ...input });
    const created = await homes.post(completeListing(await city()), person.cookie);
    if (created.statusCode !== 201) throw new Error(`home creation failed: ${created.body}`);
    const homeId = created.json().id as number;
    await ctx.app.db
      .updateTable('homes')
      .set({
        published: options.published === false ? 0 : 1,
        ...(options.agenda !== undefined ? { notifications_agenda: options.agenda } : {}),
        ...(options.offer !== undefined ? { offer: options.offer } : {}),
      })
      .where('id', '=', homeId)
      .execute();
    return { ...person, homeId };
  }

  async function seeker(input: SignupInput = {}) {
    return signup(ctx.app, { type: 'users', first_name: 'Camille', name: 'Martin', ...input });
  }

  async function visitRow(id: number) {
    return ctx.app.db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** Mails to `email` written since the outbox held `since` mails. */
  async function mailsTo(email: string, since = 0) {
    return (await readOutbox(ctx)).slice(since).filter((mail) => mail.content.includes(`To: ${email}`));
  }

  async function outboxSize(): Promise<number> {
    return (await readOutbox(ctx)).length;
  }

  return {
    call,
    host,
    seeker,
    visitRow,
    mailsTo,
    outboxSize,
    request: (cookie: string | null, payload: unknown) => call('POST', '/api/visits', cookie, payload),
    list: (cookie: string | null, query = '') => call('GET', `/api/visits${query}`, cookie),
    act: (id: number | string, action: 'accept' | 'propose' | 'decline' | 'cancel', cookie: string | null, payload: unknown = {}) =>
      call('POST', `/api/visits/${id}/${action}`, cookie, payload),
  };
}

/** The `token=` of the confirmation link in a mail (links stay alone on their line). */
export function confirmationToken(content: string): string | null {
  return /\/confirmation-visite\?token=([A-Za-z0-9_-]{43})\r?$/m.exec(content)?.[1] ?? null;
}
