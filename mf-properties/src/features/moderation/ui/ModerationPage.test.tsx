import { $currentConfirm, confirmAnswered } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRoom } from '../../../entities/properties/testing';
import { makeFlag, makeItem } from '../testing';
import ModerationPage from './ModerationPage';

afterEach(() => signOutLocally());

const moderator = makeUser({ id: 90, type: 1, staff_role: 'moderator' });

const flagged = makeItem(
  21,
  {
    flags: [
      { kind: 'duplicate_photo', message: "Photo déjà utilisée par l'annonce n° 12", other_home_id: 12 },
      { kind: 'services_too_many_hours', message: 'Plus de 20 heures de services par semaine demandées.' },
    ],
    services: { hours_per_week: 25, tasks: 'Ménage complet\nGarde des enfants', trial_weeks: 2, notice_days: 15 },
  },
  {
    name: 'Chambre contre services à Lyon',
    rooms: [makeRoom({ id: 5, number: 0, name: 'chambre bleue', rent: 0, charges: 50 })],
    reference_rent_month: 520,
    dec_reference_rent_month: 450,
    inc_reference_rent_month: 600,
    details: { ...makeItem(21).home.details!, pay_by_service: true, description: 'Une chambre au calme.\nJardin.' },
  },
);
const plain = makeItem(22, {}, { name: 'Colocation Part-Dieu' });

function open(routes: Record<string, Handler> = {}, user = moderator, url = '/users/moderation') {
  signInAs(user);
  const api = mockApi({
    'GET /api/moderation/homes': (request) => json(200, { items: new URL(request.url).searchParams.get('status') === 'pending' ? [flagged, plain] : [] }),
    ...routes,
  });
  renderAt(<ModerationPage />, { url, path: '/:user_type/moderation' });
  return api;
}

describe('ModerationPage', () => {
  it('answers 403 in French to anyone but a moderator', () => {
    const api = open({}, makeUser({ type: 2 }), '/proprietaire/moderation');
    expect(screen.getByRole('heading', { name: 'Accès réservé aux modérateurs' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows what a moderator checks, flags highlighted', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Chambre contre services à Lyon' });
    expect(within(card).getByText('2 signalements automatiques')).toBeInTheDocument();
    expect(within(card).getByText("Photo déjà utilisée par l'annonce n° 12")).toBeInTheDocument();
    expect(within(card).getByText('Plus de 20 heures de services par semaine demandées.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: "Photo 1 de l’annonce Chambre contre services à Lyon" })).toHaveAttribute('src', '/image/210/640/480');
    expect(within(card).getByText('Chambre bleue : 0 € + 50 € de charges')).toBeInTheDocument();
    expect(within(card).getByText('Loyer de référence du secteur : 520 € (450 € à 600 €)')).toBeInTheDocument();
    expect(within(card).getByText('25 h par semaine')).toBeInTheDocument();
    expect(within(card).getByText('Garde des enfants')).toBeInTheDocument();
    expect(within(card).getByText('proprio@demo.toitpartage.fr')).toBeInTheDocument();
    expect(within(card).getByText(/Demandée le 3 février 2026/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Colocation Part-Dieu' })).getByText('Aucun signalement automatique.')).toBeInTheDocument();
    expect(screen.getByText('2 annonces')).toBeInTheDocument();
  });

  it('lists the owners identified to the marketing tool, with what was sent (SPEC 1, 6)', async () => {
    open({
      'GET /api/moderation/marketing-events': () =>
        json(200, { items: [{ id: 3, user_id: 41, event: 'owner_identified', provider: 'journal', payload: { user_id: 41, account_type: 'agent', first_login_at: '2026-11-20T09:30:00.000Z' }, created_at: '2026-11-20T09:30:00.000Z' }] }),
    });
    const section = await screen.findByRole('region', { name: 'Propriétaires identifiés auprès de l’outil marketing' });
    const row = await within(section).findByRole('row', { name: /n° 41/ });
    expect(within(row).getByText('Agent')).toBeInTheDocument();
    expect(within(row).getByText('Journal interne')).toBeInTheDocument();
    expect(within(row).getByText(/20 novembre 2026/)).toBeInTheDocument();
  });

  it('shows flagged accounts with the reason, lifts a flag and disables an account after confirmation (issue 17)', async () => {
    const api = open({
      'GET /api/moderation/accounts': () => json(200, { items: [makeFlag(5, { first_name: 'Camille', name: 'Roux' }), makeFlag(6)] }),
      'POST /api/moderation/accounts/5/clear': () => json(200, { message: 'Le signalement a été levé.' }),
      'POST /api/moderation/accounts/6/disable': () => json(200, { message: 'Le compte a été désactivé : il ne peut plus se connecter.' }),
    });
    const section = await screen.findByRole('region', { name: 'Comptes signalés' });
    const camille = await within(section).findByRole('article', { name: 'Camille Roux' });
    expect(within(camille).getByText(/A ouvert 5 conversations en 24 heures avec le même texte/)).toBeInTheDocument();
    await userEvent.click(within(camille).getByRole('button', { name: 'Lever le signalement de Camille Roux' }));
    expect(await within(section).findByText('Le signalement a été levé.')).toBeInTheDocument();
    expect(within(section).queryByRole('article', { name: 'Camille Roux' })).not.toBeInTheDocument();

    const arnaud = within(section).getByRole('article', { name: 'Arnaud Petit' });
    await userEvent.click(within(arnaud).getByRole('button', { name: 'Désactiver le compte de Arnaud Petit' }));
    await waitFor(() => expect($currentConfirm.getState()?.title).toBe('Désactiver le compte de Arnaud Petit ?'));
    expect(api.requests.some((r) => r.url.endsWith('/6/disable'))).toBe(false);
    confirmAnswered({ id: $currentConfirm.getState()!.id, answer: true });
    expect(await within(arnaud).findByText('Compte désactivé')).toBeInTheDocument();
    expect(within(arnaud).queryByRole('button', { name: /Désactiver/ })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.endsWith('/6/disable'))).toHaveLength(1);
  });

  it('approves an advert, which leaves the queue', async () => {
    const api = open({ 'POST /api/moderation/homes/22/approve': () => json(200, { home_id: 22, moderation_status: 'accepted', published: true }) });
    const card = await screen.findByRole('article', { name: 'Colocation Part-Dieu' });
    await userEvent.click(within(card).getByRole('button', { name: "Approuver l'annonce Colocation Part-Dieu" }));
    expect(await screen.findByText("L'annonce « Colocation Part-Dieu » est en ligne ; son propriétaire est prévenu par e-mail.")).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Colocation Part-Dieu' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && r.url.endsWith('/22/approve'))).toBe(true);
  });

  it('asks a reason to refuse, checked in French', async () => {
    const api = open({ 'POST /api/moderation/homes/21/reject': () => json(200, { home_id: 21, moderation_status: 'refused', published: false }) });
    const card = await screen.findByRole('article', { name: 'Chambre contre services à Lyon' });
    await userEvent.click(within(card).getByRole('button', { name: "Refuser l'annonce Chambre contre services à Lyon" }));
    const dialog = await screen.findByRole('dialog', { name: "Refuser l'annonce Chambre contre services à Lyon" });
    await userEvent.click(within(dialog).getByRole('button', { name: "Refuser l'annonce" }));
    expect(await within(dialog).findByText('Champ obligatoire.')).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Motif du refus');
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Trop');
    expect(within(dialog).getByText('Le motif doit compter au moins 10 caractères.')).toBeInTheDocument();
    await userEvent.type(reason, ' d’heures demandées : 20 au plus.');
    await userEvent.click(within(dialog).getByRole('button', { name: "Refuser l'annonce" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/moderation/homes/21/reject')).toEqual({ reason: 'Trop d’heures demandées : 20 au plus.' });
    expect(screen.queryByRole('article', { name: 'Chambre contre services à Lyon' })).not.toBeInTheDocument();
    expect(screen.getByText(/est refusée ; son propriétaire a reçu le motif par e-mail/)).toBeInTheDocument();
    // Forty characters typed one by one: about 5 s on a loaded two-core machine, over jest's default.
  }, 15_000);

  it('lists past decisions in their tabs, without decision buttons', async () => {
    const api = open({
      'GET /api/moderation/homes': (request) =>
        json(200, { items: new URL(request.url).searchParams.get('status') === 'refused' ? [makeItem(30, {}, { name: 'Studio refusé', moderation_status: 'refused' })] : [] }),
    });
    expect(await screen.findByText('Aucune annonce en attente de modération. Bravo !')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Refusées' }));
    const card = await screen.findByRole('article', { name: 'Studio refusé' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const queueCalls = api.requests.filter((r) => new URL(r.url).pathname === '/api/moderation/homes');
    expect(queueCalls.map((r) => new URL(r.url).searchParams.get('status'))).toEqual(['pending', 'refused']);
  });
});
