import { json, makeUser, mockApi, signInAs, signOutLocally } from '@coloc/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeHome, OPTIONS } from '../features/listing/test/fixtures';
import { AdvertEditorWidget, bootstrap, mount, unmount, update } from './AdvertEditorWidget';

afterEach(() => signOutLocally());

// The user's first home is 31; the widget edits another one they run.
const OTHER_HOME = 44;

describe('./AdvertEditor widget', () => {
  it('exposes single-spa lifecycles, update included', () => {
    expect([bootstrap, mount, unmount, update].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('edits the named home with the registration step, then confirms and tells the host', async () => {
    const user = makeUser({ type: 2, home: makeHome({ id: 31 }) });
    signInAs(user);
    const home = makeHome({ id: OTHER_HOME, name: 'Studio des Pentes' }, { home_type: 1, description: 'Un studio lumineux sur les pentes de la Croix-Rousse.' });
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      [`GET /api/homes/${OTHER_HOME}`]: () => json(200, home),
      [`PUT /api/homes/${OTHER_HOME}`]: () => json(200, home),
      'GET /api/users/myself': () => json(200, user),
    });
    const onSaved = jest.fn();
    render(<AdvertEditorWidget data={{ homeId: OTHER_HOME, step: 'annonce-description', onSaved }} />);
    const ui = userEvent.setup();

    const description = await screen.findByRole('textbox', { name: "Description de l'annonce" });
    expect(description).toHaveValue('Un studio lumineux sur les pentes de la Croix-Rousse.');
    expect(screen.queryByRole('button', { name: 'Précédent' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(home);
    expect(await api.lastBody(`PUT /api/homes/${OTHER_HOME}`)).toMatchObject({ home_type: 1, description: 'Un studio lumineux sur les pentes de la Croix-Rousse.' });
    expect(api.requests.some((request) => new URL(request.url).pathname === '/api/homes/31')).toBe(false);
    expect(api.requests.some((request) => new URL(request.url).pathname === '/api/homes/default')).toBe(false);
    // The step is read again after the save and stays open for more changes.
    expect(await screen.findByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it("edits an owner-occupier's home by its id, not as their default home", async () => {
    const user = makeUser({ type: 1, home: makeHome({ id: 31, is_coloc: false }) });
    signInAs(user);
    const api = mockApi({
      'GET /api/options': () => json(200, OPTIONS),
      [`GET /api/homes/${OTHER_HOME}`]: () => json(200, makeHome({ id: OTHER_HOME })),
    });
    render(<AdvertEditorWidget data={{ homeId: OTHER_HOME, step: 'annonce-adresse' }} />);
    expect(await screen.findByRole('textbox', { name: "Titre de l'annonce" })).toHaveValue('Grande maison avec jardin');
    expect(api.requests.map((request) => new URL(request.url).pathname)).toContain(`/api/homes/${OTHER_HOME}`);
  });

  it('follows the step the host asks for', async () => {
    signInAs(makeUser({ type: 2 }));
    mockApi({ 'GET /api/options': () => json(200, OPTIONS), [`GET /api/homes/${OTHER_HOME}`]: () => json(200, makeHome({ id: OTHER_HOME })) });
    const view = render(<AdvertEditorWidget data={{ homeId: OTHER_HOME, step: 'annonce-adresse' }} />);
    await screen.findByRole('textbox', { name: "Titre de l'annonce" });
    view.rerender(<AdvertEditorWidget data={{ homeId: OTHER_HOME, step: 'annonce-chambres' }} />);
    expect(await screen.findByRole('button', { name: 'Ajouter une chambre' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: "Titre de l'annonce" })).not.toBeInTheDocument());
  });

  it('refuses a step that is not part of an advert', () => {
    signInAs(makeUser({ type: 2 }));
    mockApi({ 'GET /api/options': () => json(200, OPTIONS) });
    render(<AdvertEditorWidget data={{ homeId: OTHER_HOME, step: 'offres' as never }} />);
    expect(screen.getByText("Cette partie de l'annonce ne peut pas être modifiée ici.")).toBeInTheDocument();
  });

  it('renders nothing without a home id', () => {
    const { container } = render(<AdvertEditorWidget data={{ step: 'annonce-adresse' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
