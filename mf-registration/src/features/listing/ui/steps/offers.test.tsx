import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@coloc/shared/testing';
import { signInAs } from '@coloc/shared/testing';
import { makeHome, OFFERS, OPTIONS, owner, renderFlow, seeker } from '../../test/fixtures';

/** Words that would claim a payment went through. */
const SUCCESS_CLAIM = /paiement (réussi|effectué|accepté|confirmé|validé)|merci pour votre (paiement|achat)|votre paiement a été|succès/i;

function expectNoSuccessClaim() {
  expect(document.body.textContent).not.toMatch(SUCCESS_CLAIM);
  // The kit's success tone (identity-mapped CSS class in tests).
  expect(document.querySelector('.alertSuccess')).toBeNull();
}

describe('offres', () => {
  it('shows the offers, requires a choice and saves the chosen one on the home', async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3 })),
      'GET /api/offers': () => json(200, OFFERS),
      'PUT /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/offres/31');
    const ui = userEvent.setup();

    const confort = await screen.findByRole('radio', { name: /Confort/ });
    expect(screen.getByText('Recommandée')).toBeInTheDocument();
    expect(screen.getByText(/59,00\s€ TTC/)).toBeInTheDocument();
    expect(screen.getByText(/29,00\s€ TTC/)).toBeInTheDocument();
    expect(screen.getByText('Le mandat de gestion, comment ça marche ?')).toBeInTheDocument();
    expect(screen.getByText("Jusqu'à la signature du bail")).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Choisissez une offre pour continuer.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await ui.click(confort);
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/annonce-moderation/31');
    expect(await api.lastBody('PUT /api/homes/31')).toEqual({ offer: 'confort' });
  });

  it("saves the owner-occupier's choice on their default home", async () => {
    const user = seeker('non-coloc', { home: makeHome({ is_coloc: false }) });
    signInAs(user);
    const api = mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, makeHome({ step: 3, offer: 'essentiel' })),
      'GET /api/offers': () => json(200, OFFERS),
      'PUT /api/homes/default': () => json(200, makeHome({ step: 3, offer: 'mandate' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/offres');
    const ui = userEvent.setup();

    expect(await screen.findByRole('radio', { name: /Essentiel/ })).toBeChecked();
    await ui.click(screen.getByRole('radio', { name: /Mandat de gestion/ }));
    await ui.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/annonce-moderation');
    expect(await api.lastBody('PUT /api/homes/default')).toEqual({ offer: 'mandate' });
  });
});

describe('annonce-moderation', () => {
  it("submits the advert, shows 'En cours de modération', then goes on", async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
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
    const api = mockApi({ 'GET /api/options/': () => json(200, OPTIONS), 'GET /api/homes/31': () => json(200, makeHome({ step: 2 })) });
    renderFlow('/proprietaire/annonce-moderation/31');
    const ui = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Compléter mon annonce' })).toHaveAttribute('href', '/proprietaire/annonce-recapitulatif/31');
    await ui.click(screen.getByRole('button', { name: 'Envoyer mon annonce en modération' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('annonce-paiement', () => {
  it('shows the chosen offer and the "coming soon" state, never a success', async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort', moderation_status: 'pending' })),
      'GET /api/offers': () => json(200, OFFERS),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/annonce-paiement/31');

    expect(
      await screen.findByText(
        'Le paiement en ligne sera bientôt disponible. Votre annonce est enregistrée et en cours de modération ; nous vous préviendrons dès que vous pourrez régler votre offre.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Confort')).toBeInTheDocument();
    expect(screen.getByText(/59,00\s€ TTC/)).toBeInTheDocument();
    expectNoSuccessClaim();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/succes-paiement/31');
    // Nothing is paid or saved by this step.
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('sends back to the offers when none was chosen', async () => {
    signInAs(owner());
    mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3 })),
      'GET /api/offers': () => json(200, OFFERS),
    });
    renderFlow('/proprietaire/annonce-paiement/31');
    expect(await screen.findByRole('link', { name: 'Choisir une offre' })).toHaveAttribute('href', '/proprietaire/offres/31');
    expectNoSuccessClaim();
  });
});

describe('succes-paiement', () => {
  it('says honestly that no payment was recorded and ends at the properties list', async () => {
    const user = owner();
    signInAs(user);
    const api = mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
      'GET /api/homes/31': () => json(200, makeHome({ step: 3, offer: 'confort', moderation_status: 'pending' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/proprietaire/succes-paiement/31');

    expect(await screen.findByText("Aucun paiement n'a encore été enregistré.")).toBeInTheDocument();
    expect(screen.getByText('Votre annonce est en cours de modération par notre équipe.')).toBeInTheDocument();
    expectNoSuccessClaim();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir mes annonces' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/proprietaire/biens');
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("sends the owner-occupier on to their search, still without claiming a payment", async () => {
    const user = seeker('non-coloc', { home: makeHome({ is_coloc: false }) });
    signInAs(user);
    mockApi({
      'GET /api/options/': () => json(200, OPTIONS),
      'GET /api/homes/default': () => json(200, makeHome({ step: 3, offer: 'mandate', moderation_status: 'pending' })),
      'GET /api/users/myself': () => json(200, user),
    });
    renderFlow('/registration/succes-paiement');

    expect(await screen.findByText("Aucun paiement n'a encore été enregistré.")).toBeInTheDocument();
    expectNoSuccessClaim();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer vers ma recherche' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/registration/search');
  });
});
