import type { HomeDelegationLevel } from '@coloc/contract/homes/limits';
import { createTestApp, type TestContext } from '../../helpers/app';
import { confirmationToken, slotIn, visitsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof visitsKit>;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  kit = visitsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** The Paris wall-clock form of a UTC slot, as the API answers it. */
function paris(iso: string): string {
  const answer = new Date(iso);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(answer)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  const hours = offset === '' ? 0 : Number(offset.slice(0, 3));
  const local = new Date(answer.getTime() + hours * 3600_000).toISOString().slice(0, 19);
  return `${local}${offset === '' ? '+00:00' : offset}`;
}

async function requested(slots = [slotIn(3), slotIn(5, 9)], message: string | null = 'Bonjour, je passerais volontiers.') {
  const host = await kit.host();
  const seeker = await kit.seeker();
  const res = await kit.request(seeker.cookie, { home_id: host.homeId, slots, message });
  expect(res.statusCode).toBe(201);
  return { host, seeker, visit: res.json(), slots };
}

describe('POST /api/visits', () => {
  it('records a request from a seeker, answers the Visit in Paris time and mails the host', async () => {
    const host = await kit.host();
    const seeker = await kit.seeker({ first_name: 'Hélène', name: 'Roux' });
    const before = await kit.outboxSize();
    const later = slotIn(9, 16);
    const sooner = slotIn(2, 8);
    const res = await kit.request(seeker.cookie, { home_id: host.homeId, slots: [later, sooner], message: '  Bonjour !  ' });
    expect(res.statusCode).toBe(201);
    const visit = res.json();
    expect(visit).toEqual({
      id: expect.any(Number),
      home: {
        id: host.homeId,
        name: 'Grande colocation lumineuse',
        city: 'Lyon',
        // The street address waits for the host's acceptance.
        address: null,
        image_link: null,
        link: `/colocation-lyon/${host.homeId}`,
      },
      seeker: { id: seeker.user.id, first_name: 'Hélène', name_initial: 'R.', avatar_id: null },
      host: { id: host.user.id, first_name: 'Bernard', name_initial: 'L.' },
      status: 'requested',
      slots: [paris(sooner), paris(later)],
      starts_at: null,
      message: 'Bonjour !',
      confirmed_at: null,
      created_at: expect.any(String),
    });
    expect(visit.slots[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
    const row = await kit.visitRow(visit.id);
    expect(row).toMatchObject({ home_id: host.homeId, seeker_id: seeker.user.id, host_id: host.user.id, status: 'requested', confirm_token_hash: null });
    expect(JSON.parse(row.slots)).toEqual([sooner, later].map((s) => new Date(s).toISOString()));

    const mails = await kit.mailsTo(host.body.email, before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.content;
    expect(mail).toContain('Bonjour Bernard,');
    expect(mail).toContain('Hélène R. souhaite visiter « Grande colocation lumineuse » à Lyon.');
    expect(mail).toMatch(/- (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4} à \d{1,2} h \d\d/);
    expect(mail).toContain('Bonjour !');
    expect(mail).toContain(`https://toitpartage.example/proprietaire/agenda?home_id=${host.homeId}`);
    expect(await kit.mailsTo(seeker.body.email, before)).toHaveLength(0);
  });

  it('needs a session', async () => {
    const res = await kit.request(null, { home_id: 1, slots: [slotIn(2)] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Vous devez être connecté.' });
  });

  it('is for seekers only, on a published home that is not theirs', async () => {
    const host = await kit.host();
    const pro = await kit.host({ type: 'agent' });
    const asPro = await kit.request(pro.cookie, { home_id: host.homeId, slots: [slotIn(2)] });
    expect(asPro.statusCode).toBe(403);
    expect(asPro.json()).toEqual({ error: 'Seuls les colocataires peuvent demander une visite.' });

    const occupier = await kit.host({ type: 'prop-occupant' });
    const own = await kit.request(occupier.cookie, { home_id: occupier.homeId, slots: [slotIn(2)] });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'Vous ne pouvez pas demander la visite de votre propre logement.' });

    const hidden = await kit.host({}, { published: false });
    const seeker = await kit.seeker();
    for (const homeId of [hidden.homeId, 999_999]) {
      const res = await kit.request(seeker.cookie, { home_id: homeId, slots: [slotIn(2)] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Ce logement est introuvable ou n'est plus publié." });
    }
    const count = await ctx.app.db.selectFrom('visits').select('id').where('seeker_id', 'in', [pro.user.id, occupier.user.id, seeker.user.id]).execute();
    expect(count).toHaveLength(0);
  });

  it.each([
    ['no slot', { slots: [] }, 'Proposez entre 1 et 3 créneaux, chacun avec une date et une heure.'],
    ['missing slots', { slots: undefined }, 'Proposez au moins un créneau.'],
    ['four slots', { slots: [slotIn(1), slotIn(2), slotIn(3), slotIn(4)] }, 'Proposez entre 1 et 3 créneaux, chacun avec une date et une heure.'],
    ['a date without time', { slots: ['2030-01-01'] }, 'Proposez entre 1 et 3 créneaux, chacun avec une date et une heure.'],
    ['a time without offset', { slots: ['2030-01-01T10:00:00'] }, 'Proposez entre 1 et 3 créneaux, chacun avec une date et une heure.'],
    ['a past slot', { slots: [slotIn(2), slotIn(-1)] }, 'Les créneaux doivent être dans le futur.'],
    ['a slot in seven months', { slots: [slotIn(7 * 31)] }, 'Les créneaux doivent se situer dans les 6 prochains mois.'],
    ['the same instant twice', { slots: ['2030-01-01T10:00:00+01:00', '2030-01-01T09:00:00Z'] }, 'Proposez des créneaux différents les uns des autres.'],
    ['a long message', { message: 'a'.repeat(1001) }, 'Le message doit contenir au plus 1000 caractères.'],
    ['a bad home id', { home_id: 'abc' }, 'Le logement est invalide.'],
    ['a missing home id', { home_id: undefined }, 'Le logement est obligatoire.'],
  ])('answers a French 400 for %s', async (_label, change, error) => {
    const host = await kit.host();
    const seeker = await kit.seeker();
    const res = await kit.request(seeker.cookie, { home_id: host.homeId, slots: [slotIn(2)], ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await ctx.app.db.selectFrom('visits').select('id').where('seeker_id', '=', seeker.user.id).execute()).toHaveLength(0);
  });

  it('refuses a second open request for the same home', async () => {
    const { host, seeker } = await requested();
    const again = await kit.request(seeker.cookie, { home_id: host.homeId, slots: [slotIn(4)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^Vous avez déjà une demande de visite en cours pour ce logement/);
  });

  it('refuses a manager listing without agenda access, and accepts it with access', async () => {
    const seeker = await kit.seeker();
    const closed = await kit.host({ type: 'manager' }, { agenda: 0 });
    const refused = await kit.request(seeker.cookie, { home_id: closed.homeId, slots: [slotIn(2)] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Ce logement ne reçoit pas de demandes de visite pour le moment.' });
    const open = await kit.host({ type: 'manager' }, { agenda: 3 });
    expect((await kit.request(seeker.cookie, { home_id: open.homeId, slots: [slotIn(2)] })).statusCode).toBe(201);
  });

  it('sends no mail to a host who turned visit mails off', async () => {
    const host = await kit.host();
    await ctx.app.inject({ method: 'PUT', url: `/api/users/${host.user.id}/preferences`, headers: { cookie: host.cookie }, payload: { email_visits: false } });
    const seeker = await kit.seeker();
    const before = await kit.outboxSize();
    expect((await kit.request(seeker.cookie, { home_id: host.homeId, slots: [slotIn(2)] })).statusCode).toBe(201);
    expect(await kit.mailsTo(host.body.email, before)).toHaveLength(0);
  });
});

describe('GET /api/visits', () => {
  it("lists the caller's visits as seeker and as host, and nobody else's", async () => {
    const { host, seeker, visit } = await requested();
    const asSeeker = await kit.list(seeker.cookie);
    expect(asSeeker.statusCode).toBe(200);
    expect(asSeeker.json().map((v: { id: number }) => v.id)).toEqual([visit.id]);
    const asHost = (await kit.list(host.cookie)).json();
    expect(asHost.map((v: { id: number }) => v.id)).toEqual([visit.id]);
    expect(asHost[0].home.address).toBe('12 rue de la République');
    const stranger = await kit.seeker();
    expect((await kit.list(stranger.cookie)).json()).toEqual([]);
    expect((await kit.list(null)).statusCode).toBe(401);
  });

  it('filters by home_id for hosts and refuses a home the caller does not answer for', async () => {
    const { host, visit } = await requested();
    const filtered = await kit.list(host.cookie, `?home_id=${host.homeId}`);
    expect(filtered.json().map((v: { id: number }) => v.id)).toEqual([visit.id]);
    const other = await kit.host();
    const refused = await kit.list(host.cookie, `?home_id=${other.homeId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Vous n'avez pas accès à l'agenda de ce logement." });
    const bad = await kit.list(host.cookie, '?home_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Le logement est invalide.' });
  });

  it('follows the SPEC 6 agenda rule for managers', async () => {
    const manager = await kit.host({ type: 'manager' }, { agenda: 2 });
    const seeker = await kit.seeker();
    const created = await kit.request(seeker.cookie, { home_id: manager.homeId, slots: [slotIn(2)] });
    const id = created.json().id as number;
    const cases: Array<[HomeDelegationLevel, string | null, boolean]> = [
      [2, null, true],
      [3, null, true],
      [0, 'mandate', true],
      [0, null, false],
      [0, 'premium', false],
    ];
    for (const [agenda, offer, allowed] of cases) {
      // The mandate gives access once complete (signed and countersigned).
      await ctx.app.db.updateTable('homes').set({ notifications_agenda: agenda, offer, mandate_status: offer === 'mandate' ? 'complete' : null }).where('id', '=', manager.homeId).execute();
      const ids = (await kit.list(manager.cookie)).json().map((v: { id: number }) => v.id);
      expect({ agenda, offer, sees: ids.includes(id) }).toEqual({ agenda, offer, sees: allowed });
      const filtered = await kit.list(manager.cookie, `?home_id=${manager.homeId}`);
      expect(filtered.statusCode).toBe(allowed ? 200 : 403);
    }
    // Without access the manager cannot answer either, and nothing changes.
    const refused = await kit.act(id, 'accept', manager.cookie, { starts_at: created.json().slots[0] });
    expect(refused.statusCode).toBe(403);
    expect((await kit.visitRow(id)).status).toBe('requested');
    await ctx.app.db.updateTable('homes').set({ notifications_agenda: 0, offer: 'mandate', mandate_status: 'signed' }).where('id', '=', manager.homeId).execute();
    expect((await kit.act(id, 'accept', manager.cookie, { starts_at: created.json().slots[0] })).statusCode).toBe(403);
    await ctx.app.db.updateTable('homes').set({ mandate_status: 'complete' }).where('id', '=', manager.homeId).execute();
    const accepted = await kit.act(id, 'accept', manager.cookie, { starts_at: created.json().slots[0] });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('POST /api/visits/{id}/accept', () => {
  it('lets the host pick a slot, and mails the seeker a confirmation link', async () => {
    const { host, seeker, visit, slots } = await requested();
    const before = await kit.outboxSize();
    const res = await kit.act(visit.id, 'accept', host.cookie, { starts_at: visit.slots[1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', starts_at: visit.slots[1], confirmed_at: null });
    const row = await kit.visitRow(visit.id);
    expect(row.starts_at).toBe(new Date(slots[1]!).toISOString());
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const mails = await kit.mailsTo(seeker.body.email, before);
    expect(mails).toHaveLength(1);
    const content = mails[0]!.content;
    expect(content).toContain('Bernard L. a accepté votre demande de visite de « Grande colocation lumineuse » à Lyon.');
    expect(content).toContain('Adresse : 12 rue de la République, 69002 Lyon');
    const token = confirmationToken(content);
    expect(token).not.toBeNull();
    expect(row.confirm_token_hash).not.toContain(token);
    // Now the seeker sees the street address.
    const seen = (await kit.list(seeker.cookie)).json()[0];
    expect(seen.home.address).toBe('12 rue de la République');
  });

  it('refuses a slot that was not offered, and leaves the visit as it was', async () => {
    const { host, visit } = await requested();
    const res = await kit.act(visit.id, 'accept', host.cookie, { starts_at: slotIn(4, 7) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Choisissez un des créneaux proposés.' });
    expect((await kit.visitRow(visit.id)).status).toBe('requested');
    const missing = await kit.act(visit.id, 'accept', host.cookie, {});
    expect(missing.json()).toEqual({ error: 'Choisissez un créneau.' });
  });

  it("answers 403 to someone else and changes nothing, whatever the body", async () => {
    const { visit } = await requested();
    const before = await kit.visitRow(visit.id);
    const stranger = await kit.host();
    for (const action of ['accept', 'propose', 'decline', 'cancel'] as const) {
      for (const body of [{ starts_at: visit.slots[0] }, { slots: [slotIn(3)] }, { nonsense: true }]) {
        const res = await kit.act(visit.id, action, stranger.cookie, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
      }
    }
    expect(await kit.visitRow(visit.id)).toEqual(before);
  });

  it('answers 404 for an unknown visit and 400 for a bad id', async () => {
    const seeker = await kit.seeker();
    const unknown = await kit.act(987_654, 'accept', seeker.cookie, { starts_at: slotIn(2) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Cette visite est introuvable.' });
    const bad = await kit.act('abc', 'accept', seeker.cookie, { starts_at: slotIn(2) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "L'identifiant de la visite est invalide." });
  });

  it('makes each side wait for the other', async () => {
    const { host, seeker, visit } = await requested();
    const early = await kit.act(visit.id, 'accept', seeker.cookie, { starts_at: visit.slots[0] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: "Votre hôte n'a pas encore répondu à votre demande." });
    expect((await kit.act(visit.id, 'accept', host.cookie, { starts_at: visit.slots[0] })).statusCode).toBe(200);
    const twice = await kit.act(visit.id, 'accept', host.cookie, { starts_at: visit.slots[0] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'Cette visite est déjà acceptée.' });
  });
});

describe('POST /api/visits/{id}/propose', () => {
  it('lets the host offer other slots that the seeker then picks (which confirms the visit)', async () => {
    const { host, seeker, visit } = await requested();
    const mark = await kit.outboxSize();
    const offered = [slotIn(8, 17), slotIn(6, 10)];
    const res = await kit.act(visit.id, 'propose', host.cookie, { slots: offered, message: 'Plutôt en fin de journée.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'proposed', slots: [paris(offered[1]!), paris(offered[0]!)] });
    const proposal = (await kit.mailsTo(seeker.body.email, mark))[0]!.content;
    expect(proposal).toContain('Subject: =?UTF-8?Q?Bernard_L=2E_vous_propose_d=27autres_cr?=');
    expect(proposal).toContain('Bernard L. ne peut pas vous recevoir aux dates demandées pour « Grande colocation lumineuse » à Lyon et vous propose :');
    expect(proposal).toContain('Plutôt en fin de journée.');
    expect(proposal).toContain('https://toitpartage.example/users/agenda');

    const hostTurn = await kit.act(visit.id, 'accept', host.cookie, { starts_at: res.json().slots[0] });
    expect(hostTurn.statusCode).toBe(409);
    expect(hostTurn.json()).toEqual({ error: "Vous avez proposé d'autres créneaux : c'est au visiteur d'en choisir un." });
    const seekerRefused = await kit.act(visit.id, 'propose', seeker.cookie, { slots: [slotIn(9)] });
    expect(seekerRefused.statusCode).toBe(403);
    expect(seekerRefused.json()).toEqual({ error: "Seul l'hôte peut proposer d'autres créneaux." });

    const mark2 = await kit.outboxSize();
    const chosen = await kit.act(visit.id, 'accept', seeker.cookie, { starts_at: res.json().slots[1] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ status: 'accepted', starts_at: res.json().slots[1], confirmed_at: expect.any(String) });
    const row = await kit.visitRow(visit.id);
    expect(row.confirm_token_hash).toBeNull();
    const toHost = await kit.mailsTo(host.body.email, mark2);
    expect(toHost).toHaveLength(1);
    expect(toHost[0]!.content).toContain('Camille M. a choisi un des créneaux que vous avez proposés');
  });

  it('checks the new slots like a request', async () => {
    const { host, visit } = await requested();
    const res = await kit.act(visit.id, 'propose', host.cookie, { slots: [slotIn(-2)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Les créneaux doivent être dans le futur.' });
    expect((await kit.visitRow(visit.id)).status).toBe('requested');
  });
});

describe('POST /api/visits/{id}/decline and /cancel', () => {
  it('lets the host decline a request, with a word for the seeker', async () => {
    const { host, seeker, visit } = await requested();
    const seekerTry = await kit.act(visit.id, 'decline', seeker.cookie);
    expect(seekerTry.statusCode).toBe(403);
    expect(seekerTry.json()).toEqual({ error: "Seul l'hôte peut refuser une demande de visite. Pour y renoncer, annulez-la." });
    const mark = await kit.outboxSize();
    const res = await kit.act(visit.id, 'decline', host.cookie, { message: 'La chambre vient de trouver preneur.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
    const mail = (await kit.mailsTo(seeker.body.email, mark))[0]!.content;
    expect(mail).toContain('Bernard L. ne peut pas donner suite à votre demande de visite');
    expect(mail).toContain('La chambre vient de trouver preneur.');
    expect(mail).toContain('https://toitpartage.example/users/home-matching');
    const after = await kit.act(visit.id, 'accept', host.cookie, { starts_at: visit.slots[0] });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: 'Cette demande de visite a été refusée.' });
  });

  it('takes a bodiless POST as an empty answer', async () => {
    const { host, visit } = await requested();
    const accept = await ctx.app.inject({ method: 'POST', url: `/api/visits/${visit.id}/accept`, headers: { cookie: host.cookie } });
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toEqual({ error: 'Choisissez un créneau.' });
    const decline = await ctx.app.inject({ method: 'POST', url: `/api/visits/${visit.id}/decline`, headers: { cookie: host.cookie } });
    expect(decline.statusCode).toBe(200);
    expect(decline.json().status).toBe('declined');
  });

  it('lets the seeker withdraw a request, and the host is told', async () => {
    const { host, seeker, visit } = await requested();
    const hostTry = await kit.act(visit.id, 'cancel', host.cookie);
    expect(hostTry.statusCode).toBe(409);
    expect(hostTry.json()).toEqual({ error: 'Pour ne pas donner suite à une demande, refusez-la.' });
    const mark = await kit.outboxSize();
    const res = await kit.act(visit.id, 'cancel', seeker.cookie, {});
    expect(res.json().status).toBe('cancelled');
    const mail = (await kit.mailsTo(host.body.email, mark))[0]!.content;
    expect(mail).toContain('Camille M. a annulé sa demande de visite');
    const again = await kit.act(visit.id, 'cancel', seeker.cookie, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Cette visite a été annulée.' });
  });

  it('lets either side cancel an accepted visit before it starts, not after', async () => {
    const first = await requested();
    await kit.act(first.visit.id, 'accept', first.host.cookie, { starts_at: first.visit.slots[0] });
    const decline = await kit.act(first.visit.id, 'decline', first.host.cookie, {});
    expect(decline.statusCode).toBe(409);
    expect(decline.json().error).toMatch(/^Cette visite est déjà acceptée : annulez-la/);
    const mark = await kit.outboxSize();
    const res = await kit.act(first.visit.id, 'cancel', first.host.cookie, { message: 'Dégât des eaux, désolé.' });
    expect(res.json().status).toBe('cancelled');
    const mail = (await kit.mailsTo(first.seeker.body.email, mark))[0]!.content;
    expect(mail).toMatch(/Subject: =\?UTF-8\?Q\?Visite_annul=C3=A9e/);
    expect(mail).toContain('Bernard L. a annulé la visite de « Grande colocation lumineuse » à Lyon prévue le ');
    expect(mail).toContain('Dégât des eaux, désolé.');

    const second = await requested();
    await kit.act(second.visit.id, 'accept', second.host.cookie, { starts_at: second.visit.slots[0] });
    await ctx.app.db.updateTable('visits').set({ starts_at: new Date(Date.now() - 3600_000).toISOString() }).where('id', '=', second.visit.id).execute();
    const late = await kit.act(second.visit.id, 'cancel', second.seeker.cookie, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Cette visite a déjà eu lieu.' });
    expect((await kit.visitRow(second.visit.id)).status).toBe('accepted');
  });
});

describe('visit confirmation link', () => {
  async function acceptedWithToken() {
    const setup = await requested();
    const mark = await kit.outboxSize();
    await kit.act(setup.visit.id, 'accept', setup.host.cookie, { starts_at: setup.visit.slots[0] });
    const mail = (await kit.mailsTo(setup.seeker.body.email, mark))[0]!.content;
    return { ...setup, token: confirmationToken(mail)! };
  }
  const show = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/visits/confirm?token=${encodeURIComponent(token)}` });
  const confirm = (token: unknown) => ctx.app.inject({ method: 'POST', url: '/api/visits/confirm', payload: { token } });

  it('shows the visit without a session, confirms it once and tells the host once', async () => {
    const { host, visit, token } = await acceptedWithToken();
    const shown = await show(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toEqual({
      id: visit.id,
      status: 'accepted',
      starts_at: visit.slots[0],
      confirmed_at: null,
      home: {
        id: host.homeId,
        name: 'Grande colocation lumineuse',
        address: '12 rue de la République',
        address2: null,
        postal_code: '69002',
        city: 'Lyon',
        image_link: null,
        link: `/colocation-lyon/${host.homeId}`,
      },
      host: { first_name: 'Bernard', name_initial: 'L.' },
      seeker: { first_name: 'Camille' },
    });

    const mark = await kit.outboxSize();
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    const confirmedAt = first.json().confirmed_at;
    expect(confirmedAt).toEqual(expect.any(String));
    const second = await confirm(token);
    expect(second.statusCode).toBe(200);
    expect(second.json().confirmed_at).toBe(confirmedAt);
    expect((await kit.visitRow(visit.id)).confirmed_at).toBe(confirmedAt);
    const toHost = await kit.mailsTo(host.body.email, mark);
    expect(toHost).toHaveLength(1);
    expect(toHost[0]!.content).toContain('Camille M. a confirmé sa venue');
  });

  it('lets the signed-in seeker confirm from the agenda too, once, and nobody else', async () => {
    const { host, seeker, visit } = await requested();
    const early = await kit.call('POST', `/api/visits/${visit.id}/confirm`, seeker.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: "Cette visite n'est pas encore acceptée : il n'y a rien à confirmer." });
    await kit.act(visit.id, 'accept', host.cookie, { starts_at: visit.slots[0] });
    const byHost = await kit.call('POST', `/api/visits/${visit.id}/confirm`, host.cookie);
    expect(byHost.statusCode).toBe(403);
    expect(byHost.json()).toEqual({ error: 'Seul le visiteur confirme sa venue.' });
    const stranger = await kit.seeker();
    expect((await kit.call('POST', `/api/visits/${visit.id}/confirm`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.visitRow(visit.id)).confirmed_at).toBeNull();

    const mark = await kit.outboxSize();
    const first = await kit.call('POST', `/api/visits/${visit.id}/confirm`, seeker.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: visit.id, status: 'accepted', confirmed_at: expect.any(String) });
    const second = await kit.call('POST', `/api/visits/${visit.id}/confirm`, seeker.cookie);
    expect(second.json().confirmed_at).toBe(first.json().confirmed_at);
    expect(await kit.mailsTo(host.body.email, mark)).toHaveLength(1);
  });

  it('answers 404 for an unknown link, 400 for an empty one', async () => {
    const unknown = await show('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Ce lien de confirmation n'est pas valide. Vérifiez qu'il a été copié en entier depuis l'e-mail." });
    expect((await confirm('y'.repeat(43))).statusCode).toBe(404);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/visits/confirm' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: "Le lien de confirmation est incomplet : copiez-le en entier depuis l'e-mail." });
    expect((await confirm('')).json()).toEqual({ error: "Le lien de confirmation est incomplet : copiez-le en entier depuis l'e-mail." });
  });

  it('answers 410 once the visit is cancelled or past', async () => {
    const cancelled = await acceptedWithToken();
    await kit.act(cancelled.visit.id, 'cancel', cancelled.seeker.cookie, {});
    const gone = await confirm(cancelled.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'Cette visite a été annulée : elle ne peut plus être confirmée.' });
    expect((await kit.visitRow(cancelled.visit.id)).confirmed_at).toBeNull();

    const past = await acceptedWithToken();
    await ctx.app.db.updateTable('visits').set({ starts_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', past.visit.id).execute();
    const expired = await show(past.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'Ce lien a expiré : la date de la visite est passée.' });
  });
});
