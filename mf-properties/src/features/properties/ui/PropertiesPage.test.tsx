import { $currentConfirm, confirmAnswered } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, makeSummary } from '../../../entities/properties/testing';
import PropertiesPage from './PropertiesPage';

afterEach(() => signOutLocally());

const owner = makeUser({ id: 7, type: 2, first_name: 'Bernard' });

function open(items: unknown[], routes: Record<string, Handler> = {}, user = owner, segment = 'proprietaire') {
  signInAs(user);
  const api = mockApi({
    'GET /api/properties': () => json(200, { items }),
    'GET /api/users/myself': () => json(200, user),
    ...routes,
  });
  renderAt(<PropertiesPage />, { url: `/${segment}/biens`, path: '/:user_type/biens' });
  return api;
}

async function answerConfirm(answer: boolean) {
  await waitFor(() => expect($currentConfirm.getState()).not.toBeNull());
  const request = $currentConfirm.getState()!;
  confirmAnswered({ id: request.id, answer });
  return request;
}

const incomplete = makeSummary({ id: 3, name: null, step: 1, published: false, moderation_status: null, image_orders: [], rooms: [] }, { photo_url: null, occupied_rooms: 0 });
const published = makeSummary({ id: 12, mandate_status: 'signing' }, { pending_requests: 2, diagnostics_alerts: 1 });
const pending = makeSummary({ id: 14, name: 'Maison des Pentes', published: false, moderation_status: 'pending', mandate_status: 'complete', public_url: '/colocation-lyon/14' });

describe('PropertiesPage first run', () => {
  it('shows one ordered checklist: the advert, the bank authentication, the diagnostics', async () => {
    open([incomplete, published], {}, makeUser({ id: 7, type: 2, first_name: 'Bernard', sca_status: 'required' }));
    const checklist = await screen.findByRole('region', { name: 'Pour bien démarrer' });
    const steps = within(within(checklist).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/^(Compléter|Valider|Joindre)/, { selector: 'p' }).textContent)).toEqual([
      "Compléter l'annonce (À faire maintenant)",
      'Valider votre compte bancaire (authentification forte) (À faire)',
      'Joindre les diagnostics (À faire)',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[0]!).getByRole('link', { name: "Compléter l'annonce" })).toHaveAttribute('href', '/proprietaire/annonce-chambres/3');
    expect(within(steps[1]!).getByRole('link', { name: 'Valider mon compte bancaire' })).toHaveAttribute('href', '/proprietaire/parameters#compte-bancaire');
    expect(within(steps[2]!).getByText(/1 diagnostic manquant ou expiré/)).toBeInTheDocument();
    expect(within(steps[2]!).getByRole('link', { name: 'Voir les diagnostics' })).toHaveAttribute('href', '/proprietaire/diagnostics?home_id=12');
    expect(within(checklist).getByText('0 étape sur 3 terminée')).toBeInTheDocument();
  });

  it('ticks the steps done and is gone once all are', async () => {
    open([published], {}, makeUser({ id: 7, type: 2, first_name: 'Bernard', sca_status: 'validated' }));
    const checklist = await screen.findByRole('region', { name: 'Pour bien démarrer' });
    expect(within(checklist).getByText('2 étapes sur 3 terminées')).toBeInTheDocument();
    expect(within(checklist).getByText('Vos annonces sont complètes.')).toBeInTheDocument();
  });

  it('has no checklist when nothing is left to do', async () => {
    open([makeSummary({ id: 12 }, { diagnostics_alerts: 0 })], {}, makeUser({ id: 7, type: 2, sca_status: 'validated' }));
    expect(await screen.findByRole('article', { name: 'Grande colocation lumineuse' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pour bien démarrer' })).not.toBeInTheDocument();
  });
});

describe('PropertiesPage (biens)', () => {
  it("lists the owner's homes with their state (SPEC 4)", async () => {
    open([incomplete, published, pending]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes biens' })).toBeInTheDocument();
    const draft = await screen.findByRole('article', { name: 'ANNONCE INCOMPLETE' });
    expect(within(draft).getByText('Non publiée')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: "Compléter l'annonce ANNONCE INCOMPLETE" })).toHaveAttribute('href', '/proprietaire/annonce-chambres/3');
    expect(within(draft).getByRole('button', { name: "Plus d'actions sur l'annonce ANNONCE INCOMPLETE" })).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(draft).queryByRole('link', { name: "Voir l'annonce publique" })).not.toBeInTheDocument();

    const online = screen.getByRole('article', { name: 'Grande colocation lumineuse' });
    expect(within(online).getByText('Publiée')).toBeInTheDocument();
    expect(within(online).getByText('Mandat à signer')).toBeInTheDocument();
    expect(within(online).getByRole('link', { name: "Voir l'annonce publique" })).toHaveAttribute('href', '/colocation-lyon/12');
    expect(within(online).getByRole('link', { name: "Aperçu de l'annonce Grande colocation lumineuse" })).toHaveAttribute('href', '/proprietaire/preview-annonce?home_id=12');
    expect(within(online).queryByRole('button', { name: /Supprimer|Plus d'actions/ })).not.toBeInTheDocument();
    expect(within(online).queryByRole('link', { name: /Compléter/ })).not.toBeInTheDocument();

    const waiting = screen.getByRole('article', { name: 'Maison des Pentes' });
    expect(within(waiting).getByText('En cours de modération')).toBeInTheDocument();
    expect(within(waiting).getByText('Mandat en cours')).toBeInTheDocument();
    expect(screen.getByText('3 biens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un bien' })).toHaveAttribute('href', '/proprietaire/annonce');
  });

  it('links the follow-up of each home to its screens with home_id', async () => {
    open([published]);
    const card = await screen.findByRole('article', { name: 'Grande colocation lumineuse' });
    const links = within(within(card).getByRole('list', { name: 'Suivi du bien Grande colocation lumineuse' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1 / 2 chambres louées', '/proprietaire/gestion?home_id=12'],
      ['2 demandes en attente', '/proprietaire/demandes?home_id=12'],
      ['1 diagnostic à mettre à jour', '/proprietaire/diagnostics?home_id=12'],
      ['Statistiques', '/proprietaire/rapports?home_id=12'],
    ]);
  });

  it('deletes an incomplete home after the confirmation', async () => {
    const api = open([incomplete, published], { 'DELETE /api/homes/3': () => new Response(null, { status: 204 }) });
    const draft = await screen.findByRole('article', { name: 'ANNONCE INCOMPLETE' });
    await userEvent.click(within(draft).getByRole('button', { name: /^Plus d'actions/ }));
    await userEvent.click(within(draft).getByRole('menuitem', { name: "Supprimer l'annonce ANNONCE INCOMPLETE" }));
    const request = await answerConfirm(true);
    expect(request.title).toBe('Voulez-vous vraiment supprimer cette annonce ?');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'ANNONCE INCOMPLETE' })).not.toBeInTheDocument());
    expect(screen.getByText("L'annonce a été supprimée.")).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('keeps the home when the confirmation is declined, and when the delete fails', async () => {
    const api = open([incomplete], { 'DELETE /api/homes/3': () => json(409, { error: 'Ce logement a un bail en cours.' }) });
    const draft = await screen.findByRole('article', { name: 'ANNONCE INCOMPLETE' });
    const chooseDelete = async () => {
      await userEvent.click(within(draft).getByRole('button', { name: /^Plus d'actions/ }));
      await userEvent.click(within(draft).getByRole('menuitem', { name: /^Supprimer l'annonce/ }));
    };
    await chooseDelete();
    await answerConfirm(false);
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await chooseDelete();
    await answerConfirm(true);
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await within(draft).findByRole('button', { name: /^Plus d'actions/ })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'ANNONCE INCOMPLETE' })).toBeInTheDocument();
  });

  it('offers neither completion nor delete without advert access (a manager the owner kept out)', async () => {
    open([makeSummary({ id: 3, name: null, step: 1, published: false }, { access: { landlord: true, advert: false, agenda: false } })], {}, makeUser({ type: 8 }), 'manager');
    const draft = await screen.findByRole('article', { name: 'ANNONCE INCOMPLETE' });
    expect(within(draft).queryByRole('button', { name: /Supprimer|Plus d'actions/ })).not.toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: /Compléter/ })).not.toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: /demande/i })).not.toBeInTheDocument();
  });

  it("is 'Mon logement' for an owner-occupier", async () => {
    const occupier = makeUser({ type: 1, home: makeHome({ is_coloc: false }) });
    open([makeSummary({ is_coloc: false, name: null })], {}, occupier, 'users');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon logement' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Logement à Lyon' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajouter un bien' })).not.toBeInTheDocument();
  });

  it('invites to publish a first advert when there is none', async () => {
    open([]);
    expect(await screen.findByRole('heading', { name: "Vous n'avez pas encore de bien" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier ma première annonce' })).toHaveAttribute('href', '/proprietaire/annonce');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    open([], { 'GET /api/properties': () => (++calls === 1 ? json(500, { error: 'Erreur interne.' }) : json(200, { items: [published] })) });
    expect(await screen.findByText("La liste de vos biens n'a pas pu être chargée.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Grande colocation lumineuse' })).toBeInTheDocument();
  });
});
