import { $user } from '@coloc/shared';
import { json, makeUser, mockApi, renderAt, signInAs } from '@coloc/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '../../../entities/flow/testing';
import ParametersPage from './ParametersPage';

function renderPage(consent: boolean) {
  const api = mockApi({
    'GET /api/users/42/preferences': () => json(200, { email_messages: true, email_matches: true, email_visits: true, newsletter: false }),
    'PUT /api/profiles/7': async (request) => json(200, makeProfile({ sensitive_consent: ((await request.json()) as { sensitive_consent: boolean }).sensitive_consent })),
  });
  signInAs(makeUser({ profile: makeProfile({ sensitive_consent: consent }) }));
  renderAt(<ParametersPage />, { url: '/users/parameters', path: '/:user_type/parameters' });
  return api;
}

describe('« Religion et alimentation » (sensitive data, issue 16 §4)', () => {
  it('explains in plain French that they stay private by default, and asks for an explicit consent', async () => {
    renderPage(false);
    const section = screen.getByRole('region', { name: 'Religion et alimentation' });
    expect(within(section).getByText(/Par défaut, ils restent privés/)).toBeInTheDocument();
    expect(within(section).getByText(/uniquement avec les personnes qui l'ont aussi accepté/)).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: "J'accepte que ma religion et mon alimentation servent au matching" })).not.toBeChecked();
    expect(within(section).getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute('href', '/politique-de-confidentialite#donnees-sensibles');
  });

  it('stores the consent on the server, then the withdrawal, and keeps the session user in step', async () => {
    const api = renderPage(false);
    const ui = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Religion et alimentation' });
    await ui.click(within(section).getByRole('checkbox'));
    await ui.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Votre choix a été enregistré.')).toBeInTheDocument();
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ sensitive_consent: true });
    expect($user.getState()?.profile?.sensitive_consent).toBe(true);
    await ui.click(within(section).getByRole('checkbox'));
    await ui.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    await within(section).findByText('Votre choix a été enregistré.');
    expect(await api.lastBody('PUT /api/profiles/7')).toEqual({ sensitive_consent: false });
    expect($user.getState()?.profile?.sensitive_consent).toBe(false);
  });
});
