import { json, mockApi, renderAt, signInAs, signOutLocally } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeForm, makeHome, makeResult, makeSubscription, OFFERS, OWNER } from '../../../entities/checkout/testing';
import { Checkout, type CheckoutProps } from './Checkout';

const RETURN = '/proprietaire/succes-paiement/31';

function open(props: Partial<CheckoutProps>, url = RETURN) {
  signInAs(OWNER);
  return renderAt(<Checkout stage="offers" homeId={31} returnPath={RETURN} {...props} />, { url });
}

let submitted: HTMLFormElement[];
beforeEach(() => {
  submitted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  signOutLocally();
});

describe("Checkout, 'offers'", () => {
  it('lists the offers with their prices, selects the saved one and saves a new choice on the home', async () => {
    const api = mockApi({
      'GET /api/offers': () => json(200, OFFERS),
      'GET /api/homes/31': () => json(200, makeHome('essentiel')),
      'PUT /api/homes/31': () => json(200, makeHome('confort')),
    });
    const onOfferChosen = jest.fn();
    open({ stage: 'offers', onOfferChosen });

    expect(await screen.findByRole('radio', { name: /Essentiel/ })).toBeChecked();
    expect(screen.getByText('Recommandée')).toBeInTheDocument();
    expect(screen.getByText(/59,00\s€ TTC/)).toBeInTheDocument();
    expect(screen.getByText('Sans frais à la mise en ligne')).toBeInTheDocument();
    expect(screen.getByText("Jusqu'à la signature du bail")).toBeInTheDocument();
    expect(screen.getByText('Le mandat de gestion, comment ça marche ?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Confort/ }));
    expect(await screen.findByText('Offre « Confort » enregistrée pour cette annonce.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({ offer: 'confort' });
    expect(onOfferChosen).toHaveBeenCalledWith('confort');
  });

  it('says when the offers cannot be loaded, with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/offers': () => (fail ? json(500, { error: 'Une erreur inattendue est survenue. Réessayez plus tard.' }) : json(200, OFFERS)), 'GET /api/homes/31': () => json(200, makeHome(null)) });
    open({ stage: 'offers' });
    expect(await screen.findByText('Impossible de charger les offres pour le moment.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: /Confort/ })).not.toBeChecked();
  });
});

describe("Checkout, 'payment'", () => {
  function payment(offer: string | null, extra = {}) {
    return mockApi({
      'GET /api/offers': () => json(200, OFFERS),
      'GET /api/homes/31': () => json(200, makeHome(offer)),
      'GET /api/payment-provider': () => json(200, { id: 'sandbox', sandbox: true }),
      ...extra,
    });
  }

  it('shows the price TTC with HT and TVA, labels the sandbox, and pays through a real form', async () => {
    const api = payment('confort', {
      'POST /api/subscriptions': () => json(201, { subscription: makeSubscription({ id: 77, status: 'pending' }), payment_required: true }),
      'GET /api/generateForm/77': () => json(200, makeForm()),
    });
    open({ stage: 'payment' });
    expect(await screen.findByRole('heading', { name: 'Confort' })).toBeInTheDocument();
    expect(screen.getByText(/59,00\s€ TTC/)).toBeInTheDocument();
    expect(screen.getByText(/soit 49,17\s€ HT \+ 9,83\s€ de TVA \(20 %\)/)).toBeInTheDocument();
    expect(screen.getByText('Environnement de test — aucun paiement réel')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Payer 59,00/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0]!;
    expect(form.getAttribute('method')).toBe('GET');
    expect(form.getAttribute('action')).toBe('/api/beforePayment');
    expect(Object.fromEntries(new FormData(form))).toEqual(makeForm().fields);
    // Put outside any host form: the registration steps are forms themselves.
    expect(form.parentElement).toBe(document.body);
    expect(await api.lastBody('POST /api/subscriptions')).toEqual({ offer_id: 'confort', home_id: 31, return_path: RETURN });
    expect(screen.getByText('Redirection vers la page de paiement…')).toBeInTheDocument();
  });

  it('says why the payment could not start, and submits nothing', async () => {
    payment('confort', { 'POST /api/subscriptions': () => json(429, { error: 'Trop de tentatives. Réessayez dans quelques minutes.' }) });
    open({ stage: 'payment' });
    await userEvent.click(await screen.findByRole('button', { name: /Payer/ }));
    expect(await screen.findByText("Le paiement n'a pas pu commencer : Trop de tentatives. Réessayez dans quelques minutes.")).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Payer/ })).toBeEnabled();
  });

  it('confirms the mandate with nothing to pay, then tells the host', async () => {
    const api = payment('mandate', { 'POST /api/subscriptions': () => json(201, { subscription: makeSubscription({ offer: 'mandate', price_cents: 0 }), payment_required: false }) });
    const onDone = jest.fn();
    open({ stage: 'payment', onDone });
    expect(await screen.findByText(/^Rien à payer aujourd'hui : les honoraires de l'agence sont dus à la signature du bail. Vous signez le mandat en ligne/)).toBeInTheDocument();
    expect(screen.queryByText(/TTC/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir le mandat et le signer' }));
    expect(await screen.findByText('Le mandat de gestion est enregistré pour cette annonce.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveLength(0);
    expect(api.requests.some((r) => r.url.includes('generateForm'))).toBe(false);
  });

  it('says when no offer was chosen', async () => {
    payment(null);
    open({ stage: 'payment' });
    expect(await screen.findByText("Vous n'avez pas encore choisi d'offre pour cette annonce.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
  });
});

describe("Checkout, 'result'", () => {
  it('shows the success, the invoice and the way to the subscription', async () => {
    mockApi({ 'GET /api/payments/TP-ABC123': () => json(200, makeResult()) });
    open({ stage: 'result' }, `${RETURN}?reference=TP-ABC123`);
    const success = await screen.findByText('Paiement confirmé');
    const alert = success.closest('div')!.parentElement!;
    expect(within(alert).getByText('Votre offre Confort est active jusqu’au 20 février 2027 inclus.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Télécharger la facture FA-2026-000042 (PDF)' })).toHaveAttribute('href', '/api/invoices/5/pdf');
    expect(within(alert).getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute('href', '/proprietaire/abonnement');
    expect(screen.getByText('Environnement de test — aucun paiement réel')).toBeInTheDocument();
  });

  it('shows a refusal in French, that nothing was charged, and tries again with the same offer', async () => {
    const api = mockApi({
      'GET /api/payments/TP-ABC123': () => json(200, makeResult({ status: 'refused', failure_reason: 'Paiement refusé par la banque émettrice.', invoice: null, subscription: makeSubscription({ status: 'failed' }) })),
      'POST /api/subscriptions': () => json(201, { subscription: makeSubscription({ id: 78, status: 'pending' }), payment_required: true }),
      'GET /api/generateForm/78': () => json(200, makeForm({ reference: 'TP-NEW' })),
    });
    open({ stage: 'result' }, `${RETURN}?reference=TP-ABC123`);
    expect(await screen.findByText('Paiement refusé')).toBeInTheDocument();
    expect(screen.getByText('Paiement refusé par la banque émettrice.')).toBeInTheDocument();
    expect(screen.getByText("Aucun montant n'a été débité.")).toBeInTheDocument();
    expect(screen.queryByText('Paiement confirmé')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(await api.lastBody('POST /api/subscriptions')).toEqual({ offer_id: 'confort', home_id: 31, return_path: RETURN });
  });

  it('shows a cancellation as such', async () => {
    mockApi({ 'GET /api/payments/TP-ABC123': () => json(200, makeResult({ status: 'cancelled', failure_reason: 'Paiement annulé par le client.', invoice: null })) });
    open({ stage: 'result' }, `${RETURN}?reference=TP-ABC123`);
    expect(await screen.findByText('Paiement annulé')).toBeInTheDocument();
    expect(screen.getByText("Aucun montant n'a été débité.")).toBeInTheDocument();
  });

  it('waits for the confirmation while it is pending', async () => {
    let calls = 0;
    mockApi({ 'GET /api/payments/TP-ABC123': () => json(200, ++calls < 2 ? makeResult({ status: 'pending', invoice: null }) : makeResult()) });
    open({ stage: 'result' }, `${RETURN}?reference=TP-ABC123`);
    expect(await screen.findByText('Paiement en cours de confirmation…', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByText('Paiement confirmé', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("refuses to show someone else's payment", async () => {
    mockApi({ 'GET /api/payments/TP-X': () => json(403, { error: "Vous n'avez pas accès à cette ressource." }) });
    open({ stage: 'result' }, `${RETURN}?reference=TP-X`);
    expect(await screen.findByText("Vous n'avez pas accès à cette ressource.")).toBeInTheDocument();
  });

  it('without a reference, says that nothing was paid for this home', async () => {
    mockApi({ 'GET /api/subscriptions': () => json(200, { current: null, last: null, renewal_date: null, subscriptions: [] }) });
    open({ stage: 'result' });
    expect(await screen.findByText("Aucun paiement n'a été enregistré pour cette annonce.")).toBeInTheDocument();
  });
});
