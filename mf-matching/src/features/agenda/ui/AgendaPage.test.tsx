import { parisIso, parisLocalValue } from '@coloc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { dayKey, formatDay, formatSlot } from '../model/calendar';
import { HOST_ID, makeContactRequest, makeVisit, SEEKER_ID, slotIn } from '../testing';
import AgendaPage from './AgendaPage';

afterEach(() => signOutLocally());

const seeker = makeUser({ id: SEEKER_ID, type: 1 });
const host = makeUser({ id: HOST_ID, type: 2, first_name: 'Bernard', name: 'Lefèvre', email: 'bernard@exemple.fr' });

function open(user: typeof seeker, routes: Record<string, Handler>, url = `/${user.type === 1 ? 'users' : 'proprietaire'}/agenda`) {
  signInAs(user);
  const api = mockApi({ 'GET /api/contact-requests': () => json(200, []), ...routes });
  renderAt(<AgendaPage />, { url, path: '/:user_type/agenda' });
  return api;
}

describe('AgendaPage, seeker side', () => {
  it("is 'Mes rendez-vous', with a way to find a home when there is nothing yet", async () => {
    open(seeker, { 'GET /api/visits': () => json(200, []) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes rendez-vous' })).toBeInTheDocument();
    expect(await screen.findByText(/Vous n'avez pas encore de rendez-vous/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les logements pour moi' })).toHaveAttribute('href', '/users/home-matching');
    expect(screen.queryByRole('heading', { name: 'Demandes de contact' })).not.toBeInTheDocument();
  });

  it('chooses one of the slots the host proposed', async () => {
    const slots = [slotIn(2, 10), slotIn(4, 18)];
    const proposed = makeVisit({ id: 8, status: 'proposed', slots, message: 'Bonjour !' });
    const api = open(seeker, {
      'GET /api/visits': () => json(200, [proposed]),
      'POST /api/visits/8/accept': () => json(200, { ...proposed, status: 'accepted', starts_at: slots[1], confirmed_at: '2026-01-01T00:00:00Z' }),
    });
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    expect(within(card).getByText('Autres créneaux proposés')).toBeInTheDocument();
    expect(within(card).getByText('Hôte : Bernard L.')).toBeInTheDocument();
    expect(within(card).getByText('Créneaux proposés par votre hôte')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: `Choisir le ${formatSlot(slots[1]!)}` }));
    expect(await within(card).findByText('Créneau choisi : votre hôte est prévenu.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/visits/8/accept')).toEqual({ starts_at: slots[1] });
    expect(within(card).getByText('Acceptée')).toBeInTheDocument();
    expect(within(card).getByText('Venue confirmée')).toBeInTheDocument();
  });

  it('confirms an accepted visit, and cancels one with a word for the host', async () => {
    const startsAt = slotIn(3, 18);
    const accepted = makeVisit({ id: 9, status: 'accepted', starts_at: startsAt, slots: [startsAt], home: { ...makeVisit().home, address: '12 rue de la République' } });
    const api = open(seeker, {
      'GET /api/visits': () => json(200, [accepted]),
      'POST /api/visits/9/confirm': () => json(200, { ...accepted, confirmed_at: '2026-01-01T00:00:00Z' }),
      'POST /api/visits/9/cancel': () => json(200, { ...accepted, status: 'cancelled' }),
    });
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    expect(within(card).getByText('Adresse : 12 rue de la République')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer ma venue' }));
    expect(await within(card).findByText('Merci, votre hôte sait que vous venez.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirmer ma venue' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Annuler la visite' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler cette visite ?' });
    await userEvent.type(within(dialog).getByLabelText('Un mot pour Bernard L. (facultatif)'), 'Un empêchement, désolée.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la visite' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/visits/9/cancel')).toEqual({ message: 'Un empêchement, désolée.' });
  });
});

describe('AgendaPage, host side', () => {
  const slots = [slotIn(2, 10), slotIn(5, 18)];
  const request = makeVisit({ id: 5, slots, message: 'Je travaille à côté.' });

  it("is 'Agenda', with the legend and the request to answer", async () => {
    open(host, { 'GET /api/visits': () => json(200, [request]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    const legend = screen.getByRole('list', { name: 'Légende' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Demandée',
      'Autres créneaux proposés',
      'Acceptée',
      'Refusée',
      'Annulée',
    ]);
    expect(within(card).getByText('Visiteur : Léa M.')).toBeInTheDocument();
    expect(within(card).getByText('Je travaille à côté.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Grande colocation lumineuse' })).toHaveAttribute('href', '/colocation-lyon/12');
    expect(screen.getByRole('heading', { name: 'Demandes de contact' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande de contact pour le moment.')).toBeInTheDocument();
  });

  it('accepts a slot', async () => {
    const api = open(host, {
      'GET /api/visits': () => json(200, [request]),
      'POST /api/visits/5/accept': () => json(200, { ...request, status: 'accepted', starts_at: slots[0] }),
    });
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    await userEvent.click(within(card).getByRole('button', { name: `Accepter le ${formatSlot(slots[0]!)}` }));
    expect(await within(card).findByText(/^Visite acceptée : le visiteur reçoit un e-mail/)).toBeInTheDocument();
    expect(await api.lastBody('POST /api/visits/5/accept')).toEqual({ starts_at: slots[0] });
    expect(within(card).getByText('En attente de confirmation du visiteur')).toBeInTheDocument();
  });

  it('shows why an answer was refused, next to the visit', async () => {
    open(host, {
      'GET /api/visits': () => json(200, [request]),
      'POST /api/visits/5/accept': () => json(400, { error: 'Choisissez un des créneaux proposés.' }),
    });
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    await userEvent.click(within(card).getByRole('button', { name: `Accepter le ${formatSlot(slots[1]!)}` }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Choisissez un des créneaux proposés.');
  });

  it('proposes other slots, checked before sending', async () => {
    const api = open(host, {
      'GET /api/visits': () => json(200, [request]),
      'POST /api/visits/5/propose': () => json(200, { ...request, status: 'proposed', slots: [slotIn(6, 17)] }),
    });
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    await userEvent.click(within(card).getByRole('button', { name: "Proposer d'autres créneaux" }));
    const dialog = await screen.findByRole('dialog', { name: "Proposer d'autres créneaux" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer les créneaux' }));
    expect(await within(dialog).findByText('Indiquez au moins un créneau.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Créneau 1')).toHaveFocus());

    const past = parisLocalValue(Date.now() - 86_400_000);
    fireEvent.change(within(dialog).getByLabelText('Créneau 1'), { target: { value: past } });
    expect(await within(dialog).findByText('Ce créneau est déjà passé.')).toBeInTheDocument();
    const later = parisLocalValue(Date.now() + 6 * 86_400_000).slice(0, 11) + '17:00';
    fireEvent.change(within(dialog).getByLabelText('Créneau 1'), { target: { value: later } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un créneau' }));
    expect(within(dialog).getByLabelText('Créneau 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer le créneau 2' }));
    await userEvent.type(within(dialog).getByLabelText('Un mot pour le visiteur (facultatif)'), 'Plutôt le soir.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer les créneaux' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/visits/5/propose')).toEqual({ slots: [parisIso(later)], message: 'Plutôt le soir.' });
    expect(await within(card).findByText('Vos créneaux ont été envoyés au visiteur.')).toBeInTheDocument();
    expect(within(card).getByText('En attente du choix du visiteur')).toBeInTheDocument();
  });

  it('declines a request', async () => {
    const api = open(host, {
      'GET /api/visits': () => json(200, [request]),
      'POST /api/visits/5/decline': () => json(200, { ...request, status: 'declined' }),
    });
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    await userEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser cette demande de visite ?' });
    expect(dialog).toHaveTextContent('Léa M. sera prévenu(e) par e-mail.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/visits/5/decline')).toEqual({});
    expect(await within(card).findByText('La demande a été refusée ; le visiteur est prévenu.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
  });

  it('shows the visits of the day chosen in the calendar, by click or with the keyboard', async () => {
    const today = dayKey(Date.now());
    const visitDay = dayKey(slots[0]!);
    open(host, { 'GET /api/visits': () => json(200, [request]) });
    await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    expect(screen.getByRole('heading', { level: 2, name: `Le ${formatDay(today)}` })).toBeInTheDocument();
    const todayButton = screen.getByRole('button', { name: formatDay(today) });
    expect(todayButton).toHaveAttribute('aria-current', 'date');
    expect(todayButton).toHaveAttribute('tabindex', '0');

    const dayButton = screen.getByRole('button', { name: `${formatDay(visitDay)}, 1 visite` });
    await userEvent.click(dayButton);
    expect(screen.getByRole('heading', { level: 2, name: `Le ${formatDay(visitDay)}` })).toBeInTheDocument();
    expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    // The visit moved from the upcoming list to the day's list: shown once.
    expect(screen.getAllByRole('article', { name: 'Grande colocation lumineuse' })).toHaveLength(1);

    dayButton.focus();
    await userEvent.keyboard('{ArrowRight}');
    const next = new Date(Date.parse(`${visitDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(screen.getByRole('heading', { level: 2, name: `Le ${formatDay(next)}` })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', next));
  });

  it('lists the contact requests received and marks one read', async () => {
    const received = makeContactRequest({ id: 3 });
    const sent = makeContactRequest({ id: 4, from_user_id: HOST_ID, to_user_id: 99, message: 'Envoyée par moi' });
    const api = open(host, {
      'GET /api/visits': () => json(200, []),
      'GET /api/contact-requests': () => json(200, [received, sent]),
      'POST /api/contact-requests/3/read': () => json(200, { ...received, read_at: '2026-01-03T10:00:00Z' }),
    });
    const section = (await screen.findByRole('heading', { name: 'Demandes de contact' })).closest('section')!;
    const item = await within(section).findByRole('article', { name: 'Léa M.' });
    expect(within(item).getByText('Bonjour, la chambre est-elle toujours libre ?')).toBeInTheDocument();
    expect(within(item).getByText('Non lue')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Grande colocation lumineuse' })).toHaveAttribute('href', '/colocation-lyon/12');
    expect(within(section).queryByText('Envoyée par moi')).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Marquer comme lue' }));
    expect(await within(item).findByText('Lue')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/contact-requests/3/read')).toBe(true);
    expect(screen.getByText(/Aucune demande de visite pour le moment/)).toBeInTheDocument();
  });

  it('filters by home_id among the homes met in the agenda', async () => {
    const other = makeVisit({ id: 6, slots: [slotIn(3)], home: { ...makeVisit().home, id: 13, name: 'Maison avec jardin', city: 'Caluire', link: '/colocation-caluire/13' } });
    const api = open(host, {
      'GET /api/visits': (call) => json(200, new URL(call.url).searchParams.get('home_id') === '13' ? [other] : [request, other]),
    });
    const select = await screen.findByRole('combobox', { name: 'Logement' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tous mes logements',
      'Grande colocation lumineuse – Lyon',
      'Maison avec jardin – Caluire',
    ]);
    await userEvent.selectOptions(select, '13');
    await waitFor(() => expect(api.requests.some((r) => new URL(r.url).searchParams.get('home_id') === '13')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Logement' })).toHaveValue('13');
  });

  it('explains a home whose agenda the user may not see', async () => {
    open(host, { 'GET /api/visits': () => json(403, { error: "Vous n'avez pas accès à l'agenda de ce logement." }) }, '/proprietaire/agenda?home_id=99');
    expect(await screen.findByText("Vous n'avez pas accès à l'agenda de ce logement.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous mes logements' })).toHaveAttribute('href', '/proprietaire/agenda');
  });

  it('shows the NoAccess page to a manager the owner kept the agenda from (SPEC 6)', async () => {
    const manager = makeUser({ id: HOST_ID, type: 8, first_name: 'Maud', name: 'Perrin' });
    open(
      manager,
      {
        'GET /api/homes/77': () => json(200, { id: 77, access: { landlord: true, advert: false, agenda: false } }),
        'GET /api/visits': () => json(403, { error: "Vous n'avez pas accès à l'agenda de ce logement." }),
      },
      '/manager/agenda?home_id=77',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.getByText(/Vous n'avez pas accès à l'agenda de ce logement : son propriétaire/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes biens' })).toHaveAttribute('href', '/manager/biens');
  });

  it('keeps the agenda for a manager the agenda was handed to', async () => {
    const manager = makeUser({ id: HOST_ID, type: 8, first_name: 'Maud', name: 'Perrin' });
    open(
      manager,
      { 'GET /api/homes/12': () => json(200, { id: 12, access: { landlord: true, advert: false, agenda: true } }), 'GET /api/visits': () => json(200, [request]) },
      '/manager/agenda?home_id=12',
    );
    expect(await screen.findByRole('article', { name: 'Grande colocation lumineuse' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accès réservé' })).not.toBeInTheDocument();
  });
});
