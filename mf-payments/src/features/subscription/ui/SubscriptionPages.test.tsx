import { $currentConfirm, confirmAnswered } from '@coloc/shared';
import { json, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeInvoice, makeOverview, makeSubscription, OWNER, REFERRAL } from '../../../entities/checkout/testing';
import SubscriptionCancelPage from './SubscriptionCancelPage';
import SubscriptionPage from './SubscriptionPage';

afterEach(() => signOutLocally());

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

function api(routes: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/subscriptions': () => json(200, makeOverview()),
    'GET /api/invoices': () => json(200, [makeInvoice(), makeInvoice({ id: 4, number: 'FA-2026-000041', issued_on: '2026-08-21' })]),
    'GET /api/referral': () => json(200, REFERRAL),
    ...routes,
  });
}

describe('SubscriptionPage', () => {
  it('shows the current subscription, its renewal, the history, the invoices and the referral box', async () => {
    const current = makeSubscription();
    const later = makeSubscription({ id: 12, source: 'referral', price_cents: 0, auto_renew: false, valid_from: '2027-02-21', valid_until: '2027-03-20' });
    api({ 'GET /api/subscriptions': () => json(200, makeOverview([current, later], { last: later, renewal_date: '2027-03-21' })) });
    signInAs(OWNER);
    renderAt(<SubscriptionPage />, { url: '/proprietaire/abonnement', path: '/:user_type/abonnement' });

    const currentCard = await screen.findByRole('article', { name: 'Abonnement en cours : Offre Confort' });
    expect(within(currentCard).getByText('Actif')).toBeInTheDocument();
    expect(within(currentCard).getByText('Du 21 novembre 2026 au 20 février 2027 inclus')).toBeInTheDocument();
    expect(within(currentCard).getByText('Annonce : Colocation des Pentes')).toBeInTheDocument();
    const lastCard = screen.getByRole('article', { name: 'Se termine en dernier : Offre Confort' });
    expect(within(lastCard).getByText('Mois offert (parrainage)')).toBeInTheDocument();
    expect(screen.getByText('Prochain renouvellement : le 21 mars 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Résilier mon abonnement' })).toHaveAttribute('href', '/proprietaire/abonnement/annulation?subscription=11');

    const history = screen.getByRole('table', { name: 'Tous vos abonnements, du plus récent au plus ancien' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Télécharger la facture FA-2026-000042 (PDF)' })).toHaveAttribute('href', '/api/invoices/5/pdf');
    expect(screen.getByRole('link', { name: 'Toutes mes factures' })).toHaveAttribute('href', '/proprietaire/invoices');

    expect(await screen.findByText('Un mois offert pour vous et votre filleul')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Votre lien de parrainage' })).toHaveValue(REFERRAL.link);
    expect(screen.getByText('2 filleuls inscrits')).toBeInTheDocument();
    expect(screen.getByText('1 mois offert')).toBeInTheDocument();
  });

  it('copies the referral link', async () => {
    api();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signInAs(OWNER);
    renderAt(<SubscriptionPage />, { url: '/proprietaire/abonnement', path: '/:user_type/abonnement' });
    await userEvent.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(REFERRAL.link);
    expect(await screen.findByText('Lien copié dans le presse-papiers.')).toBeInTheDocument();
  });

  it('says plainly when nothing runs, without locking anything', async () => {
    api({ 'GET /api/subscriptions': () => json(200, { current: null, last: null, renewal_date: null, subscriptions: [] }), 'GET /api/invoices': () => json(200, []) });
    signInAs(OWNER);
    renderAt(<SubscriptionPage />, { url: '/proprietaire/abonnement', path: '/:user_type/abonnement' });
    expect(await screen.findByText("Vous n'avez pas d'abonnement en cours.")).toBeInTheDocument();
    expect(screen.getByText(/Toutes les fonctionnalités restent accessibles/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Résilier mon abonnement' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune facture pour le moment.')).toBeInTheDocument();
  });

  it('offers a retry when the subscription cannot be loaded', async () => {
    let fail = true;
    api({ 'GET /api/subscriptions': () => (fail ? json(500, { error: 'Une erreur inattendue est survenue. Réessayez plus tard.' }) : json(200, makeOverview())) });
    signInAs(OWNER);
    renderAt(<SubscriptionPage />, { url: '/proprietaire/abonnement', path: '/:user_type/abonnement' });
    expect(await screen.findByText('Impossible de charger votre abonnement pour le moment.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Abonnement en cours : Offre Confort' })).toBeInTheDocument();
  });
});

describe('SubscriptionCancelPage', () => {
  function openCancel(routes: Record<string, Handler> = {}) {
    const mock = api(routes);
    signInAs(OWNER);
    render(
      <MemoryRouter initialEntries={['/proprietaire/abonnement/annulation?subscription=11']}>
        <Routes>
          <Route path="/:user_type/abonnement/annulation" element={<SubscriptionCancelPage />} />
          <Route path="/:user_type/abonnement" element={<SubscriptionPage />} />
        </Routes>
      </MemoryRouter>,
    );
    return mock;
  }

  it('says what stops and until when, asks to confirm, cancels and comes back saying so', async () => {
    let cancelled = false;
    const mock = openCancel({
      'GET /api/subscriptions': () => json(200, makeOverview([makeSubscription(cancelled ? { status: 'cancelled', auto_renew: false, cancelled_at: '2026-11-22T10:00:00Z' } : {})])),
      'POST /api/subscriptions/11/cancel': () => {
        cancelled = true;
        return json(200, makeSubscription({ status: 'cancelled', auto_renew: false }));
      },
    });
    expect(await screen.findByText(/^Le renouvellement tacite de l'offre Confort : le prélèvement de 59,00\s€ prévu le 21 février 2027 n'aura pas lieu\.$/)).toBeInTheDocument();
    expect(screen.getByText('Votre offre reste active jusqu’au 20 février 2027 inclus : votre annonce reste en ligne et mise en avant jusqu’à cette date.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Résilier mon abonnement' }));
    const request = await answerConfirm(true);
    expect(request).toMatchObject({ title: 'Résilier votre abonnement ?', yes: 'Résilier', no: 'Garder mon abonnement' });
    expect(await screen.findByText('Votre abonnement est résilié : il reste actif jusqu’au 20 février 2027 inclus et ne sera pas renouvelé.')).toBeInTheDocument();
    expect(mock.requests.some((r) => r.method === 'POST')).toBe(true);
  });

  it('does nothing when the confirmation is declined', async () => {
    const mock = openCancel();
    await userEvent.click(await screen.findByRole('button', { name: 'Résilier mon abonnement' }));
    await answerConfirm(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mock.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: 'Résilier mon abonnement' })).toBeInTheDocument();
  });

  it('shows the refusal next to the button', async () => {
    openCancel({ 'POST /api/subscriptions/11/cancel': () => json(409, { error: 'Cet abonnement est déjà résilié.' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Résilier mon abonnement' }));
    await answerConfirm(true);
    expect(await screen.findByText("La résiliation n'a pas abouti : Cet abonnement est déjà résilié.")).toBeInTheDocument();
  });

  it('says when there is nothing to cancel', async () => {
    openCancel({ 'GET /api/subscriptions': () => json(200, makeOverview([makeSubscription({ status: 'cancelled', auto_renew: false })])) });
    expect(await screen.findByText("Aucun abonnement ne se renouvelle : il n'y a rien à résilier.")).toBeInTheDocument();
  });
});
