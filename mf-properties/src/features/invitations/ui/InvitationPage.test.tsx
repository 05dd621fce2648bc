import { $currentConfirm, $errorQueue, confirmAnswered, errorDismissed } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, makeLandlord, OWNER_ID } from '../../../entities/properties/testing';
import InvitationPage from './InvitationPage';

afterEach(() => {
  signOutLocally();
  while ($errorQueue.getState().length > 0) errorDismissed();
});

const owner = makeUser({ id: OWNER_ID, type: 2, first_name: 'Bernard', name: 'Lefèvre' });
const expiresAt = '2026-03-21T10:00:00.000Z';
const pending = makeLandlord({ id: 40, user_id: null, email: 'claire@exemple.fr', first_name: '', name: '', status: 'pending', pending: true, invitation_id: 4, invite_expires_at: expiresAt });
const expired = makeLandlord({ id: 41, user_id: null, email: 'paul@exemple.fr', first_name: '', name: '', status: 'expired', pending: true, invitation_id: 5, invite_expires_at: '2026-01-01T10:00:00.000Z' });
const coOwner = makeLandlord({ id: 42, user_id: 42, email: 'lina@exemple.fr', first_name: 'Lina', name: 'Roche', status: 'accepted', invitation_id: 6 });

function open(url: string, routes: Record<string, Handler> = {}, user = owner) {
  signInAs(user);
  const api = mockApi({
    'GET /api/homes/12': () => json(200, makeHome()),
    'GET /api/homes/default': () => json(200, makeHome()),
    'GET /api/homes/12/landlords': () => json(200, [makeLandlord(), coOwner, pending, expired]),
    'GET /api/users/myself': () => json(200, user),
    ...routes,
  });
  renderAt(<InvitationPage />, { url, path: '/:user_type/invitation' });
  return api;
}

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

describe('InvitationPage, landlords of a home', () => {
  it('lists the landlords with their states (SPEC 4)', async () => {
    open('/proprietaire/invitation?home_id=12');
    expect(screen.getByRole('heading', { level: 1, name: 'Inviter un propriétaire' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Bernard Lefèvre (vous)');
    expect(items[0]).toHaveTextContent('Créateur');
    expect(items[1]).toHaveTextContent('Copropriétaire');
    expect(items[2]).toHaveTextContent('Invitation envoyée');
    expect(items[2]).toHaveTextContent("valable jusqu'au 21 mars 2026");
    expect(items[3]).toHaveTextContent('Invitation expirée');
    expect(within(items[3]!).getByRole('button', { name: "Renvoyer l'invitation à paul@exemple.fr" })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Renvoyer/ })).not.toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Logement : Grande colocation lumineuse')).toBeInTheDocument();
  });

  it('uses the default home without home_id', async () => {
    const api = open('/proprietaire/invitation');
    await screen.findByRole('list');
    expect(api.requests.map((r) => new URL(r.url).pathname)).toContain('/api/homes/default');
  });

  it('checks the address after a submit attempt, in French (SPEC 5)', async () => {
    const api = open('/proprietaire/invitation?home_id=12');
    const email = await screen.findByLabelText('Adresse e-mail');
    expect(screen.queryByText('Champ obligatoire.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Champ obligatoire.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await userEvent.type(email, 'sophie@exemple');
    expect(screen.getByText('Cet email ne semble pas valide.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('invites with force=true, the address and the role, and lists the invitation', async () => {
    const invited = makeLandlord({ id: 50, user_id: null, email: 'sophie@agence.fr', first_name: '', name: '', role: 'agent', status: 'pending', invitation_id: 9, invite_expires_at: expiresAt });
    const api = open('/proprietaire/invitation?home_id=12', {
      'POST /api/homes/12/invite': () => json(200, { owner_id: 50, email: 'sophie@agence.fr', owner: invited }),
    });
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), ' sophie@agence.fr ');
    await userEvent.selectOptions(screen.getByLabelText('Rôle'), 'Agence');
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await screen.findByText('Invitation envoyée à sophie@agence.fr.')).toBeInTheDocument();
    const request = api.requests.find((r) => r.method === 'POST')!;
    expect(new URL(request.url).searchParams.get('force')).toBe('true');
    expect(await api.lastBody('POST /api/homes/12/invite')).toEqual({ owner_email: 'sophie@agence.fr', owner_role: 'agent' });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('');
  });

  it('hands a refusal to the generic error handler and keeps what was typed (SPEC 8)', async () => {
    open('/proprietaire/invitation?home_id=12', {
      'POST /api/homes/12/invite': () => json(409, { error: 'Cette personne gère déjà ce logement.' }),
    });
    await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'lina@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect($errorQueue.getState()).toEqual(['Cette personne gère déjà ce logement.']));
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('lina@exemple.fr');
    expect(screen.queryByText(/Invitation envoyée à/)).not.toBeInTheDocument();
  });

  it('resends an expired invitation', async () => {
    let listed = [makeLandlord(), coOwner, pending, expired];
    const api = open('/proprietaire/invitation?home_id=12', {
      'GET /api/homes/12/landlords': () => json(200, listed),
      'POST /api/homes/12/landlords/5/resend': () => {
        listed = [makeLandlord(), coOwner, pending, { ...expired, status: 'pending', invite_expires_at: expiresAt }];
        return json(200, listed[3]);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: "Renvoyer l'invitation à paul@exemple.fr" }));
    expect(await screen.findByText('Invitation renvoyée à paul@exemple.fr.')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.url.endsWith('/landlords/5/resend'))).toBe(true);
    expect(screen.queryByText('Invitation expirée', { exact: false })).not.toBeInTheDocument();
  });

  it('cancels an invitation after a confirmation', async () => {
    const api = open('/proprietaire/invitation?home_id=12', { 'DELETE /api/homes/12/landlords/4': () => new Response(null, { status: 204 }) });
    await userEvent.click(await screen.findByRole('button', { name: "Annuler l'invitation de claire@exemple.fr" }));
    const request = await answerConfirm(false);
    expect(request.title).toBe("Annuler l'invitation de claire@exemple.fr ?");
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: "Annuler l'invitation de claire@exemple.fr" }));
    await answerConfirm(true);
    expect(await screen.findByText('Invitation annulée.')).toBeInTheDocument();
    expect(screen.queryByText('claire@exemple.fr')).not.toBeInTheDocument();
  });

  it('removes a co-owner after a confirmation', async () => {
    open('/proprietaire/invitation?home_id=12', { 'DELETE /api/homes/12/landlords/6': () => new Response(null, { status: 204 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Lina Roche des propriétaires' }));
    expect((await answerConfirm(true)).title).toBe('Retirer Lina Roche des propriétaires ?');
    expect(await screen.findByText('Lina Roche ne gère plus ce logement.')).toBeInTheDocument();
  });

  it("lets the owner choose what the manager may do (SPEC 6), explained in French", async () => {
    const api = open('/proprietaire/invitation?home_id=12', { 'PUT /api/homes/12/delegation': () => json(200, makeHome({ notifications_advert: 2, notifications_agenda: 3 })) });
    const advert = await screen.findByLabelText("Gestion de l'annonce par le gestionnaire");
    const agenda = screen.getByLabelText("Gestion des demandes et de l'agenda");
    expect(within(advert).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['0', 'Moi uniquement'],
      ['2', 'Le gestionnaire, en me tenant informé'],
      ['3', 'Le gestionnaire entièrement'],
    ]);
    await userEvent.selectOptions(advert, '2');
    await userEvent.selectOptions(agenda, '3');
    expect(screen.getByText('Le gestionnaire gère cette partie et vous recevez une copie de chaque notification.')).toBeInTheDocument();
    expect(screen.getByText('Le gestionnaire gère cette partie sans vous solliciter.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la délégation' }));
    expect(await screen.findByText('Délégation enregistrée.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/homes/12/delegation')).toEqual({ notifications_advert: 2, notifications_agenda: 3 });
  });

  it('shows a manager without advert access the list only, without delegation', async () => {
    const manager = makeUser({ id: 20, type: 8 });
    open('/manager/invitation?home_id=12', { 'GET /api/homes/12/landlords': () => json(200, [makeLandlord(), makeLandlord({ id: 20, user_id: 20, role: 'manager', status: 'accepted', invitation_id: 2 })]) }, manager);
    expect(await screen.findByText("Seules les personnes qui gèrent l'annonce de ce logement peuvent inviter d'autres propriétaires.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
    expect(screen.queryByText('Délégation au gestionnaire')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer|Annuler/ })).not.toBeInTheDocument();
  });

  it('offers to add a home when the user has none', async () => {
    open('/proprietaire/invitation', { 'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }) });
    expect(await screen.findByRole('heading', { name: "Vous n'avez pas encore de logement" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un bien' })).toHaveAttribute('href', '/proprietaire/annonce');
  });
});

describe('InvitationPage, accepting from the mail link', () => {
  const preview = { home_id: 12, home_name: 'Grande colocation lumineuse', city: 'Lyon', invited_by: 'Bernard Lefèvre', role: 'owner', email: 'sophie@exemple.fr', expired: false, accepted: false };
  const invitee = makeUser({ id: 60, type: 2, email: 'sophie@exemple.fr' });

  it('shows the invitation, accepts it and links to the properties', async () => {
    const api = open('/proprietaire/invitation?token=abc-123', {
      'GET /api/owner-invitations/abc-123': () => json(200, preview),
      'POST /api/owner-invitations/abc-123/accept': () => json(200, { home_id: 12 }),
    }, invitee);
    expect(await screen.findByText('Bernard Lefèvre vous invite à rejoindre les propriétaires de ce logement en tant que propriétaire.')).toBeInTheDocument();
    expect(screen.getByText('Grande colocation lumineuse')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Accepter l'invitation" }));
    expect(await screen.findByText('Vous faites maintenant partie des propriétaires de ce logement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes biens' })).toHaveAttribute('href', '/proprietaire/biens?home_id=12');
    await waitFor(() => expect(api.requests.some((r) => r.url.endsWith('/api/users/myself'))).toBe(true));
  });

  it("says when the invitation has expired", async () => {
    open('/proprietaire/invitation?token=old', { 'GET /api/owner-invitations/old': () => json(200, { ...preview, expired: true }) }, invitee);
    expect(await screen.findByText('Cette invitation a expiré : les liens sont valables 7 jours. Demandez à Bernard Lefèvre de vous la renvoyer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Accepter l'invitation" })).not.toBeInTheDocument();
  });

  it("shows the API's refusal on the card (another account than the invited one)", async () => {
    open('/proprietaire/invitation?token=abc-123', {
      'GET /api/owner-invitations/abc-123': () => json(200, preview),
      'POST /api/owner-invitations/abc-123/accept': () => json(403, { error: 'Cette invitation a été envoyée à sophie@exemple.fr : connectez-vous avec ce compte.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: "Accepter l'invitation" }));
    expect(await screen.findByText('Cette invitation a été envoyée à sophie@exemple.fr : connectez-vous avec ce compte.')).toBeInTheDocument();
    expect($errorQueue.getState()).toEqual([]);
  });

  it('says when the link is not valid', async () => {
    open('/proprietaire/invitation?token=nope', { 'GET /api/owner-invitations/nope': () => json(404, { error: 'Invitation introuvable.' }) });
    expect(await screen.findByText(/Ce lien d'invitation n'est pas valide/)).toBeInTheDocument();
  });
});
