import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, makeLandlord, makeRoom, OWNER_ID } from '../../../entities/properties/testing';
import AdvertPage from './AdvertPage';

afterEach(() => signOutLocally());

const owner = makeUser({ id: OWNER_ID, type: 2 });
const ready = makeHome({ published: false, moderation_status: null });
const noModeration = { status: null, reason: null, submitted_at: null, moderated_at: null };

function open(home = ready, routes: Record<string, Handler> = {}, user = owner) {
  signInAs(user);
  const api = mockApi({
    [`GET /api/homes/${home.id}`]: () => json(200, home),
    [`GET /api/homes/${home.id}/landlords`]: () => json(200, [makeLandlord()]),
    [`GET /api/homes/${home.id}/moderation`]: () => json(200, noModeration),
    ...routes,
  });
  renderAt(<AdvertPage />, { url: `/proprietaire/annonce/${home.id}?home_id=${home.id}`, path: '/:user_type/annonce/:home_id' });
  return api;
}

describe('AdvertPage (annonce/{home_id})', () => {
  it('submits a complete advert to moderation', async () => {
    const api = open(ready, {
      'PUT /api/homes/12': () => json(200, { ...ready, moderation_status: 'pending' }),
      'GET /api/homes/12/moderation': () => json(200, noModeration),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon annonce' })).toBeInTheDocument();
    expect(screen.getByText("Votre annonce n'est pas encore en ligne.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre à la modération' }));
    expect(await screen.findByText(/Votre annonce a été soumise à la modération/)).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/homes/12')).toEqual({ moderation_status: 'pending' });
    expect(screen.getAllByText('En cours de modération').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Soumettre à la modération' })).not.toBeInTheDocument();
  });

  it("shows the API's French refusal next to the button", async () => {
    open(ready, { 'PUT /api/homes/12': () => json(400, { error: "Pour un logement contre services, indiquez avant la modération le nombre d'heures de services par semaine (20 au plus)." }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Soumettre à la modération' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Pour un logement contre services, indiquez avant la modération le nombre d'heures");
  });

  it('lists what an incomplete advert lacks, with links into the steps, and no submission', async () => {
    const details = makeHome().details!;
    open(makeHome({ step: 1, published: false, moderation_status: null, image_orders: [], rooms: [makeRoom({ rent: null })], details: { ...details, description: null } }));
    const checklist = await screen.findByRole('region', { name: 'Ce que contient votre annonce' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Adresse du logementFait',
      '!Description de l\'annonceÀ compléterCompléter',
      '!Chambres et loyersÀ compléterCompléter',
      '!Au moins une photoÀ compléterCompléter',
    ]);
    expect(within(checklist).getByRole('link', { name: 'Compléter : Au moins une photo' })).toHaveAttribute('href', '/proprietaire/annonce-photo-video/12');
    expect(screen.getByText('Complétez votre annonce pour pouvoir la soumettre à la modération.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soumettre à la modération' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aperçu' })).not.toBeInTheDocument();
  });

  it('tells why the advert was refused', async () => {
    open(makeHome({ published: false, moderation_status: 'refused' }), {
      'GET /api/homes/12/moderation': () => json(200, { status: 'refused', reason: 'Les photos ne montrent pas le logement.', submitted_at: '2026-02-01T10:00:00Z', moderated_at: '2026-02-02T10:00:00Z' }),
    });
    expect(await screen.findByText('Votre annonce a été refusée le 2 février 2026')).toBeInTheDocument();
    expect(screen.getByText('Motif : Les photos ne montrent pas le logement.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre à la modération' })).toBeInTheDocument();
  });

  it('links to the modification, the preview and the public advert of a published advert', async () => {
    open(makeHome());
    expect(await screen.findByRole('link', { name: "Modifier l'annonce" })).toHaveAttribute('href', '/proprietaire/annonce-modification/12?home_id=12');
    expect(screen.getByRole('link', { name: 'Aperçu' })).toHaveAttribute('href', '/proprietaire/preview-annonce?home_id=12');
    expect(screen.getByRole('link', { name: "Voir l'annonce publique" })).toHaveAttribute('href', '/colocation-lyon/12');
    expect(screen.getByText('Votre annonce est en ligne.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soumettre à la modération' })).not.toBeInTheDocument();
  });

  it('summarises the housing-for-services terms, or asks for them', async () => {
    const details = { ...makeHome().details!, pay_by_service: true, services: { hours_per_week: 6, tasks: 'Courses\nPrésence le soir', trial_weeks: 4, notice_days: 30 } };
    open(makeHome({ details, published: false, moderation_status: null }));
    const section = await screen.findByRole('region', { name: 'Logement contre services' });
    expect(within(section).getByText('6 heures par semaine')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Courses', 'Présence le soir']);
    expect(within(section).getByText('4 semaines')).toBeInTheDocument();
    expect(within(section).getByText('30 jours')).toBeInTheDocument();
  });

  it('lets a manager the owner kept out read the advert but not change it', async () => {
    const manager = makeUser({ id: 20, type: 8 });
    open(ready, { 'GET /api/homes/12/landlords': () => json(200, [makeLandlord(), makeLandlord({ id: 20, user_id: 20, role: 'manager', status: 'accepted', invitation_id: 3 })]) }, manager);
    expect(await screen.findByText(/Le propriétaire ne vous a pas confié la gestion de cette annonce/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soumettre à la modération' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Modifier l'annonce" })).not.toBeInTheDocument();
  });
});
