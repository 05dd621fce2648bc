import { json, makeUser, mockApi, signInAs, signOutLocally, type Handler } from '@coloc/shared/testing';
import type { User } from '@coloc/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '../features/bank-account/ui/ScaWarning';
import { bootstrap, mount, ScaWarningWidget, unmount } from './ScaWarningWidget';

const agent = makeUser({ id: 7, type: 4, sca_status: 'required' });
const status = (extra: Record<string, unknown> = {}) => ({
  sca_status: 'required',
  provider: 'sandbox',
  sandbox: true,
  has_validated_account: false,
  last_sca_at: null,
  renew_before: null,
  ...extra,
});

const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
beforeEach(() => {
  assign.mockClear();
  window.history.replaceState(null, '', '/agent/biens?home_id=3');
});
afterEach(() => signOutLocally());

function serve(user: User, routes: Record<string, Handler> = {}) {
  signInAs(user);
  return mockApi({ 'GET /api/users/myself': () => json(200, user), 'GET /api/sca-status': () => json(200, status()), ...routes });
}

describe('./ScaWarning widget', () => {
  it('exposes single-spa lifecycles', () => {
    expect([bootstrap, mount, unmount].every((fn) => typeof fn === 'function')).toBe(true);
  });

  it.each([
    ['a manager', makeUser({ type: 8, sca_status: 'required' })],
    ['a seeker', makeUser({ type: 1, sca_status: 'required' })],
    ['an owner already authenticated', makeUser({ type: 2, sca_status: 'validated' })],
  ])('renders nothing for %s', async (_label, user) => {
    const api = serve(user);
    const { container } = render(<ScaWarningWidget />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toHaveLength(0);
  });

  it('explains why and leads to the bank account section when there is no account yet', async () => {
    serve(agent);
    render(<ScaWarningWidget />);
    expect(screen.getByRole('heading', { name: 'Authentification forte requise' })).toBeInTheDocument();
    expect(screen.getByText(/recevoir vos loyers en toute sécurité.*directive DSP2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter mon compte bancaire' })).toHaveAttribute('href', '/agent/parameters?home_id=3#compte-bancaire');
    expect(await screen.findByText('Environnement de test : aucune opération bancaire réelle.')).toBeInTheDocument();
  });

  it('starts enroll-sca with the configured provider when an account exists, coming back to this page', async () => {
    const api = serve(agent, {
      'GET /api/sca-status': () => json(200, status({ has_validated_account: true, last_sca_at: '2026-01-01T00:00:00.000Z' })),
      'POST /api/sandbox/enroll-sca': () => json(200, { sca_redirect_url: 'http://localhost/api/sandbox-provider/sca/tok', sca_type: 'redirect' }),
    });
    render(<ScaWarningWidget />);
    expect(await screen.findByText(/date de plus de 180 jours/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "M'authentifier" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/sandbox-provider/sca/tok'));
    expect(await api.lastBody('POST /api/sandbox/enroll-sca')).toEqual({ return_path: '/agent/biens?home_id=3&sca_for=enroll' });
  });

  it('shows a refusal of enroll-sca in French and lets the user try again', async () => {
    serve(agent, {
      'GET /api/sca-status': () => json(200, status({ has_validated_account: true, last_sca_at: '2026-01-01T00:00:00.000Z' })),
      'POST /api/sandbox/enroll-sca': () => json(429, { error: 'Trop de tentatives. Réessayez dans quelques minutes.' }),
    });
    render(<ScaWarningWidget />);
    const button = await screen.findByRole('button', { name: "M'authentifier" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans quelques minutes.');
    expect(button).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays busy once the provider is on its way (no second enroll-sca)', async () => {
    const api = serve(agent, {
      'GET /api/sca-status': () => json(200, status({ has_validated_account: true, last_sca_at: '2026-01-01T00:00:00.000Z' })),
      'POST /api/sandbox/enroll-sca': () => json(200, { sca_redirect_url: 'http://localhost/api/sandbox-provider/sca/tok', sca_type: 'redirect' }),
    });
    render(<ScaWarningWidget />);
    const button = await screen.findByRole('button', { name: "M'authentifier" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('handles the return: removes it from the URL, confirms with the server, reloads the user', async () => {
    window.history.replaceState(null, '', '/agent/biens?home_id=3&sca_for=enroll&controlStatus=VALIDATED&actionStatus=ref-2');
    const api = serve(agent, {
      'GET /api/sca-status': () => json(200, status({ has_validated_account: true })),
      'POST /api/sandbox/enroll-sca/confirm': () => json(200, { sca_status: 'validated' }),
    });
    render(<ScaWarningWidget />);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/agent/biens?home_id=3');
    expect(await screen.findByText('Authentification forte confirmée. Merci !')).toBeInTheDocument();
    expect(await api.lastBody('POST /api/sandbox/enroll-sca/confirm')).toEqual({ controlStatus: 'VALIDATED', actionStatus: 'ref-2' });
    await waitFor(() => expect(api.requests.some((r) => new URL(r.url).pathname === '/api/users/myself')).toBe(true));
  });

  it('SPEC 4: removes its return from the URL even when the block has nothing left to show', async () => {
    window.history.replaceState(null, '', '/proprietaire/biens?home_id=3&sca_for=enroll&controlStatus=VALIDATED&actionStatus=ref-4');
    const api = serve(makeUser({ type: 2, sca_status: 'validated' }));
    const { container } = render(<ScaWarningWidget />);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/proprietaire/biens?home_id=3');
    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toHaveLength(0);
  });

  it('leaves a return of the bank account section alone, and says so when the authentication was refused', async () => {
    window.history.replaceState(null, '', '/agent/parameters?sca_for=bank_account&controlStatus=VALIDATED&actionStatus=ref');
    serve(agent);
    const { unmount: close } = render(<ScaWarningWidget />);
    await screen.findByText('Environnement de test : aucune opération bancaire réelle.');
    expect(window.location.search).toContain('controlStatus=VALIDATED');
    close();

    window.history.replaceState(null, '', '/agent/biens?sca_for=enroll&controlStatus=REFUSED&actionStatus=ref-3');
    serve(agent, {
      'POST /api/sandbox/enroll-sca/confirm': () => json(422, { error: "L'authentification forte a été refusée : elle reste à faire." }),
    });
    render(<ScaWarningWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent("L'authentification forte a été refusée : elle reste à faire.");
  });
});
