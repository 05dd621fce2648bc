import { remoteWidgetRendererProvided, type RemoteWidgetProps } from '@coloc/shared/ui';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { signInAs } from '@coloc/shared/testing';
import { makeHome, OPTIONS, owner, seeker } from '../../../features/listing/test/fixtures';
import { renderFlow } from '../test/renderFlow';

/** Words that would claim a payment went through (only mf-payments may say so, from the server's answer). */
const SUCCESS_CLAIM = /paiement (réussi|effectué|accepté|confirmé|validé)|merci pour votre (paiement|achat)|votre paiement a été|succès/i;

function expectNoSuccessClaim() {
  expect(document.body.textContent).not.toMatch(SUCCESS_CLAIM);
  // The kit's success tone (identity-mapped CSS class in tests).
  expect(document.querySelector('.alertSuccess')).toBeNull();
}

/** What the shell would mount: here a stand-in that records the widget's data. */
let mounted: RemoteWidgetProps[] = [];
function StubWidget(props: RemoteWidgetProps) {
  mounted.push(props);
  return <p data-testid="widget">{`${props.remote}/${props.exposed} ${String(props.data?.stage)}`}</p>;
}
const lastData = () => mounted.at(-1)!.data as { stage: string; homeId: number; returnPath: string; onOfferChosen?: (id: string) => void; onDone?: () => void };

function withShell() {
  mounted = [];
  remoteWidgetRendererProvided(StubWidget);
}
afterEach(() => remoteWidgetRendererProvided(null as never));

describe('offres', () => {
  it('mounts the checkout offers, and needs an offer chosen there before going on', async () => {
    withShell();
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3 })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/offres/31');
    const ui = userEvent.setup();

    expect(await screen.findByTestId('widget')).toHaveTextContent('mf_payments/Checkout offers');
    expect(lastData()).toMatchObject({ stage: 'offers', homeId: 31, returnPath: '/proprietaire/succes-paiement/31' });

    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Choisissez une offre pour continuer.')).toBeInTheDocument();

    // The widget saved the choice on the home and tells the step.
    act(() => lastData().onOfferChosen!('confort'));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-moderation/31');
    expect(api.requests.some((request) => request.method === 'PUT' && request.url.includes('/homes/'))).toBe(false);
  });

  it("goes on with the owner-occupier's offer already on their home, returning to their own step", async () => {
    withShell();
    const user = seeker('non-coloc', { home: makeHome({ is_coloc: false }) });
    signInAs(user);
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, makeHome({ step: 3, offer: 'essentiel' })),
      'GET /api/users/myself': () => json(200, user),
      'PUT /api/users/42': () => json(200, user),
    });
    renderFlow('/registration/offres');
    await screen.findByTestId('widget');
    expect(lastData()).toMatchObject({ homeId: 31, returnPath: '/registration/succes-paiement' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/annonce-moderation');
  });

  it('says in French when the payments area is unavailable', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ step: 3 })) });
    renderFlow('/proprietaire/offres/31');
    expect(await screen.findByText('Le choix de l’offre est momentanément indisponible.')).toBeInTheDocument();
  });
});

describe('annonce-moderation', () => {
  it("submits the advert, shows 'En cours de modération', then goes on", async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort' })),
      'PUT /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort', moderation_status: 'pending' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-moderation/31');
    const ui = userEvent.setup();

    await ui.click(await screen.findByRole('button', { name: 'Envoyer mon annonce en modération' }));

    expect(await screen.findByText('En cours de modération')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({ moderation_status: 'pending' });
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-paiement/31');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('does not submit an incomplete advert and links to the summary', async () => {
    signInAs(owner());
    const api = mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ step: 2 })) });
    renderFlow('/proprietaire/annonce-moderation/31');
    const ui = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Compléter mon annonce' })).toHaveAttribute('href', '/proprietaire/annonce-recapitulatif/31');
    await ui.click(screen.getByRole('button', { name: 'Envoyer mon annonce en modération' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('annonce-paiement', () => {
  it('mounts the checkout payment with the way back to succes-paiement; paying later moves on', async () => {
    withShell();
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort', moderation_status: 'pending' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-paiement/31');

    expect(await screen.findByTestId('widget')).toHaveTextContent('mf_payments/Checkout payment');
    expect(lastData()).toMatchObject({ stage: 'payment', homeId: 31, returnPath: '/proprietaire/succes-paiement/31' });
    expectNoSuccessClaim();

    // « Payer plus tard » is not the form's default button: Enter never skips the payment.
    const later = screen.getByRole('button', { name: 'Payer plus tard' });
    expect(later).toHaveAttribute('type', 'button');
    expect(later).toHaveClass('secondary');
    fireEvent.submit(later.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await userEvent.setup().click(later);
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/succes-paiement/31');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('moves on once the widget has confirmed the mandate', async () => {
    withShell();
    const user = owner();
    signInAs(user);
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'mandate' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-paiement/31');
    await screen.findByTestId('widget');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    await act(async () => lastData().onDone!());
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/succes-paiement/31');
  });

  it('sends back to the offers when none was chosen', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ step: 3 })) });
    renderFlow('/proprietaire/annonce-paiement/31');
    expect(await screen.findByRole('link', { name: 'Choisir une offre' })).toHaveAttribute('href', '/proprietaire/offres/31');
    expectNoSuccessClaim();
  });

  it('says that nothing was charged when the payments area is unavailable', async () => {
    signInAs(owner());
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort' })) });
    renderFlow('/proprietaire/annonce-paiement/31');
    expect(await screen.findByText('Le paiement en ligne est momentanément indisponible.')).toBeInTheDocument();
    expect(screen.getByText(/Aucun montant n'a été débité\./)).toBeInTheDocument();
    expectNoSuccessClaim();
  });
});

describe('succes-paiement', () => {
  it('mounts the checkout result and ends at the properties list', async () => {
    withShell();
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort', moderation_status: 'pending' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/succes-paiement/31');

    expect(await screen.findByTestId('widget')).toHaveTextContent('mf_payments/Checkout result');
    expect(lastData()).toMatchObject({ stage: 'result', homeId: 31, returnPath: '/proprietaire/succes-paiement/31' });
    expect(screen.getByText('Votre annonce est en cours de modération par notre équipe.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir mes annonces' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/biens');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('never claims a payment itself when the payments area is unavailable, and goes on to the search', async () => {
    const user = seeker('non-coloc', { home: makeHome({ is_coloc: false }) });
    signInAs(user);
    mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, makeHome({ step: 3, offer: 'mandate', moderation_status: 'pending' })),
      'GET /api/users/myself': () => json(200, user),
      'PUT /api/users/42': () => json(200, user),
    });
    renderFlow('/registration/succes-paiement');

    expect(await screen.findByText('Le résultat du paiement ne peut pas être affiché pour le moment.')).toBeInTheDocument();
    expect(screen.getByText("Avec le mandat de gestion, rien n'est à régler en ligne : les honoraires sont dus à la signature du bail.")).toBeInTheDocument();
    expectNoSuccessClaim();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer vers ma recherche' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/search');
  });
});
