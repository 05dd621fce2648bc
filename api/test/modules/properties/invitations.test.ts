import { createTestApp, uniqueEmail, type TestContext } from '../../helpers/app';
import { UNAUTHORIZED, propertiesKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof propertiesKit>;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  kit = propertiesKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const preview = (token: string, cookie: string | null) => kit.call('GET', `/api/owner-invitations/${token}`, cookie);
const accept = (token: string, cookie: string | null) => kit.call('POST', `/api/owner-invitations/${token}/accept`, cookie);
const UNKNOWN = { error: 'Cette invitation est introuvable : elle a peut-être déjà été acceptée ou annulée.' };
const EXPIRED = { error: 'Cette invitation a expiré. Demandez au propriétaire de vous la renvoyer.' };

async function rowsOf(homeId: number) {
  return ctx.app.db.selectFrom('home_landlords').selectAll().where('home_id', '=', homeId).orderBy('id').execute();
}

/** An owner's home and an invitation mailed to a fresh address (an account is made for it unless told otherwise). */
async function invited(role: 'owner' | 'manager' | 'agent' = 'owner', signupType: string | null = 'proprietaire') {
  const owner = await kit.owner();
  const email = uniqueEmail('invite');
  const res = await kit.invite(owner.homeId, owner.cookie, { owner_email: email, owner_role: role });
  const rowId = res.json().owner.invitation_id as number;
  const { token } = await kit.lastLink(email);
  const invitee = signupType === null ? null : await kit.person(signupType, { email, first_name: 'Inès', name: 'Garnier' });
  return { owner, email, rowId, token, invitee };
}

describe('GET /api/owner-invitations/:token', () => {
  it('shows the home, who invited, the role and the address before accepting', async () => {
    const { owner, email, token, invitee } = await invited('manager');
    const res = await preview(token, invitee!.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      home_id: owner.homeId,
      home_name: 'Grande colocation lumineuse',
      city: 'Lyon',
      invited_by: 'Bernard Lefèvre',
      role: 'manager',
      email,
      expired: false,
      accepted: false,
    });
  });

  it('tells an expired link apart', async () => {
    const { rowId, token, invitee } = await invited();
    await kit.ageInvitation(rowId, 7);
    expect((await preview(token, invitee!.cookie)).json()).toMatchObject({ expired: true, accepted: false });
  });

  it('needs a signed-in user, and answers 404 in French for an unknown link', async () => {
    const { token, invitee } = await invited();
    const anonymous = await preview(token, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
    const unknown = await preview('x'.repeat(43), invitee!.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(UNKNOWN);
  });
});

describe('POST /api/owner-invitations/:token/accept', () => {
  it('makes the invited account a landlord of the home from the mailed link, once', async () => {
    const { owner, rowId, token, invitee } = await invited('owner');
    const res = await accept(token, invitee!.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ home_id: owner.homeId });

    const [row] = await rowsOf(owner.homeId);
    expect(row).toMatchObject({ id: rowId, status: 'accepted', user_id: invitee!.user.id, token_hash: null, accepted_at: expect.any(String) });
    expect((await kit.homes.get(owner.homeId, invitee!.cookie)).statusCode).toBe(200);
    const list = (await kit.call('GET', '/api/properties', invitee!.cookie)).json();
    expect(list.items.map((item: { home: { id: number } }) => item.home.id)).toEqual([owner.homeId]);
    const landlords = (await kit.call('GET', `/api/homes/${owner.homeId}/landlords`, owner.cookie)).json();
    expect(landlords[1]).toMatchObject({ status: 'accepted', user_id: invitee!.user.id, first_name: 'Inès', name: 'Garnier', pending: false });

    // The token was cleared: the same link cannot be used again.
    const again = await accept(token, invitee!.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(UNKNOWN);
  });

  it('works for an account whose address differs only in case, and for a seeker who lists their own home', async () => {
    const owner = await kit.owner();
    const occupant = await kit.person('prop-occupant');
    await kit.invite(owner.homeId, owner.cookie, { owner_email: occupant.body.email.toUpperCase(), owner_role: 'owner' });
    const { token } = await kit.lastLink(occupant.body.email);
    expect((await accept(token, occupant.cookie)).statusCode).toBe(200);
  });

  it('refuses another account than the invited address, saying which address was invited', async () => {
    const { owner, email, token } = await invited('owner', null);
    const someoneElse = await kit.person('proprietaire');
    const before = await kit.snapshot(owner.homeId);
    const res = await accept(token, someoneElse.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: `Cette invitation a été envoyée à ${email}. Connectez-vous avec cette adresse pour l'accepter.` });
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });

  it('refuses a seeker-only account: co-landlords are owners or professionals', async () => {
    const { owner, token, invitee } = await invited('owner', 'users');
    const before = await kit.snapshot(owner.homeId);
    const res = await accept(token, invitee!.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/^Les copropriétaires, agents et gestionnaires d'un logement ont un compte propriétaire ou professionnel/);
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });

  it('answers 410 after 7 days, and accepts again once resent', async () => {
    const { owner, email, rowId, token, invitee } = await invited('agent', 'agent');
    await kit.ageInvitation(rowId, 7);
    const before = await kit.snapshot(owner.homeId);
    const res = await accept(token, invitee!.cookie);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(EXPIRED);
    expect(await kit.snapshot(owner.homeId)).toEqual(before);

    expect((await kit.call('POST', `/api/homes/${owner.homeId}/landlords/${rowId}/resend`, owner.cookie)).statusCode).toBe(200);
    const fresh = await kit.lastLink(email);
    expect(fresh.segment).toBe('agent');
    expect((await accept(fresh.token, invitee!.cookie)).statusCode).toBe(200);
    expect((await rowsOf(owner.homeId))[0]).toMatchObject({ status: 'accepted', role: 'agent', user_id: invitee!.user.id });
  });

  it('needs a signed-in user and a known link', async () => {
    const { owner, token } = await invited();
    const someone = await kit.person('proprietaire');
    const before = await kit.snapshot(owner.homeId);
    const anonymous = await accept(token, null);
    expect(anonymous.statusCode).toBe(401);
    expect((await accept('y'.repeat(43), someone.cookie)).json()).toEqual(UNKNOWN);
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });
});
