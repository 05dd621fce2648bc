import { json, mockApi, signOutLocally, type Handler } from '@coloc/shared/testing';
import type { Lease } from '@coloc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRoom } from '../../../entities/management/testing';
import { answerConfirm, makeHome, renderOwnerPage, SEEKER } from '../../../entities/owner-common/testing';
import { makeLease } from '../../../entities/lease/testing';
import LeasePage from './LeasePage';

afterEach(() => signOutLocally());

const HOME = makeHome({ rooms: [makeRoom({ id: 1, name: 'chambre bleue', rent: 450, charges: 50, furnished: true }), makeRoom({ id: 2, number: 1, name: null, rent: 400, charges: 40, furnished: false })] });

function openAsLandlord(leases: () => Lease[], routes: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /api/homes/31/leases': () => json(200, leases()), 'GET /api/homes/31': () => json(200, HOME), ...routes });
  renderOwnerPage(<LeasePage />, 'bail', { query: '?home_id=31' });
  return api;
}

describe('LeasePage, landlord', () => {
  it('lists the leases with their status and PDF', async () => {
    openAsLandlord(() => [makeLease({ id: 4, status: 'accepted' }), makeLease({ id: 5, kind: 'whole', room_id: null, status: 'cancelled' })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bail' })).toBeInTheDocument();
    // Rent and deposit are written here: the anti-scam rule is too.
    expect(screen.getByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();
    const room = await screen.findByRole('article', { name: 'Chambre B' });
    expect(within(room).getByText('Accepté par les deux parties')).toBeInTheDocument();
    expect(within(room).getByText('Locataire : Camille Martin')).toBeInTheDocument();
    expect(within(room).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute('href', '/api/leases/4/pdf');
    expect(within(room).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bail du logement entier' })).getByText('Annulé')).toBeInTheDocument();
  });

  it('drafts a lease with the deposit rule checked, then sends it', async () => {
    const created: Lease[] = [];
    const api = openAsLandlord(() => created, {
      'POST /api/homes/31/leases': () => {
        created.push(makeLease({ id: 6, room_id: 2, rent: 400, charges: 40, deposit: 400, furnished: false, can_accept: true }));
        return json(201, created[0]);
      },
      'POST /api/leases/6/send': () => {
        created[0] = { ...created[0]!, status: 'sent' };
        return json(200, created[0]);
      },
    });
    const form = await screen.findByRole('form', { name: 'Rédiger un bail' });
    expect(within(form).getByText('Au plus 1 mois de loyer hors charges pour un logement vide, 2 mois pour un meublé.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Créer le brouillon' }));
    expect(within(form).getAllByText('Champ obligatoire.')).toHaveLength(6);

    await userEvent.selectOptions(within(form).getByLabelText('Chambre'), 'Chambre B');
    expect(within(form).getByLabelText('Loyer mensuel hors charges (€)')).toHaveValue('400');
    expect(within(form).getByLabelText('Logement meublé')).not.toBeChecked();
    await userEvent.type(within(form).getByLabelText('E-mail du locataire'), 'camille@exemple.fr');
    await userEvent.type(within(form).getByLabelText('Date de début'), '2026-04-01');
    await userEvent.type(within(form).getByLabelText('Dépôt de garantie (€)'), '800');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer le brouillon' }));
    expect(within(form).getByText(/Le dépôt de garantie ne peut pas dépasser 400,00\s€ \(1 mois de loyer hors charges\)\./)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Dépôt de garantie (€)'));
    await userEvent.type(within(form).getByLabelText('Dépôt de garantie (€)'), '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer le brouillon' }));
    expect(await within(form).findByText('Le brouillon du bail pour camille@exemple.fr est prêt : relisez le PDF puis envoyez-le.')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/homes/31/leases')).toEqual({
      kind: 'room',
      room_id: 2,
      tenant_email: 'camille@exemple.fr',
      start_date: '2026-04-01',
      duration_months: 12,
      rent: 400,
      charges: 40,
      deposit: 400,
      furnished: false,
      special_terms: null,
    });

    const card = await screen.findByRole('article', { name: 'Chambre B' });
    expect(within(card).getByText('Brouillon')).toBeInTheDocument();
    // The landlord accepts by sending: no 'Accepter' for them, even though the API says can_accept.
    expect(within(card).queryByRole('button', { name: 'Accepter le bail' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Envoyer au locataire' }));
    expect(await within(card).findByText('Le bail a été envoyé à Camille Martin.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Envoyé au locataire')).toBeInTheDocument());
  });

  it('drafts a lease of the whole home without a room', async () => {
    const api = openAsLandlord(() => [], { 'POST /api/homes/31/leases': () => json(201, makeLease({ kind: 'whole', room_id: null })) });
    const form = await screen.findByRole('form', { name: 'Rédiger un bail' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Le logement entier' }));
    expect(within(form).queryByLabelText('Chambre')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('E-mail du locataire'), 'famille@exemple.fr');
    await userEvent.type(within(form).getByLabelText('Date de début'), '2026-05-01');
    await userEvent.clear(within(form).getByLabelText('Durée (mois)'));
    await userEvent.type(within(form).getByLabelText('Durée (mois)'), '36');
    await userEvent.type(within(form).getByLabelText('Loyer mensuel hors charges (€)'), '1200');
    await userEvent.type(within(form).getByLabelText('Charges mensuelles (€)'), '100');
    await userEvent.type(within(form).getByLabelText('Dépôt de garantie (€)'), '2400');
    await userEvent.type(within(form).getByLabelText('Clauses particulières (facultatif)'), 'Jardin entretenu par le locataire.');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer le brouillon' }));
    await screen.findByText(/Le brouillon du bail pour famille@exemple.fr est prêt/);
    expect(await api.lastBody('POST /api/homes/31/leases')).toMatchObject({ kind: 'whole', room_id: null, duration_months: 36, deposit: 2400, furnished: true, special_terms: 'Jardin entretenu par le locataire.' });
  });

  it('keeps the form when the API refuses the lease', async () => {
    openAsLandlord(() => [], { 'POST /api/homes/31/leases': () => json(409, { error: 'Un bail est déjà en cours pour cette chambre.' }) });
    const form = await screen.findByRole('form', { name: 'Rédiger un bail' });
    await userEvent.selectOptions(within(form).getByLabelText('Chambre'), 'Chambre bleue');
    await userEvent.type(within(form).getByLabelText('E-mail du locataire'), 'camille@exemple.fr');
    await userEvent.type(within(form).getByLabelText('Date de début'), '2026-04-01');
    await userEvent.type(within(form).getByLabelText('Dépôt de garantie (€)'), '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer le brouillon' }));
    expect(await within(form).findByText('Un bail est déjà en cours pour cette chambre.')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail du locataire')).toHaveValue('camille@exemple.fr');
  });

  it('cancels a sent lease after confirmation', async () => {
    const api = openAsLandlord(() => [makeLease({ status: 'sent' })], { 'POST /api/leases/4/cancel': () => json(200, makeLease({ status: 'cancelled' })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler le bail de Camille Martin' }));
    expect((await answerConfirm(true)).title).toBe('Annuler ce bail ?');
    expect(await screen.findByText('Le bail a été annulé.')).toBeInTheDocument();
    expect(api.requests.some((r) => new URL(r.url).pathname === '/api/leases/4/cancel')).toBe(true);
  });
});

describe('LeasePage, tenant', () => {
  it('accepts a lease sent to the seeker', async () => {
    let accepted = false;
    const api = mockApi({
      'GET /api/my-leases': () => json(200, [makeLease(accepted ? { status: 'accepted', can_accept: false, tenant_accepted_at: '2026-03-05T10:00:00Z' } : { status: 'sent', can_accept: true })]),
      'POST /api/leases/4/accept': () => {
        accepted = true;
        return json(200, {});
      },
    });
    renderOwnerPage(<LeasePage />, 'bail', { user: SEEKER });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes baux' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: "Bail d'une chambre" });
    expect(within(card).getByText('Envoyé au locataire')).toBeInTheDocument();
    expect(within(card).queryByText(/Locataire :/)).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Accepter le bail' }));
    await answerConfirm(true);
    expect(await within(card).findByText('Vous avez accepté le bail.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Accepté par les deux parties')).toBeInTheDocument());
    expect(within(card).getByText('Accepté par le locataire le 5 mars 2026')).toBeInTheDocument();
    expect(api.requests.some((r) => r.url.includes('/api/homes'))).toBe(false);
  });

  it('says when no lease was received', async () => {
    mockApi({ 'GET /api/my-leases': () => json(200, []) });
    renderOwnerPage(<LeasePage />, 'bail', { user: SEEKER });
    expect(await screen.findByText(/Vous n'avez pas encore reçu de bail/)).toBeInTheDocument();
    expect(screen.getByText('Ne payez jamais avant la visite et le bail')).toBeInTheDocument();
  });
});
