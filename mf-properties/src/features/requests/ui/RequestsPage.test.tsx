import { json, mockApi, signOutLocally, type Handler } from '@coloc/shared/testing';
import { parisIso, parisLocalValue, type ReceivedRequests } from '@coloc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, renderOwnerPage } from '../../../entities/owner-common/testing';
import { formatSlot } from '../model/slots';
import { makeContact, makeVisitRequest, slotIn } from '../testing';
import { makeHome } from '../../../entities/properties/testing';
import RequestsPage from './RequestsPage';

afterEach(() => signOutLocally());

function open(requests: () => ReceivedRequests, routes: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/homes/31': () => json(200, makeHome({ id: 31, access: { landlord: true, advert: true, agenda: true } })),
    'GET /api/homes/31/requests': () => json(200, requests()),
    ...routes,
  });
  renderOwnerPage(<RequestsPage />, 'demandes', { query: '?home_id=31' });
  return api;
}

describe('RequestsPage without agenda access', () => {
  it('shows the NoAccess page instead of requests that could not be answered (SPEC 6)', async () => {
    const api = open(() => ({ contacts: [makeContact()], visits: [] }), {
      'GET /api/homes/31': () => json(200, makeHome({ id: 31, access: { landlord: true, advert: false, agenda: false } })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès réservé' })).toBeInTheDocument();
    expect(screen.getByText(/ne vous a pas confié les demandes et les visites/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.endsWith('/api/homes/31/requests'))).toBe(false);
  });
});

describe('RequestsPage, applicants', () => {
  it("shows each applicant's affinity with the home, tenant file and guarantee", async () => {
    open(() => ({
      contacts: [makeContact()],
      visits: [makeVisitRequest(), makeVisitRequest({ id: 9, from: { id: 44, first_name: 'Inès', name_initial: 'B.', avatar_url: null }, applicant: { affinity: 35, file_complete: false, guarantee: 'pending' } })],
    }));
    const lea = within(await screen.findByRole('group', { name: 'Candidature de Léa M.' }));
    expect(lea.getByRole('progressbar', { name: "Affinité avec le logement" })).toHaveAttribute('aria-valuenow', '72');
    expect(lea.getByRole('progressbar')).toHaveAttribute('aria-valuetext', "72 % d'affinité avec le logement");
    expect(lea.getByText('Dossier complet')).toBeInTheDocument();
    expect(lea.getByText('Garantie validée')).toBeInTheDocument();

    // A score the engine cannot compute is said so, never shown as a number.
    const paul = within(screen.getByRole('group', { name: 'Candidature de Paul R.' }));
    expect(paul.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(paul.getByText("Pas assez d'informations pour calculer l'affinité")).toBeInTheDocument();
    expect(paul.getByText('Dossier incomplet')).toBeInTheDocument();
    expect(paul.getByText('Sans garantie')).toBeInTheDocument();

    const ines = within(screen.getByRole('group', { name: 'Candidature de Inès B.' }));
    expect(ines.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
    expect(ines.getByText('Garantie demandée')).toBeInTheDocument();
  });
});

describe('RequestsPage, contact requests', () => {
  it('answers a request and leads to the conversation', async () => {
    let answered = false;
    const api = open(() => ({ contacts: [makeContact(answered ? { status: 'answered', conversation_id: 77 } : {})], visits: [] }), {
      'POST /api/contact-requests/5/answer': () => {
        answered = true;
        return json(200, { conversation_id: 77 });
      },
    });
    const card = await screen.findByRole('article', { name: 'Léa M.' });
    expect(within(card).getByText('Bonjour, la chambre B est-elle toujours libre ?')).toBeInTheDocument();
    expect(within(card).getByText('Nouvelle')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Répondre à Léa M.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Répondre à Léa M.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(within(dialog).getByText('Écrivez votre réponse.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Votre réponse'), 'Oui, venez la visiter samedi !');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText('Réponse envoyée : Léa M. la retrouve dans sa messagerie.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/contact-requests/5/answer')).toEqual({ message: 'Oui, venez la visiter samedi !' });
    expect(within(dialog).getByRole('link', { name: 'Voir la conversation' })).toHaveAttribute('href', '/proprietaire/messages?home_id=31&conversation=77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir aux demandes' }));
    await waitFor(() => expect(within(card).getByText('Répondue')).toBeInTheDocument());
    expect(within(card).getByRole('link', { name: 'Voir la conversation' })).toHaveAttribute('href', '/proprietaire/messages?home_id=31&conversation=77');
    expect(within(card).queryByRole('button', { name: 'Répondre à Léa M.' })).not.toBeInTheDocument();
  });

  it('keeps the answer typed when the API refuses it', async () => {
    open(() => ({ contacts: [makeContact()], visits: [] }), { 'POST /api/contact-requests/5/answer': () => json(409, { error: 'Cette demande a déjà reçu une réponse.' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Répondre à Léa M.' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Votre réponse'), 'Bonjour Léa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText('Cette demande a déjà reçu une réponse.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Votre réponse')).toHaveValue('Bonjour Léa');
  });

  it('declines a request after confirmation', async () => {
    let declined = false;
    const api = open(() => ({ contacts: [makeContact(declined ? { status: 'declined' } : {})], visits: [] }), {
      'POST /api/contact-requests/5/decline': () => {
        declined = true;
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Décliner la demande de Léa M.' }));
    expect((await answerConfirm(true)).title).toBe('Décliner cette demande ?');
    expect(await screen.findByText('La demande de Léa M. a été déclinée.')).toBeInTheDocument();
    expect(await screen.findByText('Déclinée')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/api/contact-requests/5/decline']);
  });
});

describe('RequestsPage, visit requests', () => {
  const slots = [slotIn(2, 10), slotIn(4, 18)];

  it('accepts one of the slots', async () => {
    let accepted = false;
    const api = open(() => ({ contacts: [], visits: [makeVisitRequest(accepted ? { status: 'accepted', starts_at: slots[1]!, slots } : { slots })] }), {
      'POST /api/visits/8/accept': () => {
        accepted = true;
        return json(200, {});
      },
    });
    const card = await screen.findByRole('article', { name: 'Paul R.' });
    expect(within(card).getByText('À traiter')).toBeInTheDocument();
    expect(within(card).getByText('Je peux passer en fin de journée.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: `Accepter ce créneau : ${formatSlot(slots[1]!)}` }));
    expect(await within(card).findByText('Visite acceptée : Paul R. reçoit un e-mail pour confirmer sa venue.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/visits/8/accept')).toEqual({ starts_at: slots[1] });
    expect(await within(card).findByText(`Visite le ${formatSlot(slots[1]!)}`)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Accepter ce créneau/ })).not.toBeInTheDocument();
  });

  it('proposes other slots, checked before sending', async () => {
    const api = open(() => ({ contacts: [], visits: [makeVisitRequest({ slots })] }), { 'POST /api/visits/8/propose': () => json(200, {}) });
    const card = await screen.findByRole('article', { name: 'Paul R.' });
    await userEvent.click(within(card).getByRole('button', { name: "Proposer d'autres créneaux" }));
    const dialog = await screen.findByRole('dialog', { name: "Proposer d'autres créneaux" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer les créneaux' }));
    expect(within(dialog).getByText('Indiquez au moins un créneau.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Créneau 1'), { target: { value: parisLocalValue(Date.now() - 86_400_000) } });
    expect(within(dialog).getByText('Ce créneau est déjà passé.')).toBeInTheDocument();
    const later = parisLocalValue(Date.now() + 6 * 86_400_000).slice(0, 11) + '17:00';
    fireEvent.change(within(dialog).getByLabelText('Créneau 1'), { target: { value: later } });
    await userEvent.type(within(dialog).getByLabelText('Un mot pour le visiteur (facultatif)'), 'Plutôt le soir.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer les créneaux' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody('POST /api/visits/8/propose')).toEqual({ slots: [parisIso(later)], message: 'Plutôt le soir.' });
    expect(await within(card).findByText("Vos créneaux sont envoyés : Paul R. n'a plus qu'à choisir.")).toBeInTheDocument();
  });

  it('refuses a visit after confirmation, and shows a refusal of the API next to it', async () => {
    open(() => ({ contacts: [], visits: [makeVisitRequest({ slots })] }), { 'POST /api/visits/8/decline': () => json(409, { error: 'Le visiteur a annulé sa demande.' }) });
    const card = await screen.findByRole('article', { name: 'Paul R.' });
    await userEvent.click(within(card).getByRole('button', { name: 'Refuser la visite de Paul R.' }));
    await answerConfirm(true);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Le visiteur a annulé sa demande.');
  });

  it('says when there is nothing to answer', async () => {
    open(() => ({ contacts: [], visits: [] }));
    expect(await screen.findByText('Aucune demande de contact pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Aucune demande de visite pour le moment.')).toBeInTheDocument();
  });
});
