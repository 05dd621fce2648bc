import { json, makeUser, mockApi, signInAs, signOutLocally } from '@coloc/shared/testing';
import { render, screen } from '@testing-library/react';
import { makeAdvert } from '../features/advert/test/fixtures';
import { AdvertViewWidget, bootstrap, mount, unmount, update } from './AdvertViewWidget';

afterEach(() => signOutLocally());

describe('./AdvertView widget', () => {
  it('exposes single-spa lifecycles, update included', () => {
    expect([bootstrap, mount, unmount, update].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it('renders the public advert of data.homeId with its own router', async () => {
    const api = mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert()) });
    render(<AdvertViewWidget data={{ homeId: 12 }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grande colocation lumineuse' })).toBeInTheDocument();
    expect(new URL(api.requests[0]!.url).search).toBe('');
    // Outside the advert page, the sign-in link still brings the visitor back to the advert.
    expect(screen.getByRole('link', { name: 'Contacter' })).toHaveAttribute('href', '/signin?redirect=%2Fcolocation-lyon%2F12');
  });

  it('previews with ?preview=1 and disabled buttons', async () => {
    signInAs(makeUser({ id: 3, type: 2 }));
    const api = mockApi({ 'GET /api/adverts/12': () => json(200, makeAdvert({ published: false, preview: true })) });
    render(<AdvertViewWidget data={{ homeId: 12, preview: true }} />);
    expect(await screen.findByText('Aperçu : les boutons sont désactivés')).toBeInTheDocument();
    expect(new URL(api.requests[0]!.url).searchParams.get('preview')).toBe('1');
    expect(screen.getByRole('button', { name: 'Contacter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Demander une visite' })).toBeDisabled();
    expect(screen.getByText("Cette annonce n'est pas encore publiée : seuls ses propriétaires et les modérateurs la voient.")).toBeInTheDocument();
  });

  it('follows new data: another home is read when the host updates the parcel', async () => {
    mockApi({
      'GET /api/adverts/12': () => json(200, makeAdvert()),
      'GET /api/adverts/13': () => json(200, makeAdvert({ id: 13, title: 'Maison avec jardin', public_url: '/colocation-lyon/13' })),
    });
    const view = render(<AdvertViewWidget data={{ homeId: 12 }} />);
    await screen.findByRole('heading', { level: 1, name: 'Grande colocation lumineuse' });
    view.rerender(<AdvertViewWidget data={{ homeId: 13 }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maison avec jardin' })).toBeInTheDocument();
  });

  it('renders nothing without a valid home id', () => {
    const api = mockApi({});
    const { container } = render(<AdvertViewWidget data={{}} />);
    expect(container).toBeEmptyDOMElement();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an advert that cannot be read', async () => {
    mockApi({ 'GET /api/adverts/14': () => json(404, { error: 'Introuvable' }) });
    render(<AdvertViewWidget data={{ homeId: 14 }} />);
    expect(await screen.findByText("Cette annonce n'existe pas ou n'est plus en ligne.")).toBeInTheDocument();
  });
});
