import { sha256Hex } from '../../../src/lib/crypto';
import { createTestApp, uniqueEmail, type TestContext } from '../../helpers/app';
import { FORBIDDEN, UNAUTHORIZED, propertiesKit, type HomeSettings } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof propertiesKit>;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  kit = propertiesKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const landlords = (homeId: number | string, cookie: string | null) => kit.call('GET', `/api/homes/${homeId}/landlords`, cookie);
const resend = (homeId: number, rowId: number, cookie: string | null) => kit.call('POST', `/api/homes/${homeId}/landlords/${rowId}/resend`, cookie);
const remove = (homeId: number, rowId: number, cookie: string | null) => kit.call('DELETE', `/api/homes/${homeId}/landlords/${rowId}`, cookie);
const preview = (token: string, cookie: string | null) => kit.call('GET', `/api/owner-invitations/${token}`, cookie);

async function rowsOf(homeId: number) {
  return ctx.app.db.selectFrom('home_landlords').selectAll().where('home_id', '=', homeId).orderBy('id').execute();
}

describe('POST /api/homes/:id/invite', () => {
  it('invites an address without an account: a pending owner entry whose id is owner_id, a mail with a link to the owner space', async () => {
    const owner = await kit.owner();
    const email = uniqueEmail('associe');
    const before = Date.now();
    const res = await kit.invite(owner.homeId, owner.cookie, { owner_email: `  ${email.toUpperCase()} `, owner_role: 'owner' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      owner_id: body.owner.invitation_id,
      email,
      owner: {
        id: expect.any(Number),
        email,
        first_name: '',
        name: '',
        role: 'owner',
        pending: true,
        invite_expired: false,
        expired: false,
        user_id: null,
        invitation_id: expect.any(Number),
        status: 'pending',
        invite_sent_at: expect.any(String),
        invite_expires_at: expect.any(String),
      },
    });
    expect(body.owner_id).toBeGreaterThan(0);
    expect((await rowsOf(owner.homeId)).find((row) => row.email === email)?.id).toBe(body.owner_id);
    const sentAt = Date.parse(body.owner.invite_sent_at);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.owner.invite_expires_at) - sentAt).toBe(7 * DAY_MS);

    const mails = await kit.invitationsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.content;
    expect(mail).toContain('Bernard Lefèvre vous invite à rejoindre le logement « Grande colocation lumineuse » à Lyon sur Toit Partagé, en tant que copropriétaire.');
    expect(mail).toContain(`Créez d'abord votre compte avec l'adresse ${email}`);
    const link = /^(https:\/\/toitpartage\.example\/proprietaire\/invitation\?token=([A-Za-z0-9_-]{43}))\r?$/m.exec(mail);
    expect(link).not.toBeNull();
    // Only the hash is stored: the database alone does not give a working link.
    const [row] = await rowsOf(owner.homeId);
    expect(row).toMatchObject({ email, role: 'owner', status: 'pending', user_id: null, invited_by: owner.user.id, token_hash: sha256Hex(link![2]!) });
  });

  it("answers the account's id and links to the invitee's own space when the address has an account", async () => {
    const owner = await kit.owner();
    const agent = await kit.person('agent');
    const seekerWithHome = await kit.person('prop-occupant');
    const res = await kit.invite(owner.homeId, owner.cookie, { owner_email: agent.body.email, owner_role: 'owner' });
    expect(res.statusCode).toBe(201);
    expect(res.json().owner_id).toBe(agent.user.id);
    expect((await kit.lastLink(agent.body.email)).segment).toBe('agent');
    expect((await kit.invitationsTo(agent.body.email))[0]!.content).toContain(`Connectez-vous avec l'adresse ${agent.body.email} pour l'accepter.`);

    await kit.invite(owner.homeId, owner.cookie, { owner_email: seekerWithHome.body.email, owner_role: 'owner' });
    expect((await kit.lastLink(seekerWithHome.body.email)).segment).toBe('users');
  });

  it.each([
    ['manager', 'manager', 'gestionnaire'],
    ['agent', 'agent', 'agent immobilier'],
  ])('links an invited %s without an account to the %s space', async (role, segment, words) => {
    const owner = await kit.owner();
    const email = uniqueEmail(role);
    const res = await kit.invite(owner.homeId, owner.cookie, { owner_email: email, owner_role: role });
    expect(res.statusCode).toBe(201);
    expect(res.json().owner.role).toBe(role);
    expect((await kit.lastLink(email)).segment).toBe(segment);
    expect((await kit.invitationsTo(email))[0]!.content).toContain(`en tant que ${words}.`);
  });

  it('invites as an owner when no role is given', async () => {
    const owner = await kit.owner();
    const res = await kit.invite(owner.homeId, owner.cookie, { owner_email: uniqueEmail() });
    expect(res.statusCode).toBe(201);
    expect(res.json().owner.role).toBe('owner');
  });

  it.each([
    ['no address', { owner_role: 'owner' }, 'Champ obligatoire.'],
    ['an empty address', { owner_email: '', owner_role: 'owner' }, 'Champ obligatoire.'],
    ['blanks', { owner_email: '   ', owner_role: 'owner' }, 'Champ obligatoire.'],
    ['no at sign', { owner_email: 'associe.exemple.fr', owner_role: 'owner' }, 'Cet email ne semble pas valide.'],
    ['no domain extension', { owner_email: 'associe@exemple', owner_role: 'owner' }, 'Cet email ne semble pas valide.'],
    ['a space inside', { owner_email: 'asso cie@exemple.fr', owner_role: 'owner' }, 'Cet email ne semble pas valide.'],
    ['an unknown role', { owner_email: 'associe@exemple.fr', owner_role: 'patron' }, 'Le rôle doit être propriétaire, gestionnaire ou agent.'],
  ])('refuses %s in French and writes nothing', async (_label, body, error) => {
    const owner = await kit.owner();
    const before = await kit.snapshot(owner.homeId);
    const res = await kit.invite(owner.homeId, owner.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });

  it("refuses the home's creator and a current landlord, whatever the case of the address", async () => {
    const owner = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    const before = await kit.snapshot(owner.homeId);

    const creator = await kit.invite(owner.homeId, coOwner.cookie, { owner_email: owner.body.email.toUpperCase(), owner_role: 'owner' });
    expect(creator.statusCode).toBe(409);
    expect(creator.json()).toEqual({ error: 'Cette personne a créé ce logement : elle en est déjà propriétaire.' });

    const again = await kit.invite(owner.homeId, owner.cookie, { owner_email: coOwner.body.email, owner_role: 'manager' }, true);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Cette personne gère déjà ce logement avec vous.' });
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });

  it('refuses a second invitation to an address still invited, and re-sends it with force=true', async () => {
    const owner = await kit.owner();
    const email = uniqueEmail();
    const first = await kit.invite(owner.homeId, owner.cookie, { owner_email: email, owner_role: 'owner' });
    const firstToken = (await kit.lastLink(email)).token;
    await kit.ageInvitation(first.json().owner.invitation_id, 3);
    const before = await kit.snapshot(owner.homeId);

    const refused = await kit.invite(owner.homeId, owner.cookie, { owner_email: email.toUpperCase(), owner_role: 'owner' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "Une invitation est déjà en attente pour cette adresse. Renvoyez-la si la personne ne l'a pas reçue." });
    expect(await kit.snapshot(owner.homeId)).toEqual(before);

    const forced = await kit.invite(owner.homeId, owner.cookie, { owner_email: email, owner_role: 'manager' }, true);
    expect(forced.statusCode).toBe(201);
    expect(forced.json().owner).toMatchObject({ invitation_id: first.json().owner.invitation_id, role: 'manager', status: 'pending' });
    expect(Date.parse(forced.json().owner.invite_sent_at)).toBeGreaterThan(Date.parse(before.landlords[0]!.invite_sent_at!) + 2 * DAY_MS);
    expect(await rowsOf(owner.homeId)).toHaveLength(1);
    const secondToken = (await kit.lastLink(email)).token;
    expect(secondToken).not.toBe(firstToken);
    expect(await kit.invitationsTo(email)).toHaveLength(2);
    // The first link stopped working when the second was sent.
    const viewer = await kit.person('proprietaire');
    expect((await preview(firstToken, viewer.cookie)).statusCode).toBe(404);
    expect((await preview(secondToken, viewer.cookie)).statusCode).toBe(200);
  });

  describe('who may invite', () => {
    it('a co-owner who accepted, and a manager the advert is handed to (2, 3, or 0 under the mandate offer)', async () => {
      const owner = await kit.owner();
      const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
      expect((await kit.invite(owner.homeId, coOwner.cookie, { owner_email: uniqueEmail(), owner_role: 'owner' })).statusCode).toBe(201);

      const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
      const settings: HomeSettings[] = [{ notifications_advert: 2 }, { notifications_advert: 3 }, { notifications_advert: 0, offer: 'mandate', mandate_status: 'complete' }];
      for (const values of settings) {
        await kit.setHome(owner.homeId, { offer: null, ...values });
        const res = await kit.invite(owner.homeId, manager.cookie, { owner_email: uniqueEmail(), owner_role: 'agent' });
        expect(res.statusCode).toBe(201);
      }
    });

    it('not a manager without the advert, a seeker, a stranger or an anonymous visitor: nothing changes', async () => {
      const owner = await kit.owner();
      const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
      await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 3, offer: null });
      const seeker = await kit.person('users');
      const stranger = await kit.owner();
      const before = await kit.snapshot(owner.homeId);
      for (const cookie of [manager.cookie, seeker.cookie, stranger.cookie]) {
        const res = await kit.invite(owner.homeId, cookie, { owner_email: uniqueEmail(), owner_role: 'owner' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
      // Rights are checked before the body: a stranger learns nothing from the validation message.
      expect((await kit.invite(owner.homeId, stranger.cookie, {})).json()).toEqual(FORBIDDEN);
      const anonymous = await kit.invite(owner.homeId, null, { owner_email: uniqueEmail() });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(UNAUTHORIZED);
      expect(await kit.snapshot(owner.homeId)).toEqual(before);
    });

    it('answers 404 for an unknown home and 400 for a malformed id', async () => {
      const owner = await kit.owner();
      expect((await kit.invite(999_999, owner.cookie, { owner_email: uniqueEmail() })).statusCode).toBe(404);
      const bad = await kit.invite('abc', owner.cookie, { owner_email: uniqueEmail() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: "L'identifiant du logement est invalide." });
    });
  });
});

describe('GET /api/homes/:id/landlords', () => {
  it('lists the creator first, then accepted landlords, invitations waiting and expired ones', async () => {
    const owner = await kit.owner();
    const expiredEmail = uniqueEmail('ancien');
    const expired = await kit.invite(owner.homeId, owner.cookie, { owner_email: expiredEmail, owner_role: 'owner' });
    await kit.ageInvitation(expired.json().owner.invitation_id, 8);
    const waitingEmail = uniqueEmail('attente');
    const waiting = await kit.invite(owner.homeId, owner.cookie, { owner_email: waitingEmail, owner_role: 'agent' });
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager', { first_name: 'Gaëlle', name: 'Roussel' });

    const res = await landlords(owner.homeId, owner.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((l: { status: string }) => l.status)).toEqual(['creator', 'accepted', 'pending', 'expired']);
    expect(list[0]).toEqual({
      id: owner.user.id,
      email: owner.body.email,
      first_name: 'Bernard',
      name: 'Lefèvre',
      role: 'owner',
      pending: false,
      invite_expired: false,
      expired: false,
      user_id: owner.user.id,
      invitation_id: null,
      status: 'creator',
      invite_sent_at: null,
      invite_expires_at: null,
    });
    expect(list[1]).toMatchObject({
      id: manager.user.id,
      user_id: manager.user.id,
      email: manager.body.email,
      first_name: 'Gaëlle',
      name: 'Roussel',
      role: 'manager',
      pending: false,
      expired: false,
      invite_expires_at: null,
    });
    expect(list[2]).toMatchObject({ email: waitingEmail, role: 'agent', pending: true, expired: false, invite_expired: false, invitation_id: waiting.json().owner.invitation_id, user_id: null });
    expect(list[3]).toMatchObject({ email: expiredEmail, pending: true, expired: true, invite_expired: true, status: 'expired' });
  });

  it('puts an invitation out of date exactly 7 days after it was sent', async () => {
    const owner = await kit.owner();
    const sent = await kit.invite(owner.homeId, owner.cookie, { owner_email: uniqueEmail(), owner_role: 'owner' });
    const rowId = sent.json().owner.invitation_id as number;
    await kit.ageInvitation(rowId, 6.9);
    expect((await landlords(owner.homeId, owner.cookie)).json()[1].status).toBe('pending');
    await kit.ageInvitation(rowId, 0.1);
    expect((await landlords(owner.homeId, owner.cookie)).json()[1]).toMatchObject({ status: 'expired', expired: true });
  });

  it('is open to every landlord, even a manager without the advert, and to nobody else', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 0, offer: null });
    expect((await landlords(owner.homeId, manager.cookie)).statusCode).toBe(200);
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    expect((await landlords(owner.homeId, coOwner.cookie)).json()).toHaveLength(3);
    const seeker = await kit.person('users');
    const stranger = await kit.owner();
    for (const cookie of [seeker.cookie, stranger.cookie]) {
      const res = await landlords(owner.homeId, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    expect((await landlords(owner.homeId, null)).statusCode).toBe(401);
    expect((await landlords(999_999, owner.cookie)).statusCode).toBe(404);
  });

  it("answers the caller's first home for 'default'", async () => {
    const owner = await kit.owner();
    const res = await landlords('default', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].id).toBe(owner.user.id);
  });
});

describe('POST /api/homes/:id/landlords/:invitation_id/resend', () => {
  it('sends a new link valid 7 more days; an expired invitation is waiting again', async () => {
    const owner = await kit.owner();
    const email = uniqueEmail();
    const sent = await kit.invite(owner.homeId, owner.cookie, { owner_email: email, owner_role: 'owner' });
    const rowId = sent.json().owner.invitation_id as number;
    const oldToken = (await kit.lastLink(email)).token;
    await kit.ageInvitation(rowId, 9);

    const res = await resend(owner.homeId, rowId, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invitation_id: rowId, status: 'pending', expired: false, email });
    expect(Date.parse(res.json().invite_expires_at)).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    const newToken = (await kit.lastLink(email)).token;
    expect(newToken).not.toBe(oldToken);
    expect(await kit.invitationsTo(email)).toHaveLength(2);
    const invitee = await kit.person('proprietaire', { email });
    expect((await preview(oldToken, invitee.cookie)).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/owner-invitations/${newToken}/accept`, invitee.cookie)).statusCode).toBe(200);
  });

  it('refuses an accepted invitation, an unknown one and one of another home', async () => {
    const owner = await kit.owner();
    const other = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    const [accepted] = await rowsOf(owner.homeId);
    expect(accepted!.user_id).toBe(coOwner.user.id);
    const already = await resend(owner.homeId, accepted!.id, owner.cookie);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ error: 'Cette invitation a déjà été acceptée.' });

    const elsewhere = await kit.invite(other.homeId, other.cookie, { owner_email: uniqueEmail(), owner_role: 'owner' });
    const foreign = await resend(owner.homeId, elsewhere.json().owner.invitation_id, owner.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: "Cette invitation n'existe pas pour ce logement." });
    expect((await resend(owner.homeId, 999_999, owner.cookie)).statusCode).toBe(404);
  });

  it('needs the advert: a manager without it, a seeker and a stranger change nothing', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    const sent = await kit.invite(owner.homeId, owner.cookie, { owner_email: uniqueEmail(), owner_role: 'owner' });
    await kit.setHome(owner.homeId, { notifications_advert: 0, offer: null });
    const seeker = await kit.person('users');
    const stranger = await kit.owner();
    const before = await kit.snapshot(owner.homeId);
    for (const cookie of [manager.cookie, seeker.cookie, stranger.cookie]) {
      const res = await resend(owner.homeId, sent.json().owner.invitation_id, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
    await kit.setHome(owner.homeId, { notifications_advert: 2 });
    expect((await resend(owner.homeId, sent.json().owner.invitation_id, manager.cookie)).statusCode).toBe(200);
  });
});

describe('DELETE /api/homes/:id/landlords/:invitation_id', () => {
  it('cancels an invitation: its link stops working', async () => {
    const owner = await kit.owner();
    const email = uniqueEmail();
    const sent = await kit.invite(owner.homeId, owner.cookie, { owner_email: email, owner_role: 'owner' });
    const { token } = await kit.lastLink(email);
    const res = await remove(owner.homeId, sent.json().owner.invitation_id, owner.cookie);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(owner.homeId)).toEqual([]);
    const invitee = await kit.person('proprietaire', { email });
    expect((await kit.call('POST', `/api/owner-invitations/${token}/accept`, invitee.cookie)).statusCode).toBe(404);
  });

  it('removes an accepted co-owner, who loses the home', async () => {
    const owner = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    expect((await kit.homes.get(owner.homeId, coOwner.cookie)).statusCode).toBe(200);
    const [row] = await rowsOf(owner.homeId);
    expect((await remove(owner.homeId, row!.id, owner.cookie)).statusCode).toBe(204);
    expect((await kit.homes.get(owner.homeId, coOwner.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/properties', coOwner.cookie)).json().items).toEqual([]);
  });

  it('lets a landlord withdraw even without the advert, but not remove anyone else', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    const agentInvite = await kit.invite(owner.homeId, owner.cookie, { owner_email: uniqueEmail(), owner_role: 'agent' });
    await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 3, offer: null });
    const before = await kit.snapshot(owner.homeId);
    const other = await remove(owner.homeId, agentInvite.json().owner.invitation_id, manager.cookie);
    expect(other.statusCode).toBe(403);
    expect(await kit.snapshot(owner.homeId)).toEqual(before);

    const own = before.landlords.find((row) => row.user_id === manager.user.id)!;
    expect((await remove(owner.homeId, own.id, manager.cookie)).statusCode).toBe(204);
    expect((await rowsOf(owner.homeId)).map((row) => row.id)).toEqual([agentInvite.json().owner.invitation_id]);
  });

  it('refuses a seeker, a stranger and an anonymous visitor; the creator has no row to remove', async () => {
    const owner = await kit.owner();
    const sent = await kit.invite(owner.homeId, owner.cookie, { owner_email: uniqueEmail(), owner_role: 'owner' });
    const seeker = await kit.person('users');
    const stranger = await kit.owner();
    const before = await kit.snapshot(owner.homeId);
    for (const cookie of [seeker.cookie, stranger.cookie]) {
      expect((await remove(owner.homeId, sent.json().owner.invitation_id, cookie)).statusCode).toBe(403);
    }
    expect((await remove(owner.homeId, sent.json().owner.invitation_id, null)).statusCode).toBe(401);
    // The creator is listed with invitation_id null: no row names them, so no DELETE can.
    const unknown = await remove(owner.homeId, 999_999, owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Cette invitation n'existe pas pour ce logement." });
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
    expect((await landlords(owner.homeId, owner.cookie)).json()[0]).toMatchObject({ status: 'creator', id: owner.user.id });
  });
});
