import { json, makeUser, mockApi, renderAt, signInAs, signOutLocally } from '@coloc/shared/testing';
import { remoteWidgetRendererProvided, type RemoteWidgetProps } from '@coloc/shared/ui';
import { screen } from '@testing-library/react';
import { makeHome, OWNER_ID } from '../../../entities/properties/testing';
import AdvertNewPage from './AdvertNewPage';
import AdvertPreviewPage from './AdvertPreviewPage';

const owner = makeUser({ id: OWNER_ID, type: 2 });

function FakeRemote(props: RemoteWidgetProps) {
  return <p data-testid="remote">{`${props.remote}/${props.exposed} ${JSON.stringify(props.data)}`}</p>;
}

beforeEach(() => remoteWidgetRendererProvided(FakeRemote));
afterEach(() => signOutLocally());

describe('AdvertPreviewPage (preview-annonce)', () => {
  it("shows the public page's own view of the advert under a banner", async () => {
    signInAs(owner);
    mockApi({ 'GET /api/homes/14': () => json(200, makeHome({ id: 14, published: false, moderation_status: 'pending' })) });
    renderAt(<AdvertPreviewPage />, { url: '/proprietaire/preview-annonce?home_id=14', path: '/:user_type/preview-annonce' });
    expect(await screen.findByText('Aperçu – voici exactement ce que verront les visiteurs')).toBeInTheDocument();
    expect(screen.getByText("Cette annonce n'est pas encore en ligne : les visiteurs ne la voient pas encore.")).toBeInTheDocument();
    expect(screen.getByTestId('remote')).toHaveTextContent('mf_public/AdvertView {"homeId":14,"preview":true}');
    expect(screen.getByRole('link', { name: "Modifier l'annonce" })).toHaveAttribute('href', '/proprietaire/annonce-modification/14?home_id=14');
  });

  it("previews the user's first home without home_id", async () => {
    signInAs(owner);
    mockApi({ 'GET /api/homes/default': () => json(200, makeHome({ id: 3 })) });
    renderAt(<AdvertPreviewPage />, { url: '/proprietaire/preview-annonce', path: '/:user_type/preview-annonce' });
    expect(await screen.findByTestId('remote')).toHaveTextContent('{"homeId":3,"preview":true}');
    expect(screen.queryByText(/pas encore en ligne/)).not.toBeInTheDocument();
  });

  it('offers to create an advert when the user has no home', async () => {
    signInAs(owner);
    mockApi({ 'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }) });
    renderAt(<AdvertPreviewPage />, { url: '/proprietaire/preview-annonce', path: '/:user_type/preview-annonce' });
    expect(await screen.findByRole('link', { name: 'Créer une annonce' })).toHaveAttribute('href', '/proprietaire/annonce');
  });
});

describe('AdvertNewPage (annonce)', () => {
  it("explains the steps and starts the professionals' flow", () => {
    signInAs(makeUser({ type: 4 }));
    renderAt(<AdvertNewPage />, { url: '/agent/annonce', path: '/:user_type/annonce' });
    expect(screen.getByRole('heading', { level: 1, name: 'Publier une nouvelle annonce' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Commencer mon annonce' })).toHaveAttribute('href', '/agent/annonce-adresse/new');
  });

  it('sends an owner-occupier back to their one home', () => {
    signInAs(makeUser({ type: 1, home: makeHome({ is_coloc: false }) }));
    renderAt(<AdvertNewPage />, { url: '/users/annonce', path: '/:user_type/annonce' });
    expect(screen.getByRole('link', { name: 'Mon logement' })).toHaveAttribute('href', '/users/biens');
    expect(screen.queryByRole('link', { name: 'Commencer mon annonce' })).not.toBeInTheDocument();
  });
});
